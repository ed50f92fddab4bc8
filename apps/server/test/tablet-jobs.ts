import type { SimulatedTablet } from '@acorn/tablet-sim';
import type { MetricsPayload } from '@acorn/domain/tablet-link';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { maintenances } from '../src/db/schema/index.js';
import type { Db } from '../src/db/types.js';

const GiB = 1024 ** 3;

/**
 * A tablet reports these metrics (its usual ones, changed by `change`), and the server has stored them and
 * evaluated them: the portal hears a tablet's metrics only once the jobs they opened are stored.
 */
export async function report(app: FastifyInstance, tablet: SimulatedTablet, change: Partial<MetricsPayload>) {
  const heard = metricsHeard(app, tablet.userId);
  await tablet.reportMetrics({ ...tablet.metrics(), ...change });
  await heard;
}

/** The next metrics of this tablet the portal hears (their effects stored). */
export const metricsHeard = (app: FastifyInstance, user_id: number) =>
  new Promise<void>((resolve) => {
    const stop = app.tabletLink.events.listen((event) => {
      if (event.type !== 'metrics' || event.user_id !== user_id) return;
      stop();
      resolve();
    });
  });

/** Connects an enrolled tablet and waits until the metrics it reports on connecting are stored. */
export async function connectReported(app: FastifyInstance, tablet: SimulatedTablet) {
  const heard = metricsHeard(app, tablet.userId);
  await tablet.connect();
  await heard;
}

/** Free storage as a share of a 32 GB tablet. */
export const storage = (freePercent: number): Partial<MetricsPayload> => {
  const total = 32 * GiB;
  const free = Math.round((total * freePercent) / 100);
  return { storage_total: total, storage_free: free, storage_used: total - free };
};

/** The jobs tablets opened for a resident, oldest first. */
export const tabletJobsOf = (db: Db, user_id: number) =>
  db
    .select()
    .from(maintenances)
    .where(and(eq(maintenances.user_id, user_id), isNotNull(maintenances.tablet_condition)))
    .orderBy(asc(maintenances.maintenance_id));

/** Staff mark a job Done through the maintenance table's API. */
export async function markDone(app: FastifyInstance, headers: { authorization: string }, id: number) {
  const url = `/v1/acorn/maintenances/${id}`;
  const job = (await app.inject({ url, headers })).json<{ last_modified_date: string }>();
  const res = await app.inject({
    method: 'PUT',
    url,
    headers,
    payload: { status: 'Done', last_modified_date: job.last_modified_date },
  });
  if (res.statusCode !== 200) throw new Error(`marking job ${id} Done: ${res.statusCode} ${res.body}`);
}
