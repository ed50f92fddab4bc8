import type { CheckInCounts, ResidentsFilter, ResidentsQuery } from '@acorn/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { acornUsers, facilities } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { STATE_NAMES } from './resident-counts.js';
import { residentsWhere } from './residents-filter.js';
import { rowColumns, SORT_NAMES, type ListedRow } from './residents-page.js';

/**
 * A search's page and check-in counts from one pass over the residents: a search cannot use an index, so
 * the residents it matches (every filter but the check-in one) are found once, then both the page (with
 * the check-in filter) and the counts are taken from them. On the embedded database this halves a role 1
 * search over 10,000 residents.
 */
export async function searchPage(
  db: Db,
  filter: ResidentsFilter,
  query: ResidentsQuery,
  scope: number | null,
): Promise<{ rows: ListedRow[]; counts: CheckInCounts }> {
  const matched = db
    .select(rowColumns)
    .from(acornUsers)
    .leftJoin(facilities, eq(facilities.facility_id, acornUsers.facility_id))
    .where(residentsWhere({ ...filter, check_in: null }, scope));
  const direction = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  const order = sql.join(
    SORT_NAMES[query.sort].map((name) => sql`${sql.identifier(name)} ${direction}`),
    sql`, `,
  );
  const chosen = filter.check_in?.length ? sql`where ${inArray(sql`check_in`, filter.check_in)}` : sql``;
  const result = await db.execute<{ items: string; counts: string }>(sql`
    with matched as (${matched})
    select
      (select coalesce(json_agg(p), '[]')
        from (select * from matched ${chosen} order by ${order}
          limit ${query.page_size} offset ${(query.page - 1) * query.page_size}) p)::text as items,
      (select coalesce(json_object_agg(check_in, n), '{}')
        from (select check_in, count(*) as n from matched group by check_in) c)::text as counts`);
  const row = result.rows[0]!;
  const counts: CheckInCounts = { default: 0, pending: 0, failed: 0, success: 0 };
  for (const [state, n] of Object.entries(JSON.parse(row.counts) as Record<string, number>))
    counts[STATE_NAMES[Number(state)]!] = n;
  return { rows: JSON.parse(row.items) as ListedRow[], counts };
}
