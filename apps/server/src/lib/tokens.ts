import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token (base64url) and the hash we store instead of it. */
export function newToken(bytes = 32): { token: string; hash: string } {
  const token = randomBytes(bytes).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** SHA-256 suffices here: tokens carry 256 random bits, so there is nothing to brute-force. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
