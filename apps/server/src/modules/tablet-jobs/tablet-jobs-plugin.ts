import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepTabletJobs, type TabletJobDeps } from './evaluate.js';
import type { OpenedJob } from './open-jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    tabletJobs: {
      /** Looks once for tablets due a job (what the timer does; tests call it on a moved clock). */
      sweep(): Promise<OpenedJob[]>;
    };
  }
}

/** The first look comes this soon after start (or sooner, with a shorter interval), not a whole interval later. */
const FIRST_SWEEP_MS = 3_000;

/**
 * Tablets that open their own maintenance jobs (issue 19 §4, docs/decisions/0031): the sweep on this
 * instance's clock (the rules' routes are tablet-job-rules-routes.ts). Every instance sweeps; the partial unique index keeps one open job
 * per tablet and condition however many look at once. Reports are evaluated where they are stored
 * (tablet-jobs-feature.ts, as the tablet link stores them).
 */
export const tabletJobsPlugin = fp(async (app: FastifyInstance) => {
  const deps: TabletJobDeps = { db: app.db, clock: app.clock, events: app.tabletLink.events };
  let running: Promise<OpenedJob[]> | null = null;
  // One look at a time: a slow database does not pile sweeps up.
  const sweep = () => (running ??= sweepTabletJobs(deps).finally(() => (running = null)));
  const look = () =>
    void sweep().catch((error: unknown) => app.log.error({ err: error }, 'tablet jobs: sweep failed'));
  const everyMs = app.config.tabletJobSweepSeconds * 1000;
  let first: NodeJS.Timeout | undefined;
  let interval: NodeJS.Timeout | undefined;
  if (everyMs > 0) {
    first = setTimeout(
      () => {
        look();
        interval = setInterval(look, everyMs);
        interval.unref();
      },
      Math.min(FIRST_SWEEP_MS, everyMs),
    );
    first.unref();
  }

  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(interval);
    await running?.catch(() => {});
  });
  app.decorate('tabletJobs', { sweep });
});
