import { residentMaintenanceSchema, type ResidentMaintenanceTab } from '@acorn/domain/maintenance';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { maintenanceNotes, maintenances } from '../../../db/schema/index.js';
import { nextStartDate } from '../../maintenances/next-start-date.js';
import { hasPhoto, requestedByName } from '../../maintenances/requested-by.js';
import { isoSql } from '../../../lib/iso-sql.js';

/** The panel's tabs over the resident's jobs `j`: open one-off jobs, recurring ones not done, done ones. */
const TABS: Record<ResidentMaintenanceTab, SQL> = {
  open: sql`j.status <> 'Done' and not j.is_recurring`,
  recurring: sql`j.is_recurring and j.status <> 'Done'`,
  closed: sql`j.status = 'Done'`,
};

/** The resident's jobs (the CTE `jobs`), beside residentBody's `resident`: the rows the tabs divide. */
export const residentJobs = sql`jobs as (select m.* from ${maintenances} m join resident
  on m.user_id = resident.user_id and m.group_id = resident.group_id)`;

const columns: Record<string, PgColumn> = getTableColumns(maintenances);
const ofJob = (key: string) => sql`j.${sql.identifier(key)}`;
const COMPUTED: Record<string, SQL> = {
  next_start_date: nextStartDate(ofJob('maintenance_id')),
  note_count: sql`(select count(*) from ${maintenanceNotes} n where n.maintenance_id = j.maintenance_id)::int`,
  requested_by_name: requestedByName(ofJob('requested_by'), ofJob('user_id')),
  has_photo: hasPhoto(ofJob('photo_path')),
};

/** Each field of residentMaintenanceSchema over `j`, as the maintenances resource answers it. */
const fields = sql.join(
  Object.keys(residentMaintenanceSchema.shape).map((key) => {
    const column = columns[key];
    const value =
      COMPUTED[key] ?? (column?.columnType === 'PgTimestampString' ? isoSql(ofJob(key)) : ofJob(key));
    return sql`${value} as ${sql.identifier(key)}`;
  }),
  sql`, `,
);

/**
 * One tab's page of the resident's jobs, newest start date first (undated last, then the newest added),
 * with the count of every tab, as the body's JSON (residentMaintenancesPageSchema).
 */
export function residentMaintenancesBody(query: {
  tab: ResidentMaintenanceTab;
  page: number;
  page_size: number;
}) {
  const tab = TABS[query.tab];
  const count = (where: SQL) => sql`(select count(*) from jobs j where ${where})::int`;
  return sql`json_build_object(
    'items', (select coalesce(json_agg(p), '[]') from (select ${fields} from jobs j where ${tab}
      order by j.start_date desc nulls last, j.maintenance_id desc
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}) p),
    'total', ${count(tab)},
    'counts', json_build_object('open', ${count(TABS.open)}, 'recurring', ${count(TABS.recurring)},
      'closed', ${count(TABS.closed)}))`;
}
