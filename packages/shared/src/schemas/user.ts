/** Users: SPEC §3's fields and SPEC §5's rules, for the server's checks and the user form alike. */
import { z } from 'zod';
import { searchQuerySchema } from './common.js';
import { lengthMessages, userMessages } from '../messages.js';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SPECIAL_CHARACTER_PATTERN,
  USERNAME_MIN_LENGTH,
} from '../validations.js';
import { ROLES, roleFromFormValue } from '../roles.js';

/** The width of the username columns. */
const USERNAME_MAX_LENGTH = 50;

export const passwordSchema = z
  .string({ error: userMessages.passwordRequired })
  .min(1, { error: userMessages.passwordRequired, abort: true })
  .max(200, { error: lengthMessages.passwordTooLong(200), abort: true })
  .refine((value) => value.length >= PASSWORD_MIN_LENGTH && SPECIAL_CHARACTER_PATTERN.test(value), {
    error: userMessages.passwordWeak,
  });

export const usernameSchema = z
  .string({ error: userMessages.usernameRequired })
  .trim()
  .min(1, { error: userMessages.usernameRequired, abort: true })
  // Checked on the lower-cased form, which is what uniqueness is stored under and can be longer (İ becomes i̇).
  .refine((value) => value.toLowerCase().length <= USERNAME_MAX_LENGTH, {
    error: lengthMessages.usernameTooLong(USERNAME_MAX_LENGTH),
    abort: true,
  })
  .refine((value) => !/\s/.test(value), { error: userMessages.usernameNoSpaces, abort: true })
  .refine((value) => value.length >= USERNAME_MIN_LENGTH, { error: userMessages.usernameTooShort });

/** An e-mail address as the user form takes it (trimmed, SPEC §5's messages): one address, no spaces or line breaks. */
export const emailSchema = z
  .string({ error: userMessages.emailRequired })
  .trim()
  .min(1, { error: userMessages.emailRequired, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: userMessages.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, { error: userMessages.emailInvalid });

/** SPEC sends the role as a list with one value, `admin` or `author`; `ADMIN` and `ROLE_ADMIN` are accepted too. */
const roleListSchema = z.array(z.string({ error: userMessages.roleRequired }), { error: userMessages.roleRequired }).transform((values, ctx) => {
  const role = values.length === 1 ? roleFromFormValue(values[0]) : undefined;
  if (!role) {
    ctx.addIssue({ code: 'custom', message: userMessages.roleRequired });
    return z.NEVER;
  }
  return [role];
});

/** One role, given as the form's `admin` or `author` (`ADMIN` and `ROLE_ADMIN` are accepted too); the answer is `ADMIN` or `AUTHOR`. */
export const roleSchema = z.string({ error: userMessages.roleRequired }).transform((value, ctx) => {
  const role = roleFromFormValue(value);
  if (!role) {
    ctx.addIssue({ code: 'custom', message: userMessages.roleRequired });
    return z.NEVER;
  }
  return role;
});

export const fullnameSchema = z
  .string({ error: userMessages.fullnameRequired })
  .trim()
  .min(1, { error: userMessages.fullnameRequired, abort: true })
  .max(NAME_MAX_LENGTH, { error: lengthMessages.fullnameTooLong(NAME_MAX_LENGTH) });

const userFields = {
  fullname: fullnameSchema,
  username: usernameSchema,
  email: emailSchema,
  role: roleListSchema,
};

export const createUserBodySchema = z.object({ ...userFields, password: passwordSchema });
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/** On edit the password is only sent when it was changed. */
export const updateUserBodySchema = z.object({
  ...userFields,
  password: z.preprocess((value) => (value === '' || value === null ? undefined : value), passwordSchema.optional()),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/**
 * The user form's Confirm Password (SPEC §5): given, and the same as the password. Only the form checks it, as the
 * confirmation is never sent; its messages are the spec's like every other check's.
 */
export const passwordConfirmationSchema = z
  .object({
    password: z.string(),
    confirmPassword: z.string().min(1, { error: userMessages.confirmRequired, abort: true }),
  })
  .refine((values) => !values.password || values.confirmPassword === values.password, {
    error: userMessages.passwordsMismatch,
    path: ['confirmPassword'],
  });

export const userSchema = z.object({
  id: z.string(),
  fullname: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  roles: z.array(z.string()).describe('role names such as ROLE_ADMIN'),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userSearchQuerySchema = z.object({ query: searchQuerySchema(100) });
