import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { maintenances } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { TableRow, WriteMode } from '../../lib/resource/resource-definition.js';

type Job = TableRow<typeof maintenances>;

/**
 * The times the maintenance report measures (issue 19), stamped on the app's clock in the save's own
 * transaction, whichever form saved the job (the table, role 8's Jobs view, a resident's panel):
 * - created_at: a job added here is created at the app's clock too, so both ends of its response time
 *   are read on one clock (the column's default is the database's);
 * - responded_at: when the job first leaves Pending. Kept if it is later set back to Pending: the report
 *   measures the first response, which happened;
 * - completed_at: when it becomes Done; cleared when it is reopened (a job that is open again is not
 *   complete), and stamped anew when it is done again. Saving a done job again keeps the first stamp.
 * A job created already out of Pending was responded to as it was created.
 */
export async function stampResponseTimes(tx: Db, req: FastifyRequest, job: Job, mode: WriteMode) {
  const now = req.server.clock().toISOString();
  const responded_at = job.responded_at ?? (job.status !== 'Pending' ? now : null);
  const completed_at = job.status === 'Done' ? (job.completed_at ?? now) : null;
  const created = mode === 'create' ? { created_at: now } : {};
  if (mode === 'update' && responded_at === job.responded_at && completed_at === job.completed_at) return;
  await tx
    .update(maintenances)
    .set({ ...created, responded_at, completed_at })
    .where(eq(maintenances.maintenance_id, job.maintenance_id));
}
