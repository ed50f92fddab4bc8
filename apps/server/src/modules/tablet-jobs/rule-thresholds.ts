import { TABLET_JOB_RULE_DEFAULTS, type TabletJobRules } from '@acorn/domain/tablet-jobs';
import { sql, type SQL } from 'drizzle-orm';
import { tabletJobRules } from '../../db/schema/index.js';

/**
 * A group's thresholds as they apply, for a query that has joined `tablet_job_rules r` on the group: its
 * own (null = that condition off), or the defaults when it has no row.
 */
export function threshold(field: keyof TabletJobRules): SQL {
  return sql`(case when r.group_id is null then ${TABLET_JOB_RULE_DEFAULTS[field]}::int else r.${sql.identifier(field)} end)`;
}

/** Joins a group's rules (`r`) to a query over tablet users `u`. */
export const joinRules = sql`left join ${tabletJobRules} r on r.group_id = u.group_id`;
