import { bigint, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * How many residents (user_type 2) each group has per facility (0: none) and check-in state, kept exact by
 * statement-level triggers on acorn_users (migration 0012). The residents list's check-in counts and the
 * Facility filter's counts read a few rows here instead of counting up to 10,000 residents a request: on
 * the embedded database a count over that many rows costs 5–10 ms of its only thread.
 */
export const residentCounts = pgTable(
  'resident_counts',
  {
    group_id: integer().notNull(),
    facility_id: integer().notNull(),
    is_online: integer().notNull(),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.group_id, t.facility_id, t.is_online] })],
);
