import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 as every authenticator app reads an otpauth:// key: HMAC-SHA1, 30 s steps, 6 digits, through
 * `otpauth` (a well-kept library; our own 86 lines went in issue 42). A "step" is RFC 6238's T: the
 * two-step store records the step a code was used in, so that no code works twice.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
const SETTINGS = { algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_STEP_SECONDS } as const;

/** RFC 4648 base32 without padding: the form authenticator apps take a key in. */
export const base32Encode = (bytes: Uint8Array): string =>
  new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;

/** A new 160-bit key (RFC 4226 recommends the HMAC's own output length), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The step a moment falls in. */
export const totpStep = (at: Date): number =>
  TOTP.counter({ period: TOTP_STEP_SECONDS, timestamp: at.getTime() });

/** The code an authenticator app shows for a key during one step. */
export const totpCode = (secret: string, step: number): string =>
  HOTP.generate({ ...SETTINGS, secret: Secret.fromBase32(secret), counter: step });

/**
 * The step a typed code belongs to, trying the current step and one either side (a phone's clock a little
 * off, a code typed as it turned over), or null. The caller refuses a step already used (replay).
 */
export function matchTotp(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(at);
  const delta = HOTP.validate({
    ...SETTINGS,
    secret: Secret.fromBase32(secret),
    token: code,
    counter: now,
    window: 1,
  });
  return delta === null ? null : now + delta;
}

/** What an authenticator app scans: the issuer and account it lists the key under, and the key. */
export const otpauthUri = (secret: string, account: string, issuer = 'Acorn Portal'): string =>
  new TOTP({ ...SETTINGS, issuer, label: account, secret: Secret.fromBase32(secret) }).toString();
