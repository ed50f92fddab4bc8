import type { FastifyInstance } from 'fastify';
import type { Instruments } from './instruments.js';

/** A request no route matched: one label for all of them, so a scanner's made-up paths add no series. */
const UNMATCHED = 'unmatched';

/**
 * Each answer's time by method, route pattern (`/v1/acorn/residents/:id`, never the address asked) and
 * status. A WebSocket's upgrade is not an answer but a connection open for hours: not timed.
 */
export function httpMetrics(app: FastifyInstance, instruments: Instruments) {
  app.addHook('onResponse', async (req, reply) => {
    if (req.headers.upgrade !== undefined) return;
    instruments.httpDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? UNMATCHED, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
