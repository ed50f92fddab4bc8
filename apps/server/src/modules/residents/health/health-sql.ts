import { HEALTH_MEASURES, displayValue, type HealthMeasure } from '@acorn/domain/health';
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { acornUsers, facilities, healthReadings } from '../../../db/schema/index.js';
import { isoSql } from '../../../lib/iso-sql.js';

/** The readings table as `r` (`from ${readings}`), which every health query reads it as; its columns. */
export const readings = sql`${healthReadings} r`;
export const r = alias(healthReadings, 'r');
const s = alias(healthReadings, 's');

/**
 * Readings of one resident that count: no row supersedes them. The resident's corrected ids are few (a
 * correction is rare): the database finds them once (on the `supersedes` index or the resident's) and
 * hashes them, so each reading costs a hash probe. Written as `not exists`, the planner chose to read
 * and hash every resident's readings instead.
 */
export const currentOf = (userId: SQL): SQL =>
  sql`${r.user_id} = ${userId} and ${r.id} not in (select ${s.supersedes} from ${healthReadings} s
    where ${s.supersedes} is not null and ${s.user_id} = ${userId})`;

/** The units of the resident's facility; metric without one (the database stores metric either way). */
export const unitsSql = (userId: SQL): SQL => sql`coalesce((select ${facilities.units}
  from ${acornUsers} join ${facilities} on ${facilities.facility_id} = ${acornUsers.facility_id}
  where ${acornUsers.user_id} = ${userId}), 'metric')`;

/** `'sys', <sys>, 'dia', <dia>, …` for json_build_object: each measure's name, and `value` of it. */
export const measuresJson = (value: (m: HealthMeasure) => SQL): SQL =>
  sql.join(
    HEALTH_MEASURES.map((m) => sql`${sql.raw(`'${m}'`)}, ${value(m)}`),
    sql`, `,
  );

/**
 * Stored readings as healthReadingSchema has them (metric), newest first, as a JSON array written by the
 * database: `rows` selects them from ${readings} (with its order and limit), so each is dressed only once
 * chosen, and whether a later row supersedes it is one index search per reading shown.
 */
export const readingsJson = (rows: SQL): SQL => sql`(select coalesce(json_agg(json_build_object(
    'id', ${r.id}, 'timestamp', ${isoSql(r.timestamp)},
    ${measuresJson((m) => sql`${r[m]}`)},
    'note', ${r.note}, 'source', ${r.source}, 'recorded_by', ${r.recorded_by},
    'supersedes', ${r.supersedes}, 'correction_reason', ${r.correction_reason},
    'superseded', exists (select 1 from ${healthReadings} s where ${s.supersedes} = ${r.id}))
  order by ${r.timestamp} desc, ${r.id} desc), '[]') from (${rows}) r)`;

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
