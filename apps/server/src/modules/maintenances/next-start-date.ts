import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { maintenances } from '../../db/schema/index.js';

/**
 * The start date of the occurrence that the job `id` opened when it was marked Done, as 'YYYY-MM-DD', or
 * null: one probe of the unique index on recurs_from. (The inner table is aliased so that `id` may name
 * the outer one's column, "maintenances"."maintenance_id".)
 */
export const nextStartDate = (id: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select next_occurrence.start_date::text from ${maintenances} next_occurrence
    where next_occurrence.recurs_from = ${id})`;
