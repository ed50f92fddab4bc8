import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { migrationsState } from '../db/migrations-state.js';

/** A check that has not answered in this long is not ready: a load balancer's probe must not hang. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

const within = <T>(ms: number, work: Promise<T>, late: T): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(late), ms);
    timer.unref();
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * For a load balancer or orchestrator (ADR 0045): /healthz says the process answers (nothing else is
 * touched, so a slow database never gets a live instance restarted); /readyz says whether it can serve:
 * the database answers with every migration of this version applied, and the broker is connected. Neither
 * is an API call: no session, no fair use, no in-flight bound, out of the OpenAPI document.
 */
export const health = fp(async (app: FastifyInstance) => {
  const migrations = migrationsState(app.db);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'alive' }));

  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const database = await within(READY_CHECK_TIMEOUT_MS, migrations(), 'not reachable' as const).catch(
      () => 'not reachable' as const,
    );
    const checks = {
      database: database === 'not reachable' ? database : 'ok',
      migrations: database === 'not reachable' ? 'unknown' : database,
      broker: app.tabletLink.brokerConnected() ? 'ok' : 'not connected',
    };
    const notReady = Object.entries(checks)
      .filter(([, state]) => state !== 'ok')
      .map(([name]) => name);
    if (notReady.length === 0) return { status: 'ready', checks };
    return reply
      .code(503)
      .send({ message: `Not ready: ${notReady.join(', ')}.`, not_ready: notReady, checks });
  });
});
