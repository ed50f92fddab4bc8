import { date, numeric, timestamp } from 'drizzle-orm/pg-core';

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
