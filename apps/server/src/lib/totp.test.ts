import { HOTP, Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from './totp.js';

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
const rfcSecret = base32Encode(RFC_KEY);

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s answers the RFC’s code %s', (seconds, code) => {
    const counter = totpStep(new Date(seconds * 1000));
    expect(HOTP.generate({ secret: Secret.fromBase32(rfcSecret), counter, digits: 8 })).toBe(code);
  });

  it('answers the last six digits of the same codes, as authenticator apps show them', () => {
    expect(rfcSecret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(rfcSecret, totpStep(new Date(59_000)))).toBe('287082');
    expect(totpCode(rfcSecret, totpStep(new Date(1111111109_000)))).toBe('081804');
  });

  it('makes 160-bit keys, a new one each time', () => {
    const [a, b] = [newTotpSecret(), newTotpSecret()];
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(a).not.toBe(b);
  });

  it('matches a code of the step before, the step and the step after, and no other', () => {
    const at = new Date(1111111111_000);
    const step = totpStep(at);
    for (const offset of [-1, 0, 1])
      expect(matchTotp(rfcSecret, totpCode(rfcSecret, step + offset), at)).toBe(step + offset);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step + 2), at)).toBeNull();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step - 2), at)).toBeNull();
    expect(matchTotp(rfcSecret, '12345', at)).toBeNull();
    expect(matchTotp(rfcSecret, 'abcdef', at)).toBeNull();
  });

  it('writes an otpauth URI authenticator apps read', () => {
    const uri = new URL(otpauthUri(rfcSecret, 'nora@care.ie'));
    expect([uri.protocol, uri.host, decodeURIComponent(uri.pathname)]).toEqual([
      'otpauth:',
      'totp',
      '/Acorn Portal:nora@care.ie',
    ]);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: rfcSecret,
      issuer: 'Acorn Portal',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
