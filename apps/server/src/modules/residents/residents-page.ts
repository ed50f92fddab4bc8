import type { ResidentSort, ResidentsFilter, ResidentsQuery } from '@acorn/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { acornUsers, facilities } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { hasTablet } from '../tablet-link/tablet-filter.js';
import { residentsWhere } from './residents-filter.js';

/** A row of the list as selected; every field named as the API names it (searchPage reads them by name). */
export const rowColumns = {
  user_id: acornUsers.user_id,
  firstname: acornUsers.firstname,
  surname: acornUsers.surname,
  acorn_id: acornUsers.acorn_id,
  email: acornUsers.email,
  location: acornUsers.location,
  facility_id: acornUsers.facility_id,
  facility_name: sql<string | null>`${facilities.name}`.as('facility_name'),
  group_id: acornUsers.group_id,
  check_in: sql<number>`${acornUsers.is_online}`.as('check_in'),
  has_tablet: sql<boolean>`${hasTablet}`.as('has_tablet'),
  is_connected: acornUsers.is_connected,
  last_seen: acornUsers.last_seen,
};

export type ListedRow = {
  [K in keyof typeof rowColumns]: K extends 'check_in'
    ? number
    : K extends 'has_tablet'
      ? boolean
      : (typeof rowColumns)[K] extends AnyPgColumn
        ? (typeof rowColumns)[K]['_']['data'] | null
        : string | null;
} & { user_id: number; group_id: number; is_connected: boolean };

/** Each sort's keys by name, ending in user_id so that every order is total and pages never overlap. */
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

/** A page without a search: walked in index order (the name and state-and-name indexes of 0012). */
export function indexedPage(db: Db, filter: ResidentsFilter, query: ResidentsQuery, scope: number | null) {
  const direction = query.order === 'desc' ? desc : asc;
  return db
    .select(rowColumns)
    .from(acornUsers)
    .leftJoin(facilities, eq(facilities.facility_id, acornUsers.facility_id))
    .where(residentsWhere(filter, scope))
    .orderBy(...SORT_KEYS[query.sort].map((key) => direction(key)))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
}
