import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { databaseMetrics } from './database-metrics.js';
import { fleetGauges } from './fleet-gauges.js';
import { httpMetrics } from './http-metrics.js';
import { createInstruments, type Instruments } from './instruments.js';
import { metricsRoute } from './metrics-route.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the rest of the server counts for /metrics (sign-ins, commands, check-ins…). */
    metrics: Instruments;
  }
}

/**
 * The process's own figures (event-loop lag, CPU, memory, garbage collection), collected once however many
 * app instances the process builds (tests build dozens).
 */
let processRegistry: Registry | undefined;
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Metrics (issue 41): counted by each app instance in its own registry, served closed at /metrics. */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  const instruments = createInstruments(registry);
  app.decorate('metrics', instruments);
  httpMetrics(app, instruments);
  databaseMetrics(app, registry, instruments);
  fleetGauges(registry, app.db, app.log);
  metricsRoute(app, [processMetrics(), registry]);
});
