import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { clientOf, poolUse } from '../../db/pool-use.js';
import { onQueryTimes } from '../../db/query-timing.js';
import type { Instruments } from './instruments.js';

/**
 * Every statement's time (the query-time histogram), and the database's connections at a scrape: a
 * PostgreSQL server's pool (total, idle, waiting for one), or the embedded database's one thread and queue.
 */
export function databaseMetrics(app: FastifyInstance, registry: Registry, instruments: Instruments) {
  const client = clientOf(app.db);
  if (!client) return;
  const stop = onQueryTimes(client, (seconds, failed) =>
    instruments.dbQueryDuration.observe({ outcome: failed ? 'error' : 'ok' }, seconds),
  );
  app.addHook('onClose', async () => void stop());
  new Gauge({
    name: 'acorn_db_connections',
    help: "The database's connections by state (total, idle) and statements waiting for one (waiting).",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      for (const [state, n] of Object.entries(poolUse(client))) this.set({ state }, n);
    },
  });
}
