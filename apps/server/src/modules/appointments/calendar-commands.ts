import { CALENDAR_COMMAND_DAYS } from '@acorn/domain/activities';
import type { CalendarPayload } from '@acorn/domain/tablet-link';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acornUsers, commands } from '../../db/schema/index.js';
import { planCommand } from '../tablet-link/commands/command-plan.js';
import type { CommandDispatcher } from '../tablet-link/commands/dispatch.js';
import { commandEvents, finishedColumns } from '../tablet-link/commands/outcome-states.js';
import { commitCommands } from '../tablet-link/commands/send-commands.js';
import { hasTablet } from '../tablet-link/tablet-filter.js';
import { residentAppointments } from './appointment-rows.js';

const DAY_MS = 86_400_000;

/** The resident's calendar as their tablet holds it: every booking from now for the coming days, whole. */
async function snapshotOf(req: FastifyRequest, userId: number): Promise<CalendarPayload> {
  // Stamped before it is read, after the write committed: a snapshot stamped later read a state at
  // least as new, so the tablet keeping the latest stamp keeps the newest calendar.
  const now = req.server.clock();
  const rows = await residentAppointments(
    req.server.db,
    userId,
    now,
    new Date(now.getTime() + CALENDAR_COMMAND_DAYS * DAY_MS),
  );
  return {
    generated_at: now.toISOString(),
    from: now.toISOString(),
    appointments: rows.map(
      ({ appointment_id, service, start_time, end_time, provider, location, notes }) => ({
        appointment_id,
        service,
        start_time,
        end_time,
        provider,
        location,
        notes,
      }),
    ),
  };
}

/**
 * After a committed write: each resident named gets a `calendar` command with their whole calendar, through
 * the tablet link's one path (outbox, audit, publish). A resident without a tablet is passed by: the booking
 * stands either way. Each snapshot replaces the last, so older ones still waiting (a tablet offline) are
 * expired rather than delivered after it; it lives as long as the days it covers.
 */
export async function tellCalendars(
  req: FastifyRequest,
  userIds: readonly number[],
  dispatcher: CommandDispatcher,
): Promise<void> {
  if (userIds.length === 0) return;
  const { db } = req.server;
  const candidates = await db
    .select({
      user_id: acornUsers.user_id,
      group_id: acornUsers.group_id,
      is_online: acornUsers.is_online,
      has_tablet: sql<boolean>`${hasTablet}`,
    })
    .from(acornUsers)
    .where(inArray(acornUsers.user_id, [...userIds]));
  const plan = planCommand('calendar', candidates);
  for (const target of plan.targets) {
    const payload = await snapshotOf(req, target.user_id);
    const [stored] = await commitCommands(
      req,
      [target],
      { action: 'calendar', payload, ttlSeconds: CALENDAR_COMMAND_DAYS * 86_400 },
      dispatcher,
    );
    const superseded = await db
      .update(commands)
      .set({ state: 'expired', finished_at: payload.generated_at, detail: 'Superseded by a newer calendar' })
      .where(
        and(
          eq(commands.user_id, target.user_id),
          eq(commands.action, 'calendar'),
          inArray(commands.state, ['queued', 'sent']),
          lt(commands.id, stored!.id),
        ),
      )
      .returning(finishedColumns);
    req.server.tabletLink.events.emit(...commandEvents(superseded));
  }
}
