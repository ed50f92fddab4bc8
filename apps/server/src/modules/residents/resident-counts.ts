import { CHECK_IN_STATE, type CheckInCounts, type ResidentsFilter } from '@acorn/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { facilities, residentCounts } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { inScope } from '../../lib/group-scope.js';

export const STATE_NAMES: Record<number, keyof CheckInCounts> = {
  [CHECK_IN_STATE.DEFAULT]: 'default',
  [CHECK_IN_STATE.PENDING]: 'pending',
  [CHECK_IN_STATE.FAILED]: 'failed',
  [CHECK_IN_STATE.SUCCESS]: 'success',
};

function byState(rows: readonly { state: number; n: number | string }[]): CheckInCounts {
  const counts: CheckInCounts = { default: 0, pending: 0, failed: 0, success: 0 };
  for (const r of rows) counts[STATE_NAMES[r.state]!] += Number(r.n);
  return counts;
}

/**
 * Residents per check-in state among those a facility filter selects (or all of the scope), read from
 * resident_counts: a few rows, kept by triggers. (A search counts the residents it matched: searchPage.)
 */
export async function checkInCounts(
  db: Db,
  filter: Pick<ResidentsFilter, 'facility_id'>,
  scope: number | null,
): Promise<CheckInCounts> {
  const rows = await db
    .select({ state: residentCounts.is_online, n: sql<string>`sum(${residentCounts.n})` })
    .from(residentCounts)
    .where(
      and(
        inScope(residentCounts.group_id, scope),
        filter.facility_id ? eq(residentCounts.facility_id, filter.facility_id) : undefined,
      ),
    )
    .groupBy(residentCounts.is_online);
  return byState(rows);
}

/** The scope's facilities for the Facility filter, each with its residents (from resident_counts). */
export async function facilityCounts(db: Db, scope: number | null) {
  const rows = await db
    .select({
      facility_id: facilities.facility_id,
      name: facilities.name,
      residents: sql<string>`coalesce(sum(${residentCounts.n}), 0)`,
    })
    .from(facilities)
    .leftJoin(residentCounts, eq(residentCounts.facility_id, facilities.facility_id))
    .where(inScope(facilities.group_id, scope))
    .groupBy(facilities.facility_id)
    .orderBy(asc(facilities.name), asc(facilities.facility_id));
  return rows.map((f) => ({ ...f, residents: Number(f.residents) }));
}
