import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (DESIGN.md section 7). 2 = Algorithm.Argon2id, a const enum we cannot import.
const options = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Unknown accounts are checked against a dummy hash so they take as long as known ones.
  const target = passwordHash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== null;
}

const dummyHash = hash('no account has this password', options);
