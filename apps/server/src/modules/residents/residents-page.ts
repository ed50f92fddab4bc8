import type { ResidentSort, ResidentsFilter, ResidentsQuery } from '@acorn/domain/residents';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { acornUsers, facilities } from '../../db/schema/index.js';
import { hasTablet } from '../tablet-link/tablet-filter.js';
import { residentsWhere } from './residents-filter.js';
import { waitingFields } from './waiting-counts.js';

/** Each sort's keys by the API's field names, ending in user_id so that every order is total. */
export const SORT_NAMES: Record<ResidentSort, string[]> = {
  name: ['surname', 'firstname', 'user_id'],
  facility: ['facility_name', 'surname', 'firstname', 'user_id'],
  check_in: ['check_in', 'surname', 'firstname', 'user_id'],
  acorn_id: ['acorn_id', 'user_id'],
};

const SORT_KEYS: Record<ResidentSort, AnyPgColumn[]> = {
  name: [acornUsers.surname, acornUsers.firstname, acornUsers.user_id],
  facility: [facilities.name, acornUsers.surname, acornUsers.firstname, acornUsers.user_id],
  check_in: [acornUsers.is_online, acornUsers.surname, acornUsers.firstname, acornUsers.user_id],
  acorn_id: [acornUsers.acorn_id, acornUsers.user_id],
};

const direction = (query: ResidentsQuery) => sql.raw(query.order === 'desc' ? 'desc' : 'asc');

/** ORDER BY the sort's keys named as the API names them, in a relation that has those names. */
export const orderByNames = (query: ResidentsQuery, relation?: string): SQL =>
  sql.join(
    SORT_NAMES[query.sort].map(
      (name) =>
        sql`${relation ? sql`${sql.identifier(relation)}.` : sql``}${sql.identifier(name)} ${direction(query)}`,
    ),
    sql`, `,
  );

export const limitOffset = (query: ResidentsQuery): SQL =>
  sql`limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`;

export const joinFacility = sql`left join ${facilities} on ${eq(facilities.facility_id, acornUsers.facility_id)}`;

/**
 * The `page(user_id)` of a list without a search: the page's ids alone, so that the name and
 * state-and-name indexes of 0012 are walked index-only, skipped rows included, and only the page's 50 rows
 * are read whole (pageRows). The facility sort needs the facilities' names, so it joins them first.
 */
export function indexedPageIds(filter: ResidentsFilter, query: ResidentsQuery, scope: number | null): SQL {
  const order = sql.join(
    SORT_KEYS[query.sort].map((key) => sql`${key} ${direction(query)}`),
    sql`, `,
  );
  return sql`select ${acornUsers.user_id} as user_id from ${acornUsers}
    ${query.sort === 'facility' ? joinFacility : sql``}
    where ${residentsWhere(filter, scope)} order by ${order} ${limitOffset(query)}`;
}

/**
 * The page's rows, exactly the fields of the API's residentRowSchema (the body is sent as the database
 * wrote it, unchecked): instants as toISOString() writes them, and what waits for staff.
 */
export const pageRows: SQL = sql`
  select ${acornUsers.user_id} as user_id, ${acornUsers.firstname} as firstname,
    ${acornUsers.surname} as surname, ${acornUsers.acorn_id} as acorn_id, ${acornUsers.email} as email,
    ${acornUsers.location} as location, ${acornUsers.facility_id} as facility_id,
    ${facilities.name} as facility_name, ${acornUsers.group_id} as group_id,
    ${acornUsers.is_online} as check_in, ${hasTablet} as has_tablet, ${acornUsers.is_connected} as is_connected,
    to_char(${acornUsers.last_seen} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_seen,
    ${waitingFields}
  from page join ${acornUsers} on ${acornUsers.user_id} = page.user_id ${joinFacility}`;
