import {
  type ResidentRow,
  type ResidentSort,
  type ResidentsPage,
  type ResidentsQuery,
} from '@acorn/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { acornUsers, facilities } from '../../db/schema/index.js';
import { groupScope } from '../../lib/group-scope.js';
import { hasTablet } from '../tablet-link/tablet-filter.js';
import { iso } from './iso.js';
import { checkInCounts, facilityCounts, STATE_NAMES } from './resident-counts.js';
import { residentsWhere } from './residents-filter.js';
import { waitingCounts } from './waiting-counts.js';

const rowColumns = {
  user_id: acornUsers.user_id,
  firstname: acornUsers.firstname,
  surname: acornUsers.surname,
  acorn_id: acornUsers.acorn_id,
  email: acornUsers.email,
  location: acornUsers.location,
  facility_id: acornUsers.facility_id,
  facility_name: facilities.name,
  group_id: acornUsers.group_id,
  check_in: acornUsers.is_online,
  has_tablet: hasTablet,
  is_connected: acornUsers.is_connected,
  last_seen: acornUsers.last_seen,
};

/** Each sort's keys, ending in user_id so that every order is total and pages never overlap. */
const SORT_KEYS: Record<ResidentSort, AnyPgColumn[]> = {
  name: [acornUsers.surname, acornUsers.firstname, acornUsers.user_id],
  facility: [facilities.name, acornUsers.surname, acornUsers.firstname, acornUsers.user_id],
  check_in: [acornUsers.is_online, acornUsers.surname, acornUsers.firstname, acornUsers.user_id],
  acorn_id: [acornUsers.acorn_id, acornUsers.user_id],
};

/**
 * One page of the residents screen's list (50 a page), filtered, searched and sorted by the database; the
 * check-in counts over every filter but the check-in one, and the scope's facilities.
 */
export async function listResidents(req: FastifyRequest, query: ResidentsQuery): Promise<ResidentsPage> {
  const { db } = req.server;
  const scope = groupScope(req.user!);
  const filter = { q: query.q, facility_id: query.facility_id, check_in: query.check_in };
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, counts, facilityRows] = await Promise.all([
    db
      .select(rowColumns)
      .from(acornUsers)
      .leftJoin(facilities, eq(facilities.facility_id, acornUsers.facility_id))
      .where(residentsWhere(filter, scope))
      .orderBy(...SORT_KEYS[query.sort].map((key) => direction(key)))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    checkInCounts(db, filter, scope),
    facilityCounts(db, scope),
  ]);
  const waiting = await waitingCounts(
    db,
    rows.map((r) => r.user_id),
  );
  const chosen = query.check_in?.length ? query.check_in : Object.keys(STATE_NAMES).map(Number);
  return {
    items: rows.map(
      (r): ResidentRow => ({
        ...r,
        check_in: r.check_in as ResidentRow['check_in'],
        has_tablet: Boolean(r.has_tablet),
        last_seen: iso(r.last_seen),
        unread_messages: 0,
        call_requests: 0,
        ...waiting.get(r.user_id),
      }),
    ),
    // The states' counts already hold the total: one count fewer for the database to make.
    total: chosen.reduce((sum, state) => sum + counts[STATE_NAMES[state]!], 0),
    check_in_counts: counts,
    facilities: facilityRows,
  };
}
