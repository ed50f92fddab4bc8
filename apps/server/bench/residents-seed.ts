import { sql } from 'drizzle-orm';
import { groups } from '../src/db/schema/index.js';
import type { Db } from '../src/db/types.js';

const GROUPS = 10;
const FACILITIES_PER_GROUP = 5;

/**
 * The residents bench's data, each table in one INSERT … SELECT: `residents` residents over ten groups of five
 * facilities each, in every check-in state; `logRows` rows shared 40/30/30 between chat messages, check-ins
 * and calls, spread evenly over the residents and back in time, with a realistic few waiting for staff
 * (2 % of incoming messages unread, 1 % of check-ins missed and not yet opened, 1 % of calls open requests);
 * medical notes for every resident.
 */
export async function seedResidents(db: Db, residents: number, logRows: number) {
  const groupIds = (
    await db
      .insert(groups)
      .values(
        Array.from({ length: GROUPS }, (_, i) => ({ title: `Bench home ${i + 1}`, description: 'bench' })),
      )
      .returning()
  ).map((g) => g.group_id);
  const groupArray = sql.raw(`array[${groupIds.join(',')}]`);
  await db.execute(sql`
    insert into facilities (name, group_id)
    select 'Facility ' || g || '-' || f, (${groupArray})[g]
    from generate_series(1, ${GROUPS}) g, generate_series(1, ${FACILITIES_PER_GROUP}) f`);
  await db.execute(sql`
    insert into acorn_users (user_type, group_id, facility_id, acorn_id, firstname, surname, location, is_online, email)
    select 2, (${groupArray})[1 + n % ${GROUPS}],
      (select facility_id from facilities f where f.group_id = (${groupArray})[1 + n % ${GROUPS}]
        order by facility_id offset (n / ${GROUPS}) % ${FACILITIES_PER_GROUP} limit 1),
      'BENCH-' || lpad(n::text, 5, '0'),
      (array['Mary','John','Bridget','Patrick','Nora','Seán','Kathleen','Michael'])[1 + n % 8],
      (array['Byrne','Ahern','Walsh','Murphy','Kelly','Ryan','Doyle','Brennan','Cullen','Dolan','Quinn','Nolan'])[1 + (n / 8) % 12],
      'Room ' || (n % 60 + 1),
      (array[0,0,0,0,0,1,2,3,3,3])[1 + n % 10],
      'resident' || n || '@bench.test'
    from generate_series(1, ${residents}) n`);
  const [first] = (await db.execute<{ min: number }>(sql`select min(user_id) as min from acorn_users`)).rows;
  const base = Number(first!.min);
  const counts = { messages: Math.round(logRows * 0.4), check_ins: Math.round(logRows * 0.3) };
  const calls = logRows - counts.messages - counts.check_ins;
  // Row k belongs to the k-th resident round the list (user ids are consecutive: one INSERT made them).
  const over = (n: number) =>
    sql.raw(`from generate_series(1, ${n}) k join acorn_users u on u.user_id = ${base} + (k % ${residents})`);
  await db.execute(sql`
    insert into messages (user_id, group_id, direction, body, created_at, read_at)
    select u.user_id, u.group_id, case when k % 2 = 0 then 'to_tablet' else 'from_tablet' end,
      'Message number ' || k, now() - (k || ' seconds')::interval,
      case when k % 50 = 1 then null else now() end
    ${over(counts.messages)}`);
  await db.execute(sql`
    insert into check_in_logs (user_id, group_id, check_in_time, response_time, status, acknowledged_at)
    select u.user_id, u.group_id, now() - (k || ' minutes')::interval, now() - (k || ' minutes')::interval,
      case when k % 10 = 0 then 'Failed' else 'Done' end, case when k % 100 = 0 then null else now() end
    ${over(counts.check_ins)}`);
  await db.execute(sql`
    insert into call_logs (user_id, group_id, name, is_outgoing, date, duration, status, acknowledged_at)
    select u.user_id, u.group_id, 'Caller ' || (k % 40), k % 3 = 0, now() - (k || ' minutes')::interval,
      case when k % 7 = 0 or k % 20 = 0 then 0 else 60 + k % 900 end,
      case when k % 20 = 0 then 'requested' when k % 7 = 0 then 'missed' else 'answered' end,
      case when k % 100 = 0 then null else now() end
    ${over(calls)}`);
  await db.execute(sql`
    insert into medical_notes (user_id, group_id, conditions, allergies, medications, doctor_contact)
    select user_id, group_id, 'Hypertension', 'No known drug allergies', 'Amlodipine 5 mg daily', 'Dr. Bench'
    from acorn_users where user_type = 2`);

  return {
    groupIds,
    rows: logRows,
    breakdown: `${counts.messages.toLocaleString('en')} messages, ${counts.check_ins.toLocaleString('en')} check-ins, ${calls.toLocaleString('en')} calls`,
    /** A group's first three residents by id. */
    residentsOf: async (groupId: number) =>
      (
        await db.execute<{ user_id: number }>(
          sql`select user_id from acorn_users where group_id = ${groupId} order by user_id limit 3`,
        )
      ).rows.map((r) => r.user_id),
    facilityOf: async (groupId: number) =>
      (
        await db.execute<{ facility_id: number }>(
          sql`select min(facility_id) as facility_id from facilities where group_id = ${groupId}`,
        )
      ).rows[0]!.facility_id,
    middleMessageOf: async (userId: number) => {
      const result = await db.execute<{ id: number }>(
        sql`select id from messages where user_id = ${userId} order by id limit 1 offset 20`,
      );
      return Number(result.rows[0]?.id ?? 1);
    },
  };
}
