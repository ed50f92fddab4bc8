import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { portalUsers } from './identity.js';

/**
 * Failed sign-ins in a row per account and source (DESIGN.md section 7, issue 40): the source is the client
 * address, or the unlock link a sign-in came with. Five lock that source out of that account, 1 s doubling
 * to 15 minutes; the owner elsewhere, or with the mailed link, still signs in.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    user_id: integer()
      .notNull()
      .references(() => portalUsers.user_id, { onDelete: 'cascade' }),
    source: text().notNull(),
    failures: integer().notNull(),
    locked_until: instant(),
    last_failed_at: instant().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.source] }),
    index('sign_in_failures_last_failed_idx').on(t.last_failed_at),
  ],
);

/** An unlock link mailed to the owner of an account being guessed at: a source of its own, stored hashed. */
export const signInUnlocks = pgTable(
  'sign_in_unlocks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    token_hash: text().notNull().unique(),
    user_id: integer()
      .notNull()
      .references(() => portalUsers.user_id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    expires_at: instant().notNull(),
  },
  (t) => [index('sign_in_unlocks_expires_idx').on(t.expires_at)],
);
