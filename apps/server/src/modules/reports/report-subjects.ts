import type { ReportType } from '@acorn/domain/access';
import type { ReportSubject } from '@acorn/domain/reports';
import { USER_TYPE } from '@acorn/domain/residents';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { acornUsers, facilities, groups, userMetrics } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { inScope } from '../../lib/group-scope.js';

/** A report's subject with whose row it is (reports.subject_ids). */
export type StoredSubject = ReportSubject & { user_id: number };

/** Tablet users are read this many at a time; the report's progress moves after each batch. */
export const SUBJECT_BATCH = 1000;

const common = {
  user_id: acornUsers.user_id,
  acorn_id: acornUsers.acorn_id,
  firstname: acornUsers.firstname,
  surname: acornUsers.surname,
  group_name: groups.title,
  facility_name: facilities.name,
  is_active: acornUsers.is_active,
  is_connected: acornUsers.is_connected,
  last_seen: acornUsers.last_seen,
  check_in: acornUsers.is_online,
  acorn_version: userMetrics.acorn_version,
  battery: userMetrics.battery,
  storage_total: userMetrics.storage_total,
  storage_free: userMetrics.storage_free,
  storage_used: userMetrics.storage_used,
  last_sync: userMetrics.last_sync,
};
// The installed apps' names, read only by the report that shows them: names alone, not the JSON of each app.
const withApps = {
  ...common,
  app_names: sql<
    string[] | null
  >`array(select app->>'name' from jsonb_array_elements(${userMetrics.apps}) app)`,
};

/** The tablet users (user_type 2) of a scope (a group, or every group for null). */
const ofScope = (scope: number | null) =>
  and(eq(acornUsers.user_type, USER_TYPE.TABLET_USER), inScope(acornUsers.group_id, scope));

export const countSubjects = async (db: Db, scope: number | null) =>
  (await db.select({ n: count() }).from(acornUsers).where(ofScope(scope)))[0]!.n;

/**
 * One batch of a scope's tablet users after `afterId`, in id order (a key the next batch starts from, so
 * each batch is an index range, however many came before).
 */
export async function subjectBatch(
  db: Db,
  type: ReportType,
  scope: number | null,
  afterId: number,
): Promise<{ lastId: number | null; subjects: StoredSubject[] }> {
  const rows = await db
    .select(type === 'users_metrics' ? withApps : common)
    .from(acornUsers)
    .leftJoin(userMetrics, eq(userMetrics.user_id, acornUsers.user_id))
    .leftJoin(facilities, eq(facilities.facility_id, acornUsers.facility_id))
    .leftJoin(groups, eq(groups.group_id, acornUsers.group_id))
    .where(and(ofScope(scope), gt(acornUsers.user_id, afterId)))
    .orderBy(asc(acornUsers.user_id))
    .limit(SUBJECT_BATCH);
  const subjects = rows.map((row): StoredSubject => {
    const { app_names: names, ...fields } = row as typeof row & { app_names?: string[] | null };
    return {
      ...fields,
      // Null for the report that does not read them; an empty list for a tablet that has not reported.
      apps: names === undefined ? null : (names ?? []).map((app) => ({ name: app })),
      last_seen: iso(fields.last_seen),
      last_sync: iso(fields.last_sync),
    };
  });
  return { lastId: rows.at(-1)?.user_id ?? null, subjects };
}

/** The database's text for an instant as ISO 8601, whichever engine wrote it. */
const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);
