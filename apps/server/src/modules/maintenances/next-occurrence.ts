import { DEFAULT_TIME_ZONE } from '@acorn/domain/facilities';
import type { MaintenanceInput, MaintenanceRecurrence } from '@acorn/domain/maintenance';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { maintenances } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { writeAudit } from '../../lib/audit.js';
import type { TableRow } from '../../lib/resource/resource-definition.js';

/** How far on each next occurrence starts, as PostgreSQL intervals. */
const STEP: Record<MaintenanceRecurrence, string> = { weekly: '7 days', monthly: '1 month' };

/**
 * A recurring job saved as Done opens its next occurrence, in the save's own transaction: the same job for
 * the same resident, facility, group and priority, Pending, with no cost or notes, remembering the one
 * whose Done opened it (recurs_from), created then by the app's clock (the maintenance report counts it).
 * Its start date is this one's plus a week or a calendar month, by PostgreSQL's date arithmetic: a month
 * on keeps the day of the month, or takes the next month's last day where it has no such day (31.01 →
 * 28.02, or 29.02 in a leap year; 31.03 → 30.04). A job without a start date counts from the day it was
 * done, in its facility's time zone.
 *
 * Each occurrence opens at most one: the unique index on recurs_from makes a second Done (after Done →
 * Pending → Done, or a Done sent twice) do nothing.
 */
export async function openNextOccurrence(
  tx: Db,
  req: FastifyRequest,
  job: TableRow<typeof maintenances>,
  sent: Partial<MaintenanceInput>,
): Promise<void> {
  // Only a Done this save sent: editing the cost of a job done long ago opens nothing.
  if (!job.is_recurring || job.status !== 'Done' || sent.status !== 'Done') return;
  const now = req.server.clock().toISOString();
  const step = STEP[(job.recurrence as MaintenanceRecurrence | null) ?? 'monthly'];
  const opened = await tx.execute<{ maintenance_id: number; start_date: string }>(sql`
    insert into maintenances (title, description, resident_name, is_recurring, recurrence, start_date, status,
      priority, user_id, facility_id, group_id, recurs_from, last_modified_date, created_at)
    select m.title, m.description, m.resident_name, true, m.recurrence,
      (coalesce(m.start_date, (${now}::timestamptz at time zone coalesce(f.time_zone, ${DEFAULT_TIME_ZONE}))::date)
        + ${step}::interval)::date,
      'Pending', m.priority, m.user_id, m.facility_id, m.group_id, m.maintenance_id, ${now}, ${now}
    from maintenances m left join facilities f on f.facility_id = m.facility_id
    where m.maintenance_id = ${job.maintenance_id}
    on conflict (recurs_from) do nothing
    returning maintenance_id, start_date::text as start_date`);
  const [next] = opened.rows;
  if (!next) return;
  await writeAudit(tx, req, {
    action: 'create',
    entity: 'maintenances',
    entity_id: next.maintenance_id,
    group_id: job.group_id,
    changes: { recurs_from: job.maintenance_id, start_date: next.start_date, status: 'Pending' },
  });
}
