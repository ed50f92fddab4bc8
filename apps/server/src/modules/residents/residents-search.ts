import type { ResidentsFilter, ResidentsQuery } from '@acorn/domain/residents';
import { acornUsers, facilities } from '../../db/schema/index.js';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { residentsWhere } from './residents-filter.js';
import { joinFacility, limitOffset, orderByNames } from './residents-page.js';

/**
 * The `counts(check_in, n)` and `page(user_id)` of a search, from one pass over the residents: those it
 * matches (every filter but the check-in one) are found once, then both the counts and the page (with the
 * check-in filter) are taken from them.
 */
export function searchCtes(filter: ResidentsFilter, query: ResidentsQuery, scope: number | null): SQL {
  const chosen = filter.check_in?.length ? sql`where ${inArray(sql`check_in`, filter.check_in)}` : sql``;
  return sql`matched as materialized (
      select ${acornUsers.user_id} as user_id, ${acornUsers.is_online} as check_in,
        ${acornUsers.surname} as surname, ${acornUsers.firstname} as firstname,
        ${acornUsers.acorn_id} as acorn_id, ${facilities.name} as facility_name
      from ${acornUsers} ${joinFacility}
      where ${residentsWhere({ ...filter, check_in: null }, scope)}),
    counts as (select check_in, count(*) as n from matched group by check_in),
    page as (select user_id from matched ${chosen} order by ${orderByNames(query)} ${limitOffset(query)})`;
}
