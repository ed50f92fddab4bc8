import type { ReportFacility } from '@acorn/domain/facility-reports';
import { MONTH_MESSAGES, isFutureMonth, lastWholeMonth, monthBounds } from '@acorn/domain/time';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { facilities } from '../../db/schema/index.js';
import { groupScope, inScope } from '../../lib/group-scope.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { MAX_ID } from '../../lib/resource/scoped-row.js';

export const FACILITY_NOT_FOUND = 'Facility not found.';

/** What a report is drawn for: the facility (with its group and county, for the reach of activities) and the month. */
export interface ReportScope {
  facility: ReportFacility & { group_id: number; county: string | null };
  month: string;
  start: Date;
  end: Date;
}

/**
 * The facility a report names, if it is in the caller's scope (any group for role 1, their own group for
 * everyone else; else 404, as a missing one), and the month: the one asked ('YYYY-MM', checked by the
 * route's schema), not one still to come on the facility's clock (400), or else the last whole month there.
 */
export async function reportScope(
  req: FastifyRequest,
  facilityId: number,
  asked: string | undefined,
): Promise<ReportScope> {
  const [facility] =
    facilityId > MAX_ID
      ? []
      : await req.server.db
          .select({
            facility_id: facilities.facility_id,
            name: facilities.name,
            time_zone: facilities.time_zone,
            group_id: facilities.group_id,
            county: facilities.county,
          })
          .from(facilities)
          .where(
            and(eq(facilities.facility_id, facilityId), inScope(facilities.group_id, groupScope(req.user!))),
          );
  if (!facility) throw notFound(FACILITY_NOT_FOUND);
  const now = req.server.clock();
  const month = asked ?? lastWholeMonth(now, facility.time_zone);
  if (isFutureMonth(month, now, facility.time_zone)) throw badRequest(MONTH_MESSAGES.future(month));
  const { start, end } = monthBounds(month, facility.time_zone)!;
  return { facility, month, start, end };
}
