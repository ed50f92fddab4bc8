import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { acornUsers, userMetrics } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { LiveEvents } from '../tablet-link/live-events.js';
import { dueCandidates } from './job-candidates.js';
import { openedEvents, openJobs, type OpenedJob } from './open-jobs.js';
import { joinRules, threshold } from './rule-thresholds.js';

export interface TabletJobDeps {
  db: Db;
  clock: Clock;
  events: Pick<LiveEvents, 'emit'>;
}

const idList = (userIds: readonly number[]) =>
  sql`(select (jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))::int)`;

/**
 * After tablets' metrics are stored: each battery's low run starts (under its group's threshold, not yet
 * running) or ends (at or above it, or the rule off); then a battery low for over the hour and free
 * storage under the threshold open their jobs.
 */
export async function evaluateReports(deps: TabletJobDeps, userIds: readonly number[]): Promise<OpenedJob[]> {
  if (userIds.length === 0) return [];
  const { db, clock, events } = deps;
  const now = clock().toISOString();
  const low = sql`(${threshold('battery_percent')} is not null and m.battery < ${threshold('battery_percent')})`;
  await db.execute(sql`
    update ${userMetrics} m
    set battery_low_since = case when ${low} then coalesce(m.battery_low_since, ${now}::timestamptz) end
    from ${acornUsers} u ${joinRules}
    where u.user_id = m.user_id and m.user_id in ${idList(userIds)}
      and m.battery_low_since is distinct from (case when ${low} then coalesce(m.battery_low_since, ${now}::timestamptz) end)`);
  const due = await dueCandidates(db, ['battery', 'storage'], sql`u.user_id in ${idList(userIds)}`, now);
  const opened = await openJobs(db, due, now);
  events.emit(...openedEvents(opened));
  return opened;
}

/**
 * The periodic look on the server's clock, for what no report will say: a tablet gone quiet for longer
 * than its group allows, and a battery whose low run passed the hour without another report.
 */
export async function sweepTabletJobs(deps: TabletJobDeps): Promise<OpenedJob[]> {
  const { db, clock, events } = deps;
  const now = clock().toISOString();
  const due = await dueCandidates(db, ['offline', 'battery'], sql`true`, now);
  const opened = await openJobs(db, due, now);
  events.emit(...openedEvents(opened));
  return opened;
}
