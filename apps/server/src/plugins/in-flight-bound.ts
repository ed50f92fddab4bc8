import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';
import { whenEnded } from '../lib/when-ended.js';

/** What a client is told to wait, in seconds, when the instance is full. */
export const BUSY_RETRY_AFTER_SECONDS = 2;
export const BUSY = 'The portal is very busy just now. Try again in a few seconds.';

/**
 * At most config.maxRequestsInFlight API requests are worked on at once by this instance; one more is
 * answered 503 with Retry-After at once, before its session is looked up. Without it a flood queued behind
 * the database (2,266 requests, p99 47 s in issue 40) and every user waited. (@fastify/under-pressure
 * watches the event loop and memory, which stay calm while requests wait for the database: not this.)
 * WebSocket upgrades are not counted: a live stream is open for hours.
 */
export const inFlightBound = fp(async (app: FastifyInstance) => {
  const max = app.config.maxRequestsInFlight;
  let inFlight = 0;
  app.addHook('onRequest', async (req, reply) => {
    if (req.routeOptions.config.access === undefined || req.headers.upgrade !== undefined) return;
    if (inFlight >= max) {
      reply.header('retry-after', BUSY_RETRY_AFTER_SECONDS);
      throw new HttpError(503, BUSY);
    }
    inFlight++;
    whenEnded(reply.raw, () => inFlight--);
  });
});
