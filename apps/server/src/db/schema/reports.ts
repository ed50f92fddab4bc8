import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, lastModified } from './columns.js';
import { groups, portalUsers } from './identity.js';

/** Belongs to a group and goes with it. */
const ownGroup = () =>
  integer()
    .notNull()
    .references(() => groups.group_id, { onDelete: 'cascade' });

/**
 * Generated reports (spec doc 1 §3: users_status, users_metrics): a snapshot of the group's tablet users
 * taken at one moment and kept as the CSV it is downloaded as, so a later download shows that moment, not
 * today. Generation fills it in steps; `progress` (0–100) is what the page shows meanwhile.
 */
export const reports = pgTable(
  'reports',
  {
    report_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    group_id: ownGroup(),
    /** users_status or users_metrics (REPORT_TYPES). */
    type: text().notNull(),
    /** generating, ready or failed. */
    status: text().notNull().default('generating'),
    progress: integer().notNull().default(0),
    row_count: integer().notNull().default(0),
    /** The snapshot, as CSV; null until ready. */
    content: text(),
    created_at: createdAt(),
    completed_at: instant(),
    created_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
    /** The author's name as it was then. */
    author: text(),
    // After the rest, where migration 0023 added it.
    /**
     * The tablet user of each CSV row under the header, in order: an erasure finds a person's row by it
     * and puts a pseudonym in its name (issue 40). Null for a report made before, or not ready.
     */
    subject_ids: integer().array(),
  },
  (t) => [
    index('reports_group_created_idx').on(t.group_id, t.created_at.desc().nullsFirst()),
    check('reports_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/**
 * When a group's tablets open their own maintenance jobs (issue 19): offline longer than `offline_hours`,
 * battery under `battery_percent` for over an hour, free storage under `storage_percent`. A null threshold
 * turns that condition off; a group with no row has the defaults (TABLET_JOB_RULE_DEFAULTS).
 */
export const tabletJobRules = pgTable(
  'tablet_job_rules',
  {
    group_id: ownGroup().primaryKey(),
    offline_hours: integer(),
    battery_percent: integer(),
    storage_percent: integer(),
    last_modified_date: lastModified(),
  },
  (t) => [
    check('tablet_job_rules_offline_check', sql`${t.offline_hours} between 1 and 720`),
    check('tablet_job_rules_battery_check', sql`${t.battery_percent} between 1 and 99`),
    check('tablet_job_rules_storage_check', sql`${t.storage_percent} between 1 and 99`),
  ],
);
