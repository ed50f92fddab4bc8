import { tabletTodaySchema, type TabletActivity } from '@acorn/domain/tablet-link';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicEvents } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { knownResident } from './event-reach.js';
import { eventRows } from './event-rows.js';
import { ENROLMENT_TAGS } from '../../tablet-link/enrolment/enrolment-tags.js';
import { TABLET_SECURITY } from '../../tablet-link/tablet-http-auth.js';
import { tabletReader, type TabletReader } from '../../tablet-link/reads/tablet-reader.js';

/** tabletTodaySchema's most. */
const MOST = 200;

/**
 * The activities that reach the tablet's user (the residents screen's Activities panel decides which:
 * event-reach.ts) and run at some time of today on the facility's clock, those that began yesterday and
 * are still going included; earliest first, with the resident's answer to an invitation.
 */
async function todaysActivities(db: Db, reader: TabletReader): Promise<TabletActivity[]> {
  const today = sql`${publicEvents.start_time} < ${reader.day_end} and ${publicEvents.end_time} > ${reader.day_start}`;
  const order = sql`order by ${publicEvents.start_time}, ${publicEvents.public_event_id} limit ${MOST}`;
  const { rows } = await db.execute<TabletActivity>(sql`with ${knownResident(reader)}
    select e.public_event_id, left(e.title, 500) as title, left(e.location, 500) as location,
      left(e.category, 100) as category, e.start_time, e.end_time, e.answer
    from (${eventRows(today, order)}) e order by e.start_time, e.public_event_id`);
  return rows;
}

/** GET /v1/acorn/tablet-link/today: today's date and activities at the resident's home. */
export function todayRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/v1/acorn/tablet-link/today', {
    config: { access: 'public' },
    schema: {
      tags: ENROLMENT_TAGS,
      summary: 'Get today’s date and activities for the tablet',
      operationId: 'getTabletToday',
      security: TABLET_SECURITY,
      response: { 200: tabletTodaySchema },
    },
    handler: async (req) => {
      const reader = await tabletReader(req);
      return {
        date: reader.today,
        time_zone: reader.time_zone,
        activities: await todaysActivities(app.db, reader),
      };
    },
  });
}
