import { RESIDENT_EVENT_MESSAGES, type AttendanceInput } from '@acorn/domain/activities';
import type { FastifyRequest } from 'fastify';
import { publicEventAttendances } from '../../../db/schema/index.js';
import { HttpError } from '../../../lib/http-error.js';
import { auditResident } from '../resident-audit.js';
import type { VisibleResident } from '../visible-resident.js';
import { reachingEvent } from './reaching-event.js';

/**
 * Staff's record of what the resident did at an event that has started (attended, declined, absent), with
 * who marked it and when; null clears a mark made in error. Saved with its audit row, or not at all.
 */
export async function markAttendance(
  req: FastifyRequest,
  resident: VisibleResident,
  eventId: number,
  input: AttendanceInput,
): Promise<void> {
  const now = req.server.clock().toISOString();
  await req.server.db.transaction(async (tx) => {
    const event = await reachingEvent(tx, resident, eventId, now);
    if (!event.started) throw new HttpError(409, RESIDENT_EVENT_MESSAGES.notStarted);
    const mark = {
      status: input.attendance,
      marked_by: input.attendance ? req.user!.user_id : null,
      marked_at: input.attendance ? now : null,
    };
    await tx
      .insert(publicEventAttendances)
      .values({ public_event_id: eventId, user_id: resident.user_id, group_id: resident.group_id, ...mark })
      .onConflictDoUpdate({
        target: [publicEventAttendances.public_event_id, publicEventAttendances.user_id],
        set: mark,
      });
    await auditResident(tx, req, resident, {
      action: 'update',
      entity: 'public_event_attendances',
      changes: { public_event_id: eventId, attendance: input.attendance },
    });
  });
}
