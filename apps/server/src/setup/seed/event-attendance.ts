import type { AttendanceStatus, EventAnswer, EventInvitePayload } from '@acorn/domain/activities';
import { commands, publicEventAttendances, type publicEvents } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { LogContext, Placed } from './resident-records.js';

type SeededEvent = typeof publicEvents.$inferSelect;
type AttendanceRow = typeof publicEventAttendances.$inferInsert;

const MINUTE = 60_000;

/** Residents (tablet users) by the facility they live in. */
function byFacility(placed: readonly Placed[]): Map<number | null, Placed[]> {
  const map = new Map<number | null, Placed[]>();
  for (const p of placed.filter((p) => p.user.user_type === 2)) {
    const key = p.user.facility_id ?? null;
    map.set(key, [...(map.get(key) ?? []), p]);
  }
  return map;
}

/**
 * Attendance at the activities (issue 18): for events that have ended, most of the facility's residents
 * marked by its staff soon after (mostly attended, some declined or absent), which the activities report
 * counts; for the first coming events, invitations sent to some residents' tablets, most of them answered
 * going or not going, a few still waiting for the resident.
 */
export async function seedEventAttendance(
  tx: Db,
  { cal, random, staffOf }: LogContext,
  events: readonly SeededEvent[],
  placed: readonly Placed[],
  now: Date,
): Promise<void> {
  const residents = byFacility(placed);
  const at = (time: string) => Date.parse(time);
  const rows: AttendanceRow[] = [];
  for (const e of events.filter((e) => at(e.end_time) < now.getTime())) {
    const here = residents.get(e.facility_id) ?? [];
    const turnout = Math.min(
      here.length,
      Math.round((e.available_spaces ?? 10) * (0.4 + random.next() * 0.5)),
    );
    for (const p of here.slice(0, turnout)) {
      const roll = random.next();
      const status: AttendanceStatus = roll < 0.8 ? 'attended' : roll < 0.9 ? 'declined' : 'absent';
      const marked = Math.min(at(e.end_time) + random.int(10, 120) * MINUTE, now.getTime());
      rows.push({
        public_event_id: e.public_event_id,
        user_id: p.user_id,
        group_id: p.user.group_id,
        status,
        marked_by: staffOf(p.user.group_id),
        marked_at: new Date(marked).toISOString(),
      });
    }
  }
  // Invitations to each facility's next two activities, for every third resident there.
  const coming = events.filter((e) => at(e.start_time) > now.getTime());
  const invites = [...residents.entries()].flatMap(([facility, here]) =>
    coming
      .filter((e) => e.facility_id === facility)
      .sort((a, b) => at(a.start_time) - at(b.start_time))
      .slice(0, 2)
      .flatMap((e) =>
        here.filter((_, i) => i % 3 === 0).map((p) => ({ e, p, ...inviteAnswer(cal, random) })),
      ),
  );
  if (invites.length > 0) {
    const sent = await tx
      .insert(commands)
      .values(invites.map((invite) => inviteCommand(cal, invite, staffOf)))
      .returning({ id: commands.id });
    invites.forEach(({ e, p, answer, answered_at }, i) =>
      rows.push({
        public_event_id: e.public_event_id,
        user_id: p.user_id,
        group_id: p.user.group_id,
        invite_command_id: sent[i]!.id,
        answer,
        answered_at,
      }),
    );
  }
  if (rows.length > 0) await tx.insert(publicEventAttendances).values(rows);
}

interface Invite {
  e: SeededEvent;
  p: Placed;
  answer: EventAnswer | null;
  answered_at: string | null;
}

/** Most residents have answered within the day: three in five going, one in four not going. */
function inviteAnswer(cal: LogContext['cal'], random: LogContext['random']) {
  const roll = random.next();
  const answer: EventAnswer | null = roll < 0.6 ? 'going' : roll < 0.85 ? 'not_going' : null;
  return { answer, answered_at: answer ? cal.minutesAgo(random.int(30, 60 * 18)) : null };
}

/** The invitation as the outbox holds it once the tablet acknowledged it (and the resident answered). */
function inviteCommand(
  cal: LogContext['cal'],
  { e, p, answer, answered_at }: Invite,
  staffOf: LogContext['staffOf'],
): typeof commands.$inferInsert {
  const created = cal.minutesAgo(60 * 20);
  const payload: EventInvitePayload = {
    public_event_id: e.public_event_id,
    title: e.title,
    location: e.location,
    start_time: new Date(e.start_time).toISOString(),
    end_time: new Date(e.end_time).toISOString(),
  };
  return {
    user_id: p.user_id,
    group_id: p.user.group_id,
    action: 'event_invite',
    payload,
    ttl_seconds: 86_400 * 7,
    created_at: created,
    expires_at: e.start_time,
    state: answer ? 'done' : 'delivered',
    sent_at: created,
    delivered_at: new Date(Date.parse(created) + 2000).toISOString(),
    finished_at: answered_at,
    created_by: staffOf(p.user.group_id),
  };
}
