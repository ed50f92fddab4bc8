import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { HEALTH_MEASURES } from '@acorn/domain/health';
import { createdAt, instant } from './columns.js';
import { portalUsers, tenantGroupId } from './identity.js';
import { residentKey } from './residents.js';

const inList = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/**
 * A resident's health readings (issue 18), metric. Rows are never updated: a correction is a new row naming
 * the one it `supersedes` (at most one correction each, so the history is a chain, not a tree), and a
 * reading counts while no row supersedes it.
 */
export const healthReadings = pgTable(
  'health_readings',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer().notNull(),
    group_id: tenantGroupId(),
    timestamp: instant().notNull().defaultNow(),
    sys: integer(),
    dia: integer(),
    bpm: integer(),
    /** Degrees Celsius. */
    temperature: numeric({ precision: 4, scale: 1 }),
    /** Kilograms. */
    weight: numeric({ precision: 5, scale: 1 }),
    pain_level: integer(),
    barthel_score: integer(),
    frailty: integer(),
    /** SpO2 in percent. */
    oximeter: integer(),
    note: text(),
    created_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
    // After the spec's fields, where migration 0014 added them.
    /** 'staff' or 'tablet'. */
    source: text().notNull().default('staff'),
    /** The tablet's measuring device, for a tablet's reading. */
    device: text(),
    /** Who entered it, as their name was then (the staff member may later be removed). */
    recorded_by: text(),
    created_at: createdAt(),
    supersedes: bigint({ mode: 'number' }).references((): AnyPgColumn => healthReadings.id, {
      onDelete: 'cascade',
    }),
    correction_reason: text(),
  },
  (t) => [
    residentKey(t, 'health_readings_resident_fk'),
    index('health_readings_user_time_idx').on(t.user_id, t.timestamp.desc().nullsFirst()),
    uniqueIndex('health_readings_supersedes_unique').on(t.supersedes),
    check('health_readings_source_check', inList(t.source, ['staff', 'tablet'])),
  ],
);

/** Normal ranges staff set for one resident, per measure (metric); a measure without a row uses its default. */
export const healthRanges = pgTable(
  'health_ranges',
  {
    user_id: integer().notNull(),
    group_id: tenantGroupId(),
    measure: text().notNull(),
    low: numeric({ precision: 6, scale: 1 }),
    high: numeric({ precision: 6, scale: 1 }),
    updated_at: instant().notNull().defaultNow(),
    updated_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.measure] }),
    residentKey(t, 'health_ranges_resident_fk'),
    check('health_ranges_measure_check', inList(t.measure, HEALTH_MEASURES)),
  ],
);
