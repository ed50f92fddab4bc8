import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { recoveryCodes, sessions, twoStepFactors } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { hashToken } from '../../../lib/tokens.js';
import { endSessionsOf } from '../session-store.js';
import { base32Encode, matchTotp, newTotpSecret } from '../../../lib/totp.js';

export const RECOVERY_CODE_COUNT = 10;

/** 80 random bits as four groups of four (abcd-efgh-…): long enough that a fast hash stores it safely. */
const newRecoveryCode = () => base32Encode(randomBytes(10)).toLowerCase().match(/.{4}/g)!.join('-');
/** People copy codes with or without the dashes, in either case. */
const normalise = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
const hashRecoveryCode = (code: string) => hashToken(normalise(code));

/** The authenticator's state: whether it is on, whether a new key awaits its first code, codes left. */
export async function twoStepStatus(db: Db, userId: number) {
  const [factor] = await db.select().from(twoStepFactors).where(eq(twoStepFactors.user_id, userId));
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  return {
    enabled: factor?.confirmed_at != null,
    recovery_codes_left: factor?.confirmed_at != null ? (left?.n ?? 0) : 0,
  };
}

export async function hasConfirmedFactor(db: Db, userId: number) {
  return (await twoStepStatus(db, userId)).enabled;
}

/**
 * Accepts a code of the user's confirmed key once: the step it matched is written in the same statement
 * that checks it is newer than the last one used, so the same code (or an older one) cannot sign in twice,
 * even by two requests at once. Answers whether it was accepted.
 */
export async function useTotpCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const [factor] = await db
    .select({ secret: twoStepFactors.secret })
    .from(twoStepFactors)
    .where(and(eq(twoStepFactors.user_id, userId), isNotNull(twoStepFactors.confirmed_at)));
  if (!factor?.secret) return false;
  const step = matchTotp(factor.secret, code.trim(), now);
  if (step === null) return false;
  const accepted = await db
    .update(twoStepFactors)
    .set({ last_used_step: step })
    .where(
      and(
        eq(twoStepFactors.user_id, userId),
        or(isNull(twoStepFactors.last_used_step), lt(twoStepFactors.last_used_step, step)),
      ),
    )
    .returning({ user_id: twoStepFactors.user_id });
  return accepted.length === 1;
}

/** Spends one unused recovery code; answers whether there was one to spend. */
export async function useRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ used_at: now.toISOString() })
    .where(
      and(
        eq(recoveryCodes.user_id, userId),
        eq(recoveryCodes.code_hash, hashRecoveryCode(code)),
        isNull(recoveryCodes.used_at),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

/** A new key awaiting its first code; the confirmed key, if any, keeps working until then. */
export async function startEnrolment(db: Db, userId: number): Promise<string> {
  const secret = newTotpSecret();
  await db
    .insert(twoStepFactors)
    .values({ user_id: userId, pending_secret: secret })
    .onConflictDoUpdate({ target: twoStepFactors.user_id, set: { pending_secret: secret } });
  return secret;
}

/**
 * Confirms the pending key with a code from it: the key becomes the user's, its step counts as used, and
 * ten new recovery codes replace any old ones. The session that confirmed it has passed two-step sign-in
 * (it holds the key); every other session of the user ends, as none of them has. Answers the codes (the
 * only time they are seen), or why not.
 */
export async function confirmEnrolment(
  db: Db,
  { user_id: userId, session_id: sessionId }: { user_id: number; session_id: number },
  code: string,
  now: Date,
) {
  const [factor] = await db.select().from(twoStepFactors).where(eq(twoStepFactors.user_id, userId));
  if (!factor?.pending_secret) return 'not enrolling' as const;
  const step = matchTotp(factor.pending_secret, code.trim(), now);
  if (step === null) return 'wrong code' as const;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx
      .update(twoStepFactors)
      .set({
        secret: factor.pending_secret,
        pending_secret: null,
        confirmed_at: now.toISOString(),
        last_used_step: step,
      })
      .where(eq(twoStepFactors.user_id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ user_id: userId, code_hash: hashRecoveryCode(c) })));
    await tx.update(sessions).set({ second_step: 'enrolment' }).where(eq(sessions.id, sessionId));
    await endSessionsOf(tx, userId, now.toISOString(), sessionId);
  });
  return codes;
}

/** Turns two-step sign-in off: the key and every recovery code go. Answers whether there was one. */
export async function removeFactor(db: Db, userId: number): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  const removed = await db
    .delete(twoStepFactors)
    .where(eq(twoStepFactors.user_id, userId))
    .returning({ confirmed_at: twoStepFactors.confirmed_at });
  return removed[0]?.confirmed_at != null;
}
