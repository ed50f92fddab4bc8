import { publicEventSchema } from '@acorn/domain/activities';
import { idText } from '@acorn/domain/shared';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicEvents as table } from '../../db/schema/index.js';
import { groupScope, inScope } from '../../lib/group-scope.js';
import { badRequest } from '../../lib/http-error.js';
import { toApi } from '../../lib/resource/serialize.js';
import { publicEvents } from './public-events-resource.js';

/** A calendar shows a day or a week; six weeks is room for any view without reading a year of rows. */
const MAX_WINDOW_DAYS = 42;
const MAX_EVENTS = 2000;

const query = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  group_id: idText.optional(),
});

/**
 * The activities calendar: every activity overlapping a time window, earliest first, unpaged (the table
 * pages; a calendar must show the whole week). Served by the (group_id, start_time) index.
 */
export async function calendarRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/v1/acorn/public-events/calendar', {
    config: {
      access: publicEvents.contract.access.read,
      permission: publicEvents.contract.permissions?.read,
    },
    schema: {
      tags: ['public-events'],
      summary: 'List the activities overlapping a calendar window',
      operationId: 'listPublicEventsForCalendar',
      querystring: query,
      response: { 200: z.object({ items: z.array(publicEventSchema) }) },
    },
    handler: async (req) => {
      const from = new Date(req.query.from);
      const to = new Date(req.query.to);
      const days = (to.getTime() - from.getTime()) / 86_400_000;
      if (!(days > 0 && days <= MAX_WINDOW_DAYS))
        throw badRequest(
          `Choose a window that ends after it starts and spans at most ${MAX_WINDOW_DAYS} days.`,
        );
      const scope = groupScope(req.user!);
      const rows = await app.db
        .select()
        .from(table)
        .where(
          and(
            inScope(table.group_id, scope),
            req.query.group_id === undefined ? undefined : eq(table.group_id, req.query.group_id),
            lt(table.start_time, to.toISOString()),
            gt(table.end_time, from.toISOString()),
          ),
        )
        .orderBy(asc(table.start_time), asc(table.public_event_id))
        .limit(MAX_EVENTS);
      return { items: rows.map((row) => toApi(table, row) as z.infer<typeof publicEventSchema>) };
    },
  });
}
