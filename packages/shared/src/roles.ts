/** The back-office roles and their spellings: ADMIN in storage, ROLE_ADMIN in tokens, admin in forms. */

export const ROLES = ['ADMIN', 'AUTHOR'] as const;
export type Role = (typeof ROLES)[number];

/** The role the web app stores: a visitor without an account is USER. */
export type StoredRole = Role | 'USER';

export function roleName(role: Role): string {
  return `ROLE_${role}`;
}

export function roleFromFormValue(value: unknown): Role | undefined {
  if (typeof value !== 'string') return undefined;
  const normalized = value
    .trim()
    .toUpperCase()
    .replace(/^ROLE_/, '');
  return (ROLES as readonly string[]).includes(normalized) ? (normalized as Role) : undefined;
}

/** SPEC §4: ROLE_ADMIN wins, then ROLE_AUTHOR, else USER. */
export function storedRoleFromRoleNames(names: readonly string[]): StoredRole {
  const upper = names.map((name) => name.toUpperCase());
  if (upper.includes('ROLE_ADMIN')) return 'ADMIN';
  if (upper.includes('ROLE_AUTHOR')) return 'AUTHOR';
  return 'USER';
}
