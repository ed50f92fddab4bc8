import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many rows each group has in each group-scoped table, kept exact by statement-level triggers
 * (migration 0003). A list's total without search or filters reads one row here instead of counting
 * the table: on the embedded database, count(*) over 100,000 rows costs ~10 ms of the server's only thread.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    table_name: text().notNull(),
    group_id: integer().notNull(),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.table_name, t.group_id] })],
);
