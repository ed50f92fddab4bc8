import {
  RESIDENT_EVENT_MESSAGES,
  type EventInvitePayload,
  type EventInviteResult,
} from '@acorn/domain/activities';
import { DEFAULT_COMMAND_TTL_SECONDS } from '@acorn/domain/tablets';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acornUsers, publicEventAttendances, publicEvents } from '../../../db/schema/index.js';
import { HttpError } from '../../../lib/http-error.js';
import { planCommand } from '../../tablet-link/commands/command-plan.js';
import type { CommandDispatcher } from '../../tablet-link/commands/dispatch.js';
import { commitCommands, refuseWithoutTablets } from '../../tablet-link/commands/send-commands.js';
import { hasTablet } from '../../tablet-link/tablet-filter.js';
import type { VisibleResident } from '../visible-resident.js';
import { reachingEvent } from './reaching-event.js';

const a = publicEventAttendances;

/**
 * Invites the resident to a coming event through the tablet link's one path (the outbox, its audit row,
 * the publish): without a tablet, the spec's refusal (422). The attendance row then names the invitation,
 * whose state the panel shows; the resident's answer arrives with its acknowledgement (invite-answers.ts).
 */
export async function inviteResident(
  req: FastifyRequest,
  resident: VisibleResident,
  eventId: number,
  dispatcher: CommandDispatcher,
): Promise<EventInviteResult> {
  const { db } = req.server;
  const now = req.server.clock();
  const { started, ...event } = await reachingEvent(db, resident, eventId, now.toISOString());
  if (started) throw new HttpError(409, RESIDENT_EVENT_MESSAGES.over);
  // An invitation that reaches a tablet only after the activity has begun is no use: it expires then.
  const untilStart = Math.floor((Date.parse(event.start_time) - now.getTime()) / 1000);
  const ttlSeconds = Math.min(DEFAULT_COMMAND_TTL_SECONDS, Math.max(60, untilStart));
  const candidates = await db
    .select({
      user_id: acornUsers.user_id,
      group_id: acornUsers.group_id,
      is_online: acornUsers.is_online,
      has_tablet: sql<boolean>`${hasTablet}`,
    })
    .from(acornUsers)
    .where(eq(acornUsers.user_id, resident.user_id));
  const plan = planCommand('event_invite', candidates);
  refuseWithoutTablets(plan);
  const payload: EventInvitePayload = event;
  const [command] = await commitCommands(
    req,
    plan.targets,
    { action: 'event_invite', payload, ttlSeconds },
    dispatcher,
  );
  // After the store, so the row always names a command that exists; from the event's own row, so an event
  // deleted meanwhile leaves nothing behind. An earlier answer stays until the resident answers again.
  await db.execute(sql`insert into ${a} (public_event_id, user_id, group_id, invite_command_id)
    select ${publicEvents.public_event_id}, ${resident.user_id}::int, ${resident.group_id}::int, ${command!.id}::bigint
    from ${publicEvents} where ${publicEvents.public_event_id} = ${eventId}
    on conflict (public_event_id, user_id) do update set invite_command_id = excluded.invite_command_id`);
  return { message: RESIDENT_EVENT_MESSAGES.invited, command_id: command!.id, state: command!.state };
}
