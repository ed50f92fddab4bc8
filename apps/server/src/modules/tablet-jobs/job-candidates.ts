import { DEFAULT_TIME_ZONE } from '@acorn/domain/facilities';
import { BATTERY_LOW_FOR_MINUTES, type TabletCondition } from '@acorn/domain/tablet-jobs';
import { sql, type SQL } from 'drizzle-orm';
import { acornDevices, acornUsers, facilities, maintenances, userMetrics } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { isoSql } from '../../lib/iso-sql.js';
import { joinRules, threshold } from './rule-thresholds.js';

/** A tablet whose condition is due a job, with what the job says about it. */
export type Candidate = {
  condition: TabletCondition;
  user_id: number;
  group_id: number;
  facility_id: number | null;
  acorn_id: string | null;
  serial_number: string | null;
  resident_name: string | null;
  time_zone: string;
  /** Today in the facility's time zone, 'YYYY-MM-DD': the job's start date. */
  today: string;
  last_seen: string | null;
  battery: number | null;
  battery_low_since: string | null;
  storage_free: number | null;
  storage_total: number | null;
  /** The condition's threshold (hours or percent). */
  rule: number;
};

/**
 * When the tablet's last job for this condition was marked Done (null: never). Evidence older than that was
 * seen by whoever closed it: only newer evidence opens another, so a sweep minutes after a Done does not
 * reopen a job for a tablet that has not been heard from since.
 */
const lastDone = (condition: TabletCondition) => sql`(
  select max(coalesce(j.completed_at, j.last_modified_date)) from ${maintenances} j
  where j.user_id = u.user_id and j.tablet_condition = ${condition} and j.status = 'Done')`;

const after = (evidence: SQL, condition: TabletCondition) =>
  sql`(${lastDone(condition)} is null or ${evidence} > ${lastDone(condition)})`;

/** What makes each condition due at `now` (an ISO instant). */
function due(condition: TabletCondition, now: string): SQL {
  const at = sql`${now}::timestamptz`;
  switch (condition) {
    case 'offline':
      return sql`${threshold('offline_hours')} is not null and not u.is_connected and u.last_seen is not null
        and u.last_seen < ${at} - ${threshold('offline_hours')} * interval '1 hour'
        and ${after(sql`u.last_seen`, condition)}`;
    case 'battery':
      // Low for over the hour, counted again from a Done; and a report since that Done still said low.
      return sql`${threshold('battery_percent')} is not null and m.battery < ${threshold('battery_percent')}
        and m.battery_low_since is not null
        and greatest(m.battery_low_since, coalesce(${lastDone(condition)}, m.battery_low_since))
          < ${at} - ${BATTERY_LOW_FOR_MINUTES} * interval '1 minute'
        and ${after(sql`m.last_sync`, condition)}`;
    case 'storage':
      return sql`${threshold('storage_percent')} is not null and m.storage_total > 0
        and m.storage_free * 100 < ${threshold('storage_percent')} * m.storage_total
        and ${after(sql`m.last_sync`, condition)}`;
  }
}

const RULE_FIELD = {
  offline: 'offline_hours',
  battery: 'battery_percent',
  storage: 'storage_percent',
} as const;

/**
 * The active residents' tablets (user_type 2) among `which` whose `conditions` are due at `now` and have
 * no open job yet, one row per tablet and condition. A tablet never heard from is not offline: it has not
 * been set up. Spare tablets (user_type 3) belong to no one and open nothing.
 */
export async function dueCandidates(
  db: Db,
  conditions: readonly TabletCondition[],
  which: SQL,
  now: string,
): Promise<Candidate[]> {
  if (conditions.length === 0) return [];
  const zone = sql`coalesce(f.time_zone, ${DEFAULT_TIME_ZONE})`;
  const perCondition = conditions.map(
    (condition) => sql`
      select ${condition}::text as condition, u.user_id, u.group_id, u.facility_id, u.acorn_id,
        coalesce(m.serial_number, (select d.serial_number from ${acornDevices} d
          where d.acorn_id = u.acorn_id order by d.acorn_device_id limit 1)) as serial_number,
        nullif(trim(concat_ws(' ', u.firstname, u.surname)), '') as resident_name,
        ${zone} as time_zone, to_char(${now}::timestamptz at time zone ${zone}, 'YYYY-MM-DD') as today,
        ${isoSql(sql`u.last_seen`)} as last_seen, m.battery, ${isoSql(sql`m.battery_low_since`)} as battery_low_since,
        m.storage_free::float8 as storage_free, m.storage_total::float8 as storage_total,
        ${threshold(RULE_FIELD[condition])} as rule
      from ${acornUsers} u
      ${joinRules}
      left join ${userMetrics} m on m.user_id = u.user_id
      left join ${facilities} f on f.facility_id = u.facility_id
      where u.user_type = 2 and u.is_active and ${which} and ${due(condition, now)}
        and not exists (select 1 from ${maintenances} o where o.user_id = u.user_id
          and o.tablet_condition = ${condition} and o.status <> 'Done')`,
  );
  const { rows } = await db.execute<Candidate>(sql.join(perCondition, sql` union all `));
  return rows;
}
