/** Password hashing with argon2id (memory-hard); hashes never leave the server. */

/** Loaded at the first password to check or set (and kept by the module loader): its library adds about 11 MB to a process that only serves readers. */
const loadArgon2 = () => import('@node-rs/argon2');

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a wrong username cannot be told from a wrong password by timing. */
export async function verifyDecoyPassword(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that matches nothing!');
  await verifyPassword(await decoyHash, password);
  return false;
}
