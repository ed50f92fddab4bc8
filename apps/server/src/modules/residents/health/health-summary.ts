import {
  HEALTH_MEASURE_INFO,
  HEALTH_MEASURES,
  flagOf,
  type HealthMeasure,
  type HealthSummary,
} from '@acorn/domain/health';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { healthRanges } from '../../../db/schema/index.js';
import { isoSql } from '../../../lib/iso-sql.js';
import { residentBody } from '../resident-read.js';
import { currentOf, measuresJson, r, readings, readingsJson, unitsSql } from './health-sql.js';

const NOTES_SHOWN = 10;

/** The resident's own range of a measure, else the measure's default (the family's health card too). */
export const rangeJson = (userId: SQL, m: HealthMeasure): SQL => {
  const { low, high } = HEALTH_MEASURE_INFO[m].normal;
  return sql`coalesce((select json_build_object('low', ${healthRanges.low}, 'high', ${healthRanges.high},
      'custom', true)
    from ${healthRanges} where ${healthRanges.user_id} = ${userId} and ${healthRanges.measure} = ${m}),
    ${JSON.stringify({ low, high, custom: false })}::json)`;
};

/**
 * A measure's newest current value and the one before it (the trend), newest first on the resident's
 * time index; the flag is added by healthSummary, with the domain's flagOf.
 */
const latestJson = (userId: SQL, m: HealthMeasure): SQL => sql`(select json_build_object(
    'value', x.value, 'timestamp', ${isoSql(sql`x.ts`)}, 'previous', x.previous, 'flag', null)
  from (select ${r[m]} as value, ${r.timestamp} as ts, ${r.id} as id,
      lead(${r[m]}) over (order by ${r.timestamp} desc, ${r.id} desc) as previous
    from ${readings} where ${currentOf(userId)} and ${r[m]} is not null
    order by ${r.timestamp} desc, ${r.id} desc limit 2) x order by x.ts desc, x.id desc limit 1)`;

/** The Health panel's body (healthSummarySchema, flags still null) about the resident `userId` names. */
function healthSummaryBody(userId: SQL): SQL {
  return sql`json_build_object(
    'units', ${unitsSql(userId)},
    'ranges', json_build_object(${measuresJson((m) => rangeJson(userId, m))}),
    'latest', json_build_object(${measuresJson((m) => latestJson(userId, m))}),
    'notes', ${readingsJson(sql`select * from ${readings} where ${currentOf(userId)} and btrim(${r.note}) <> ''
      order by ${r.timestamp} desc, ${r.id} desc limit ${NOTES_SHOWN}`)},
    'total', (select count(*) from ${readings} where ${currentOf(userId)}))`;
}

/**
 * The Health panel's summary, written by the database in one statement with the read's audit row (unless
 * `audited` is false), each latest value then flagged against its range by the domain's own rule.
 */
export async function healthSummary(
  req: FastifyRequest,
  userId: number,
  { audited }: { audited: boolean },
): Promise<HealthSummary> {
  const options = audited ? { audit: { entity: 'health' } } : {};
  const body = await residentBody(req, userId, healthSummaryBody(sql`resident.user_id`), options);
  const summary = JSON.parse(body.toString()) as HealthSummary;
  for (const m of HEALTH_MEASURES) {
    const latest = summary.latest[m];
    if (latest) latest.flag = flagOf(latest.value, summary.ranges[m]);
  }
  return summary;
}
