import { HEALTH_MEASURES, displayValue, type HealthMeasure } from '@acorn/domain';
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { acornUsers, facilities, healthReadings } from '../../../db/schema/index.js';
import { isoSql } from '../iso.js';

/** The readings table as `r` (`from ${readings}`), which every health query reads it as; its columns. */
export const readings = sql`${healthReadings} r`;
export const r = alias(healthReadings, 'r');
const s = alias(healthReadings, 's');

/** Whether a later row corrects this one (the unique index on `supersedes` answers it). */
export const supersededSql = (reading: typeof r = r): SQL =>
  sql`exists (select 1 from ${healthReadings} s where ${s.supersedes} = ${reading.id})`;

/** Readings of one resident that count: none supersedes them. */
export const currentOf = (userId: SQL): SQL =>
  sql`${r.user_id} = ${userId} and not ${supersededSql()}`;

/** The units of the resident's facility; metric without one (the database stores metric either way). */
export const unitsSql = (userId: SQL): SQL => sql`coalesce((select ${facilities.units}
  from ${acornUsers} join ${facilities} on ${facilities.facility_id} = ${acornUsers.facility_id}
  where ${acornUsers.user_id} = ${userId}), 'metric')`;

/** `'sys', <sys>, 'dia', <dia>, …` for json_build_object: each measure as `value` of it makes it. */
export const measuresJson = (value: (m: HealthMeasure) => SQL): SQL =>
  sql.join(
    HEALTH_MEASURES.map((m) => sql`${sql.raw(`'${m}'`)}, ${value(m)}`),
    sql`, `,
  );

/** A stored reading as healthReadingSchema has it (metric), written by the database. */
export const readingJson = (reading: typeof r = r): SQL => sql`json_build_object(
  'id', ${reading.id}, 'timestamp', ${isoSql(reading.timestamp)},
  ${measuresJson((m) => sql`${reading[m]}`)},
  'note', ${reading.note}, 'source', ${reading.source}, 'recorded_by', ${reading.recorded_by},
  'supersedes', ${reading.supersedes}, 'correction_reason', ${reading.correction_reason},
  'superseded', ${supersededSql(reading)})`;

/**
 * A reading's values as stored: each rounded to its measure's decimals (what the columns keep), as text
 * for the numeric columns so no digit changes on the way. Staff's and tablets' readings alike.
 */
export function storedValues(values: Partial<Record<HealthMeasure, number | null | undefined>>) {
  const stored = (m: HealthMeasure) => {
    const value = values[m];
    return value == null ? null : displayValue(m, value, 'metric');
  };
  const text = (v: number | null) => (v == null ? null : String(v));
  return {
    sys: stored('sys'),
    dia: stored('dia'),
    bpm: stored('bpm'),
    temperature: text(stored('temperature')),
    weight: text(stored('weight')),
    oximeter: stored('oximeter'),
    pain_level: stored('pain_level'),
    barthel_score: stored('barthel_score'),
    frailty: stored('frailty'),
  };
}
