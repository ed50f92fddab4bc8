import { TABLETS_ACCESS } from '@acorn/domain/access';
import { locationsSchema, versionsSchema } from '@acorn/domain/residents';
import { and, count, desc, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acornLocations, acornUsers, acornVersions } from '../../db/schema/index.js';
import { groupScope, inScope } from '../../lib/group-scope.js';

const tags = ['tablets'];

/** The tablets list's choices (doc 2 §7 "get locations", "get versions"). */
export async function tabletLookupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/v1/acorn/acorn-locations', {
    config: { access: TABLETS_ACCESS },
    schema: {
      tags,
      summary: 'List locations and how many users have each',
      operationId: 'listAcornLocations',
      response: { 200: locationsSchema },
    },
    handler: async (req) => {
      const scope = groupScope(req.user!);
      // The known locations, and any other a user in scope has; each with how many users in scope have it.
      const [known, used] = await Promise.all([
        app.db.select({ location: acornLocations.location }).from(acornLocations),
        app.db
          .select({ location: acornUsers.location, users: count() })
          .from(acornUsers)
          .where(
            and(
              isNotNull(acornUsers.location),
              ne(acornUsers.location, ''),
              inScope(acornUsers.group_id, scope),
            ),
          )
          .groupBy(acornUsers.location),
      ]);
      const users = new Map(used.map((u) => [u.location!, u.users]));
      for (const { location } of known) if (!users.has(location)) users.set(location, 0);
      const items = [...users].map(([location, n]) => ({ location, users: n }));
      items.sort((a, b) => a.location.localeCompare(b.location, 'en', { sensitivity: 'base' }));
      return { items };
    },
  });

  api.get('/v1/acorn/acorn-versions', {
    config: { access: TABLETS_ACCESS },
    schema: {
      tags,
      summary: 'List Acorn app versions, newest release first',
      operationId: 'listAcornVersions',
      response: { 200: versionsSchema },
    },
    handler: async () => ({
      // Newest first by release; versions without a date (not yet released, say) after, newest added first.
      items: await app.db
        .select({ id: acornVersions.id, version: acornVersions.version })
        .from(acornVersions)
        .orderBy(sql`${acornVersions.release_date} desc nulls last`, desc(acornVersions.id)),
    }),
  });
}
