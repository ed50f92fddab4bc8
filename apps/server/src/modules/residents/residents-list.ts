import type { ResidentRow, ResidentsPage, ResidentsQuery } from '@acorn/domain';
import type { FastifyRequest } from 'fastify';
import { groupScope } from '../../lib/group-scope.js';
import { iso } from './iso.js';
import { checkInCounts, facilityCounts, STATE_NAMES } from './resident-counts.js';
import { indexedPage } from './residents-page.js';
import { searchPage } from './residents-search.js';
import { waitingCounts } from './waiting-counts.js';

/**
 * One page of the residents screen's list (50 a page), filtered, searched and sorted by the database; the
 * check-in counts over every filter but the check-in one, and the scope's facilities.
 */
export async function listResidents(req: FastifyRequest, query: ResidentsQuery): Promise<ResidentsPage> {
  const { db } = req.server;
  const scope = groupScope(req.user!);
  const filter = { q: query.q, facility_id: query.facility_id, check_in: query.check_in };
  const [{ rows, counts }, facilityRows] = await Promise.all([
    query.q?.trim()
      ? searchPage(db, filter, query, scope)
      : Promise.all([indexedPage(db, filter, query, scope), checkInCounts(db, filter, scope)]).then(
          ([rows, counts]) => ({ rows, counts }),
        ),
    facilityCounts(db, scope),
  ]);
  const waiting = await waitingCounts(
    db,
    rows.map((r) => r.user_id),
  );
  const chosen = query.check_in?.length ? query.check_in : Object.keys(STATE_NAMES).map(Number);
  return {
    items: rows.map((r): ResidentRow => ({
      ...r,
      check_in: r.check_in as ResidentRow['check_in'],
      has_tablet: Boolean(r.has_tablet),
      last_seen: iso(r.last_seen),
      unread_messages: 0,
      call_requests: 0,
      ...waiting.get(r.user_id),
    })),
    // The states' counts already hold the total: one count fewer for the database to make.
    total: chosen.reduce((sum, state) => sum + counts[STATE_NAMES[state]!], 0),
    check_in_counts: counts,
    facilities: facilityRows,
  };
}
