import { publicEvents } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';

const HOUR = 3_600_000;

/** An hour-long activity of a group for the event tests, starting `hours` after `now` (before, if negative). */
export async function addEvent(
  db: Db,
  now: Date,
  title: string,
  hours: number,
  fields: Partial<typeof publicEvents.$inferInsert> & { group_id: number },
): Promise<number> {
  const start = new Date(now.getTime() + hours * HOUR);
  const [row] = await db
    .insert(publicEvents)
    .values({
      title,
      location: 'Day room',
      description: '',
      category: 'Social',
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + HOUR).toISOString(),
      ...fields,
    })
    .returning({ public_event_id: publicEvents.public_event_id });
  return row!.public_event_id;
}
