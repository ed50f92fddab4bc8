import { TABLET_CONDITIONS } from '@acorn/domain/tablet-jobs';
import { sql } from 'drizzle-orm';
import { dueCandidates } from '../../modules/tablet-jobs/job-candidates.js';
import { openJobs } from '../../modules/tablet-jobs/open-jobs.js';
import type { Db } from '../../db/types.js';

/**
 * The jobs the demo's tablets have opened themselves (issue 19 §4, docs/decisions/0031): those the sweep
 * and the last reports would have opened by the seed's `now`, opened by the same code, so the server's
 * first sweep finds nothing new and the demo's job counts stand still while e2e specs count them. Tablets
 * offline for days have their offline job; a battery that last reported low, its battery job.
 */
export async function seedTabletJobs(tx: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  await openJobs(tx, await dueCandidates(tx, TABLET_CONDITIONS, sql`true`, at), at);
}
