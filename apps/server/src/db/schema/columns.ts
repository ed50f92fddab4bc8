import { date, index, numeric, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

// Strings, not Date objects: the API sends the database's own text forward, and date-only business fields
// must never pick up a time zone shift on their way through JavaScript.
export const instant = () => timestamp({ withTimezone: true, mode: 'string' });
export const day = () => date({ mode: 'string' });
export const money = () => numeric({ precision: 12, scale: 2 });

export const createdAt = () => instant().notNull().defaultNow();
/** The server sets it on every save; the default only covers rows written outside the API (seed, SQL). */
export const lastModified = () => instant().notNull().defaultNow();

// Descending indexes are declared .desc().nullsFirst() because that is what `order by x desc` means in
// PostgreSQL; drizzle-kit otherwise writes NULLS LAST, which the planner cannot use for that sort.

/**
 * The indexes a list needs to answer a page without sorting the table: newest first within one group
 * (every role but 1) and across groups (role 1), each with the id tie-break the list query adds.
 */
export function listIndexes(
  name: string,
  group: ExtraConfigColumn,
  modified: ExtraConfigColumn,
  id: ExtraConfigColumn,
) {
  return [
    index(`${name}_group_list_idx`).on(group, modified.desc().nullsFirst(), id.desc().nullsFirst()),
    index(`${name}_list_idx`).on(modified.desc().nullsFirst(), id.desc().nullsFirst()),
  ];
}
