import { DEFAULT_TIME_ZONE } from '@acorn/domain/facilities';
import { USER_TYPE } from '@acorn/domain/residents';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acornDevices, acornUsers, facilities, groups } from '../../../db/schema/index.js';
import { HttpError } from '../../../lib/http-error.js';
import { isoSql } from '../../../lib/iso-sql.js';
import { TABLET_CREDENTIAL_REFUSED, tabletOf } from '../tablet-http-auth.js';

/** The tablet user a credential speaks for, where they live and that place's clock. */
export type TabletReader = {
  user_id: number;
  user_type: number;
  group_id: number;
  firstname: string | null;
  surname: string | null;
  group_name: string | null;
  facility_name: string | null;
  time_zone: string;
  acorn_version: string | null;
  /**
   * The place content is chosen by: the resident's location (their county in Ireland, 'Co.Clare'; their
   * country elsewhere, 'USA'); null for an unassigned device, which belongs to no one's place.
   */
  location: string | null;
  /** Today on the facility's clock ('YYYY-MM-DD'), and the instants it begins and ends there. */
  today: string;
  day_start: string;
  day_end: string;
};

const u = acornUsers;
const f = facilities;
const isResident = sql`${u.user_type} = ${USER_TYPE.TABLET_USER}`;

/**
 * The zone a tablet's clock runs on: its resident's facility's. A resident placed in no facility, and an
 * unassigned device, take the zone most of their group's facilities keep (a spare tablet of an Irish group
 * shows Irish time, not the portal's default); a group with no facility at all, the portal's default
 * (DEFAULT_TIME_ZONE, what a new facility starts with).
 */
const zone = sql`coalesce(${f.time_zone},
  (select s.time_zone from ${facilities} s where s.group_id = ${u.group_id}
    group by s.time_zone order by count(*) desc, s.time_zone limit 1),
  ${DEFAULT_TIME_ZONE})`;

/**
 * The Acorn version staff set on the tablet's device record (the devices screen), not the one it reports
 * (user_metrics): the version it should be running.
 */
const staffVersion = sql`(select ${acornDevices.acorn_version} from ${acornDevices}
  where ${acornDevices.acorn_id} = ${u.acorn_id} and ${acornDevices.group_id} = ${u.group_id}
  order by ${acornDevices.last_modified_date} desc, ${acornDevices.acorn_device_id} desc limit 1)`;

/**
 * Who an HTTP request from a tablet speaks for (its credential, else 401), read in one statement with
 * everything the tablet routes choose by. Texts are cut to the lengths tabletProfileSchema allows, so an
 * overlong name can never turn the answer into a 500.
 */
export async function tabletReader(req: FastifyRequest): Promise<TabletReader> {
  const userId = await tabletOf(req);
  const now = req.server.clock().toISOString();
  const { rows } = await req.server.db.execute<TabletReader>(sql`
    select ${u.user_id} as user_id, ${u.user_type} as user_type, ${u.group_id} as group_id,
      case when ${isResident} then left(${u.firstname}, 200) end as firstname,
      case when ${isResident} then left(${u.surname}, 200) end as surname,
      left(${groups.title}, 200) as group_name, left(${f.name}, 200) as facility_name,
      z.tz as time_zone, left(${staffVersion}, 40) as acorn_version,
      case when ${isResident} then nullif(${u.location}, '') end as location,
      to_char(t.today, 'YYYY-MM-DD') as today,
      ${isoSql(sql`t.today::timestamp at time zone z.tz`)} as day_start,
      ${isoSql(sql`(t.today + 1)::timestamp at time zone z.tz`)} as day_end
    from ${u}
    join ${groups} on ${groups.group_id} = ${u.group_id}
    left join ${f} on ${f.facility_id} = ${u.facility_id}
    cross join lateral (select ${zone} as tz) z
    cross join lateral (select (${now}::timestamptz at time zone z.tz)::date as today) t
    where ${u.user_id} = ${userId}`);
  const [reader] = rows;
  // Credentials go with their user's row (on delete cascade); should one outlive it, the tablet enrols again.
  if (!reader) throw new HttpError(401, TABLET_CREDENTIAL_REFUSED);
  return reader;
}
