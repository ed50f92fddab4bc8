import { RESIDENT_EVENT_MESSAGES, type EventInvitePayload } from '@acorn/domain/activities';
import { sql } from 'drizzle-orm';
import { publicEvents } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { notFound } from '../../../lib/http-error.js';
import { MAX_ID } from '../../../lib/resource/scoped-row.js';
import { isoSql } from '../../../lib/iso-sql.js';
import type { VisibleResident } from '../visible-resident.js';
import { knownResident, reachesResident } from './event-reach.js';

export type ReachingEvent = EventInvitePayload & { started: boolean };

/**
 * The event a write names, if it reaches the resident; else 404 with the domain's wording, whether it is
 * missing, another group's, another county's or another facility's.
 */
export async function reachingEvent(
  db: Db,
  resident: VisibleResident,
  eventId: number,
  now: string,
): Promise<ReachingEvent> {
  const { rows } =
    eventId > MAX_ID
      ? { rows: [] }
      : await db.execute<ReachingEvent>(sql`with ${knownResident(resident)}
          select ${publicEvents.public_event_id} as public_event_id, ${publicEvents.title} as title,
            ${publicEvents.location} as location, ${isoSql(publicEvents.start_time)} as start_time,
            ${isoSql(publicEvents.end_time)} as end_time, ${publicEvents.start_time} <= ${now} as started
          from ${publicEvents} where ${publicEvents.public_event_id} = ${eventId} and ${reachesResident}`);
  const [event] = rows;
  if (!event) throw notFound(RESIDENT_EVENT_MESSAGES.notFound);
  return event;
}
