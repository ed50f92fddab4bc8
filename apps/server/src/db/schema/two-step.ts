import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { portalUsers } from './identity.js';

/**
 * A portal user's authenticator (RFC 6238 key, base32). The key is never answered after enrolment and
 * never logged. `pending_secret` is a key being enrolled (or replacing the current one) until its first
 * code confirms it; `last_used_step` refuses a code whose 30 s step already signed someone in (replay).
 */
export const twoStepFactors = pgTable('two_step_factors', {
  user_id: integer()
    .primaryKey()
    .references(() => portalUsers.user_id, { onDelete: 'cascade' }),
  secret: text(),
  pending_secret: text(),
  confirmed_at: instant(),
  last_used_step: bigint({ mode: 'number' }),
  created_at: createdAt(),
});

/** Ten single-use codes per enrolment, for a lost phone: only their SHA-256 is kept (80 random bits each). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => portalUsers.user_id, { onDelete: 'cascade' }),
    code_hash: text().notNull(),
    used_at: instant(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id, t.code_hash)],
);

/** The step between a right password and the code: short-lived, single-use, stored hashed. */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    token_hash: text().notNull().unique(),
    user_id: integer()
      .notNull()
      .references(() => portalUsers.user_id, { onDelete: 'cascade' }),
    expires_at: instant().notNull(),
    used_at: instant(),
    /** The source the password step was counted under (sign_in_failures): its codes count there too. */
    source: text(),
  },
  (t) => [index('sign_in_challenges_expires_idx').on(t.expires_at)],
);

/**
 * Counters every API instance shares (ADR 0038): sign-in attempts per client address and route, reset mails
 * per email address. A key's window starts at its first hit and lasts until `expires_at` (milliseconds since
 * the epoch, as the limit counts); the next hit after that starts a new one. Expired rows are swept.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    expires_at: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limit_counts_expires_idx').on(t.expires_at)],
);
