import {
  apiAccess,
  STATUS_FILTERS,
  tabletFilterOf,
  usersListSchema,
  usersQuerySchema,
  type StatusFilter,
  type TabletUser,
  type UsersList,
} from '@acorn/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acornUsers, groups, userMetrics } from '../../db/schema/index.js';
import { groupScope } from '../../lib/group-scope.js';
import { bucketWhere, tabletFilterWhere } from '../tablet-link/tablet-filter.js';
import { presentTabletUser, tabletUserColumns } from './tablet-user-columns.js';

const access = apiAccess('acorn-users');

/**
 * The tablets list's data (doc 2 §7 "get all users"): one page of users with their tablets' latest
 * reports, filtered, counted and paged by the database, with each status checkbox's bucket (Unknown too,
 * so they add up to the total) counted over every filter but the status one.
 */
export async function usersListRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/v1/acorn/users', {
    config: { access },
    schema: { tags: ['tablets'], querystring: usersQuerySchema, response: { 200: usersListSchema } },
    handler: async (req): Promise<UsersList> => {
      const { db } = app;
      const now = app.clock();
      const scope = groupScope(req.user!);
      const filter = tabletFilterOf(req.query);
      const where = tabletFilterWhere(filter, scope, now);
      const withoutStatus = tabletFilterWhere({ ...filter, status: null }, scope, now);

      const page = db
        .select(tabletUserColumns)
        .from(acornUsers)
        .leftJoin(userMetrics, eq(userMetrics.user_id, acornUsers.user_id))
        .leftJoin(groups, eq(groups.group_id, acornUsers.group_id))
        .where(where)
        .orderBy(asc(acornUsers.surname), asc(acornUsers.firstname), asc(acornUsers.user_id))
        .limit(req.query.page_size)
        .offset((req.query.page - 1) * req.query.page_size);
      const bucketCounts = Object.fromEntries(
        STATUS_FILTERS.map((b) => [
          b,
          sql<number>`count(*) filter (where ${bucketWhere(b, now)})`.mapWith(Number),
        ]),
      ) as Record<StatusFilter, ReturnType<typeof count>>;
      const [rows, [totals], [buckets], visibleGroups] = await Promise.all([
        page,
        db
          .select({ n: count() })
          .from(acornUsers)
          .leftJoin(userMetrics, eq(userMetrics.user_id, acornUsers.user_id))
          .where(where),
        db
          .select(bucketCounts)
          .from(acornUsers)
          .leftJoin(userMetrics, eq(userMetrics.user_id, acornUsers.user_id))
          .where(withoutStatus),
        db
          .select({ group_id: groups.group_id, title: groups.title })
          .from(groups)
          .where(scope === null ? undefined : eq(groups.group_id, scope))
          .orderBy(asc(groups.title)),
      ]);

      const users = rows.map((row): TabletUser => presentTabletUser(row, now));
      return {
        users,
        deviceDetails: users
          .filter((u) => u.acorn_id)
          .map((u) => ({ acorn_id: u.acorn_id!, user_status: u.user_status, last_seen: u.lastSeen })),
        device_counter: totals!.n,
        groups: visibleGroups,
        ...(buckets as Record<StatusFilter, number>),
      };
    },
  });
}
