import {
  tabletJobDescription,
  tabletJobTitle,
  type TabletCondition,
  type TabletEvidence,
} from '@acorn/domain/tablet-jobs';
import type { LiveEvent } from '@acorn/domain/tablet-link';
import { sql } from 'drizzle-orm';
import { auditLog, maintenances } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { Candidate } from './job-candidates.js';

/**
 * How urgent each job is. Offline 1: the resident has no check-ins, calls or messages until someone looks.
 * Battery 2: it still works, but goes offline within hours unless it is charged. Storage 3: it works; only
 * updates, photos and new content fail, and clearing space can wait for the next round.
 */
export const TABLET_JOB_PRIORITY: Record<TabletCondition, 1 | 2 | 3> = { offline: 1, battery: 2, storage: 3 };

function evidenceOf(c: Candidate, now: string): TabletEvidence {
  switch (c.condition) {
    case 'offline':
      return { condition: 'offline', last_seen: c.last_seen!, now, hours: c.rule };
    case 'battery':
      return { condition: 'battery', battery: c.battery!, since: c.battery_low_since!, percent: c.rule };
    case 'storage':
      return { condition: 'storage', free: c.storage_free!, total: c.storage_total!, percent: c.rule };
  }
}

/** A candidate as the job it opens. */
const jobOf = (c: Candidate, now: string) => ({
  title: tabletJobTitle(c.condition),
  description: tabletJobDescription(c, evidenceOf(c, now)),
  resident_name: c.resident_name,
  priority: TABLET_JOB_PRIORITY[c.condition],
  user_id: c.user_id,
  facility_id: c.facility_id,
  group_id: c.group_id,
  start_date: c.today,
  tablet_condition: c.condition,
});

export type OpenedJob = {
  maintenance_id: number;
  user_id: number;
  group_id: number;
  tablet_condition: TabletCondition;
};

/**
 * Opens the candidates' jobs, Pending, each with its audit row (no actor: the tablet opened it). The partial
 * unique index (one open job per tablet and condition) decides every race: two instances, or a report and
 * the sweep, may both insert; one row is kept, the other insert does nothing and is not audited.
 */
export async function openJobs(db: Db, candidates: readonly Candidate[], now: string): Promise<OpenedJob[]> {
  if (candidates.length === 0) return [];
  const jobs = JSON.stringify(candidates.map((c) => jobOf(c, now)));
  const { rows } = await db.execute<OpenedJob>(sql`
    with opened as (
      insert into ${maintenances} (title, description, resident_name, is_recurring, status, priority, user_id,
        facility_id, group_id, start_date, tablet_condition, created_at, last_modified_date)
      select v.title, v.description, v.resident_name, false, 'Pending', v.priority, v.user_id, v.facility_id,
        v.group_id, v.start_date, v.tablet_condition, ${now}, ${now}
      from jsonb_to_recordset(${jobs}::jsonb) as v(title text, description text, resident_name text,
        priority int, user_id int, facility_id int, group_id int, start_date date, tablet_condition text)
      on conflict (user_id, tablet_condition) where tablet_condition is not null and status <> 'Done'
      do nothing
      returning maintenance_id, user_id, group_id, tablet_condition, title),
    audited as (
      insert into ${auditLog} (at, action, entity, entity_id, group_id, resident_id, changes)
      select ${now}, 'create', 'maintenances', o.maintenance_id::text, o.group_id, o.user_id,
        jsonb_build_object('title', o.title, 'tablet_condition', o.tablet_condition, 'opened_by', 'tablet')
      from opened o)
    select maintenance_id, user_id, group_id, tablet_condition from opened`);
  return rows;
}

/** What the portal hears: the maintenance list refreshes, the dashboard's count moves. */
export const openedEvents = (opened: readonly OpenedJob[]): LiveEvent[] =>
  opened.map((o) => ({
    type: 'tablet_job',
    group_id: o.group_id,
    user_id: o.user_id,
    maintenance_id: o.maintenance_id,
    condition: o.tablet_condition,
  }));
