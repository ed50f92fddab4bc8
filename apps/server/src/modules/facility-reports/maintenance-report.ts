import { RESPONSE_GAUGE_RED_HOURS } from '@acorn/domain/facilities';
import { isResponseOverTarget, type MaintenanceReport } from '@acorn/domain/facility-reports';
import { MAINTENANCE_STATUSES } from '@acorn/domain/maintenance';
import { businessHoursBetween } from '@acorn/domain/time';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { maintenances as m } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { ReportScope } from './report-facility.js';

const HOUR_MS = 3_600_000;
/** Two decimals: an average of whole hours reads 8, not 7.999999999. */
const round = (n: number) => Math.round(n * 100) / 100;
const mean = (values: readonly number[]) =>
  values.length ? round(values.reduce((s, v) => s + v, 0) / values.length) : null;

/**
 * The maintenance report: the facility's jobs created in the month (on its clock), by the status each has
 * now; their average response in business hours (creation → first move out of Pending, responded_at,
 * stamped by the maintenances resource), the jobs without one counted apart; and the average gap between
 * consecutive creations in clock hours. A month's jobs of one facility are few (tens), so they are read
 * and measured here, where the business-hours rule lives, rather than in SQL.
 */
export async function maintenanceReport(db: Db, scope: ReportScope): Promise<MaintenanceReport> {
  const { facility, start, end } = scope;
  const jobs = await db
    .select({ status: m.status, created_at: m.created_at, responded_at: m.responded_at })
    .from(m)
    .where(
      and(
        eq(m.facility_id, facility.facility_id),
        gte(m.created_at, start.toISOString()),
        lt(m.created_at, end.toISOString()),
      ),
    )
    .orderBy(asc(m.created_at), asc(m.maintenance_id));
  const created = jobs.map((j) => new Date(j.created_at));
  const responses = jobs.flatMap((j, i) =>
    j.responded_at ? [businessHoursBetween(created[i]!, new Date(j.responded_at), facility.time_zone)] : [],
  );
  const gaps = created.slice(1).map((at, i) => (at.getTime() - created[i]!.getTime()) / HOUR_MS);
  const average = mean(responses);
  const { facility_id, name, time_zone } = facility;
  return {
    facility: { facility_id, name, time_zone },
    month: scope.month,
    jobs: jobs.length,
    by_status: MAINTENANCE_STATUSES.map((status) => ({
      status,
      count: jobs.filter((j) => j.status === status).length,
    })),
    response: {
      average_business_hours: average,
      responded: responses.length,
      not_responded: jobs.length - responses.length,
      target_business_hours: RESPONSE_GAUGE_RED_HOURS,
      over_target: isResponseOverTarget(average),
    },
    between_requests: { average_hours: mean(gaps), gaps: gaps.length },
  };
}
