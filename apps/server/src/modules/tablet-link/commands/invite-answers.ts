import type { EventAnswer } from '@acorn/domain/activities';
import type { AckPayload } from '@acorn/domain/tablet-link';
import { sql } from 'drizzle-orm';
import { acornUsers, commands, publicEventAttendances, publicEvents } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import type { LiveEvent } from '../live-events.js';
import type { Finished } from './outcome-states.js';

/**
 * The residents' answers to activity invitations: an event_invite command that just reached done with an
 * `answer` stores it on the resident's attendance row of the event its payload names, and staff hear of it
 * live. A done without an answer, or an answer on any other command, changes no attendance. One statement
 * for the batch; the latest invitation's answer wins where one batch holds two for the same event.
 */
export async function storeInviteAnswers(
  db: Db,
  moved: readonly Finished[],
  reports: readonly Pick<AckPayload, 'command_id' | 'answer'>[],
  now: string,
): Promise<LiveEvent[]> {
  const answerOf = new Map(reports.flatMap((r) => (r.answer ? [[r.command_id, r.answer] as const] : [])));
  const rows = moved
    .filter((m) => m.action === 'event_invite' && answerOf.has(m.id))
    .map((m) => ({ id: m.id, answer: answerOf.get(m.id) }));
  if (rows.length === 0) return [];
  const a = publicEventAttendances;
  // The resident's current group and the event's must still agree: nothing is written across tenants.
  const result = await db.execute<{
    public_event_id: number;
    user_id: number;
    group_id: number;
    answer: EventAnswer;
  }>(sql`
    insert into ${a} (public_event_id, user_id, group_id, answer, answered_at)
    select distinct on (e.public_event_id, u.user_id) e.public_event_id, u.user_id, u.group_id, v.answer, ${now}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, answer text)
    join ${commands} c on c.id = v.id
    join ${acornUsers} u on u.user_id = c.user_id and u.group_id = c.group_id
    join ${publicEvents} e on e.public_event_id = (c.payload->>'public_event_id')::int and e.group_id = u.group_id
    order by e.public_event_id, u.user_id, c.id desc
    on conflict (public_event_id, user_id) do update set answer = excluded.answer, answered_at = excluded.answered_at
    returning public_event_id, user_id, group_id, answer`);
  return result.rows.map((r) => ({ type: 'event_answer', ...r }));
}
