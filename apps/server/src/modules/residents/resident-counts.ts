import { CHECK_IN_STATE, type CheckInCounts, type ResidentsFilter } from '@acorn/domain/residents';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { facilities, residentCounts } from '../../db/schema/index.js';
import { inScope } from '../../lib/group-scope.js';

export const STATE_NAMES: Record<number, keyof CheckInCounts> = {
  [CHECK_IN_STATE.DEFAULT]: 'default',
  [CHECK_IN_STATE.PENDING]: 'pending',
  [CHECK_IN_STATE.FAILED]: 'failed',
  [CHECK_IN_STATE.SUCCESS]: 'success',
};

/**
 * The `counts(check_in, n)` of a list without a search: residents per check-in state among those a facility
 * filter selects (or all of the scope), read from resident_counts, a few rows kept by triggers. (A search
 * counts the residents it matched: residents-search.ts.)
 */
export function storedCounts(filter: Pick<ResidentsFilter, 'facility_id'>, scope: number | null): SQL {
  const where = and(
    sql`true`,
    inScope(residentCounts.group_id, scope),
    filter.facility_id ? eq(residentCounts.facility_id, filter.facility_id) : undefined,
  );
  return sql`select ${residentCounts.is_online} as check_in, sum(${residentCounts.n}) as n
    from ${residentCounts} where ${where} group by 1`;
}

/** The check_in_counts object from `counts`, every state present (0 when none). */
export const countsObject: SQL = sql.raw(
  `(select json_build_object(${Object.entries(STATE_NAMES)
    .map(([state, name]) => `'${name}', coalesce(sum(n) filter (where check_in = ${Number(state)}), 0)`)
    .join(', ')}) from counts)`,
);

/** The scope's facilities for the Facility filter, each with its residents (from resident_counts), as JSON. */
export function facilitiesArray(scope: number | null): SQL {
  return sql`(select coalesce(json_agg(x order by x.name, x.facility_id), '[]')
    from (select ${facilities.facility_id} as facility_id, ${facilities.name} as name,
        coalesce(sum(${residentCounts.n}), 0) as residents
      from ${facilities} left join ${residentCounts} on ${residentCounts.facility_id} = ${facilities.facility_id}
      where ${and(sql`true`, inScope(facilities.group_id, scope))}
      group by ${facilities.facility_id}) x)`;
}
