import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode, totpStep } from './totp.js';

// RFC 6238 appendix B: the SHA-1 key is the ASCII of "12345678901234567890", codes are 8 digits.
const RFC_KEY = Buffer.from('12345678901234567890');
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s answers the RFC’s code %s', (seconds, code) => {
    expect(hotp(RFC_KEY, totpStep(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it('answers the last six digits of the same codes, as authenticator apps show them', () => {
    const secret = base32Encode(RFC_KEY);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, totpStep(new Date(59_000)))).toBe('287082');
    expect(totpCode(secret, totpStep(new Date(1111111109_000)))).toBe('081804');
  });

  it('round-trips base32, ignoring case, spaces and dashes as people type keys', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Decode('gezd gnbv-gy3t qojq')).toEqual(base32Decode('GEZDGNBVGY3TQOJQ'));
  });

  it('matches a code of the step before, the step and the step after, and no other', () => {
    const secret = base32Encode(RFC_KEY);
    const at = new Date(1111111111_000);
    const step = totpStep(at);
    for (const offset of [-1, 0, 1])
      expect(matchTotp(secret, totpCode(secret, step + offset), at)).toBe(step + offset);
    expect(matchTotp(secret, totpCode(secret, step + 2), at)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step - 2), at)).toBeNull();
    expect(matchTotp(secret, '12345', at)).toBeNull();
    expect(matchTotp(secret, 'abcdef', at)).toBeNull();
  });

  it('writes an otpauth URI authenticator apps read', () => {
    expect(otpauthUri('ABC', 'nora@care.ie')).toBe(
      'otpauth://totp/Acorn%20Portal:nora%40care.ie?secret=ABC&issuer=Acorn%20Portal&algorithm=SHA1&digits=6&period=30',
    );
  });
});
