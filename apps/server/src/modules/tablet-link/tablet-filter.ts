import { BUCKET_DAYS, USER_TYPE, type StatusFilter } from '@acorn/domain/residents';
import type { TabletFilter } from '@acorn/domain/tablets';
import { and, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { acornUsers, userMetrics } from '../../db/schema/index.js';
import { inScope } from '../../lib/group-scope.js';
import { containsPattern } from '../../lib/like.js';

const ago = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/**
 * SQL for one status checkbox (the same rule as the domain's statusFilterOf): the five buckets and Unknown
 * (never heard from: no presence ever), which together hold every user once.
 */
export function bucketWhere(bucket: StatusFilter | 'offline', now: Date): SQL {
  const seen = acornUsers.last_seen;
  const offline = sql`not ${acornUsers.is_connected}`;
  switch (bucket) {
    case 'online_now':
      return sql`${acornUsers.is_connected}`;
    case 'online_1day':
      return sql`${offline} and ${seen} >= ${ago(now, BUCKET_DAYS.online_1day)}`;
    case 'online_1week':
      return sql`${offline} and ${seen} < ${ago(now, BUCKET_DAYS.online_1day)} and ${seen} >= ${ago(now, BUCKET_DAYS.online_1week)}`;
    case 'online_1month':
      return sql`${offline} and ${seen} < ${ago(now, BUCKET_DAYS.online_1week)} and ${seen} >= ${ago(now, BUCKET_DAYS.online_1month)}`;
    case 'offline_1month':
    case 'offline':
      return sql`${offline} and ${seen} < ${ago(now, BUCKET_DAYS.online_1month)}`;
    case 'unknown':
      return sql`${offline} and ${seen} is null`;
  }
}

/**
 * The tablets list's filters as a WHERE clause over acorn_users (joined to user_metrics for the version).
 * Companions have no tablet, so a filter never selects them unless it asks for user type 1.
 */
export function tabletFilterWhere(filter: TabletFilter, scope: number | null, now: Date): SQL | undefined {
  const q = filter.q?.trim();
  const pattern = q ? containsPattern(q) : null;
  return and(
    inScope(acornUsers.group_id, scope),
    filter.user_type ? eq(acornUsers.user_type, filter.user_type) : undefined,
    // The group filter is the tablet users' (spec doc 2 §2.2): companions and spare tablets fall out.
    filter.group_id?.length
      ? and(inArray(acornUsers.group_id, filter.group_id), eq(acornUsers.user_type, USER_TYPE.TABLET_USER))
      : undefined,
    filter.location?.length ? inArray(acornUsers.location, filter.location) : undefined,
    filter.acorn_version?.length ? inArray(userMetrics.acorn_version, filter.acorn_version) : undefined,
    filter.status?.length ? or(...filter.status.map((b) => bucketWhere(b, now))) : undefined,
    pattern
      ? or(
          ilike(acornUsers.firstname, pattern),
          ilike(acornUsers.surname, pattern),
          ilike(acornUsers.acorn_id, pattern),
          ilike(sql`${acornUsers.firstname} || ' ' || ${acornUsers.surname}`, pattern),
        )
      : undefined,
  );
}

/** A user who has a tablet to command: a tablet user or an unassigned tablet, with its Acorn id. */
export const hasTablet = sql<boolean>`${inArray(acornUsers.user_type, [USER_TYPE.TABLET_USER, USER_TYPE.UNASSIGNED_DEVICE])} and ${isNotNull(acornUsers.acorn_id)}`;
