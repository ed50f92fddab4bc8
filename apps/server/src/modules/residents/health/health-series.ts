import {
  HEALTH_CHART_POINTS,
  HEALTH_MEASURE_INFO,
  HEALTH_MEASURES,
  HEALTH_RANGE_DAYS,
  type HealthRange,
} from '@acorn/domain/health';
import { sql } from 'drizzle-orm';
import { isoSql } from '../../../lib/iso-sql.js';
import { auditChanges } from '../resident-read.js';
import { currentOf, measuresJson, r, readings, unitsSql } from './health-sql.js';

const DAY_MS = 86_400_000;
const resident = sql`(select user_id from resident)`;
const columns = sql.join(
  HEALTH_MEASURES.map((m) => r[m]),
  sql`, `,
);

/**
 * The charts' body (healthSeriesSchema) about the CTE `resident` (residentBody): current readings in
 * (to − range, to], oldest first. More than HEALTH_CHART_POINTS of them are averaged by the database into
 * that many equal time buckets, each point the mean of the readings that have the measure (null when
 * none) at their mean time, so a year of readings is 200 points, not 10,000. `with` is the CTEs of the
 * readings in range (read once: counted and charted), `changes` the read's audit details.
 */
export function healthSeriesBody(query: { range: HealthRange; to: Date }) {
  const to = query.to.toISOString();
  const from = new Date(query.to.getTime() - HEALTH_RANGE_DAYS[query.range] * DAY_MS).toISOString();
  // Seconds as double precision (date_part's), not numeric (extract's): 10,000 readings' arithmetic is cheap.
  const fromSeconds = Date.parse(from) / 1000;
  const bucketSeconds = (HEALTH_RANGE_DAYS[query.range] * DAY_MS) / 1000 / HEALTH_CHART_POINTS;
  const inRange = sql`in_range as (select ${r.id} as id, ${r.timestamp} as ts, ${columns}
      from ${readings} where ${currentOf(resident)}
        and ${r.timestamp} > ${from}::timestamptz and ${r.timestamp} <= ${to}::timestamptz),
    counted as (select count(*)::int as n from in_range)`;
  return {
    with: inRange,
    body: sql`json_build_object('units', ${unitsSql(resident)}, 'from', ${from}::text, 'to', ${to}::text,
      'downsampled', (select n from counted) > ${HEALTH_CHART_POINTS},
      'readings', (select n from counted),
      'points', case when (select n from counted) > ${HEALTH_CHART_POINTS}
        then (select coalesce(json_agg(p.point order by p.bucket), '[]') from (
          select bucket, json_build_object('timestamp', ${isoSql(sql`to_timestamp(avg(epoch))`)},
            ${measuresJson((m) => sql`round(avg(${sql.identifier(m)}), ${HEALTH_MEASURE_INFO[m].decimals + 1})`)},
            'count', count(*)) as point
          from (select *, date_part('epoch', ts) as epoch,
              least(floor((date_part('epoch', ts) - ${fromSeconds}) / ${bucketSeconds}), ${HEALTH_CHART_POINTS - 1})
                as bucket from in_range) b
          group by bucket) p)
        else (select coalesce(json_agg(json_build_object('timestamp', ${isoSql(sql`ts`)},
            ${measuresJson((m) => sql`${sql.identifier(m)}`)}, 'count', 1) order by ts, id), '[]') from in_range)
      end)`,
    changes: auditChanges({ range: sql`${query.range}::text`, to: sql`${to}::text` }),
  };
}
