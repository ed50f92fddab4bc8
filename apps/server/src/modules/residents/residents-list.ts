import type { ResidentsQuery } from '@acorn/domain/residents';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { firstField } from '../../db/first-field.js';
import { groupScope } from '../../lib/group-scope.js';
import { countsObject, facilitiesArray, storedCounts } from './resident-counts.js';
import { indexedPageIds, orderByNames, pageRows } from './residents-page.js';
import { searchCtes } from './residents-search.js';

/**
 * One page of the residents screen's list (50 a page), filtered, searched and sorted by the database; the
 * check-in counts over every filter but the check-in one, and the scope's facilities: the whole response
 * body, in the API's shape, written by one statement (ADR 0027). On the embedded database each statement
 * and each row returned costs far more than these plans do (a thread round trip, result conversion), so
 * this is one statement and one value, sent to the client as it comes (db/first-field.ts, ADR 0021).
 */
export async function residentsListBody(
  req: FastifyRequest,
  query: ResidentsQuery,
): Promise<Buffer | string> {
  return (await firstField(req.server.db, residentsListSql(query, groupScope(req.user!))))!;
}

/** The list's statement: its one value is the response body. */
export function residentsListSql(query: ResidentsQuery, scope: number | null): SQL {
  const filter = { q: query.q, facility_id: query.facility_id, check_in: query.check_in };
  const ctes = query.q?.trim()
    ? searchCtes(filter, query, scope)
    : sql`counts as (${storedCounts(filter, scope)}), page as (${indexedPageIds(filter, query, scope)})`;
  // The states' counts already hold the total: one count fewer for the database to make.
  const chosen = query.check_in?.length ? sql`where ${inArray(sql`check_in`, query.check_in)}` : sql``;
  return sql`with ${ctes}
    select json_build_object(
      'items', (select coalesce(json_agg(r order by ${orderByNames(query, 'r')}), '[]') from (${pageRows}) r),
      'total', (select coalesce(sum(n), 0) from counts ${chosen}),
      'check_in_counts', ${countsObject},
      'facilities', ${facilitiesArray(scope)})::text`;
}
