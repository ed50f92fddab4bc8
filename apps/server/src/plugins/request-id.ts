import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id must look like to be kept: a proxy's or a client's UUID, trace id or similar. Anything
 * else (control characters that would forge log lines, a 500-character blob) is replaced by our own.
 */
const SANE_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Fastify's options for request ids: the caller's `x-request-id` when sane (a proxy's id then ties its log
 * to ours), else a new UUID; logged on every request's line as `request_id` (ADR 0045).
 */
export const requestIdOptions = () => ({
  requestIdHeader: false as const,
  logController: new LogController({ requestIdLogLabel: 'request_id' }),
  genReqId: (req: IncomingMessage) => {
    const given = req.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
  },
});

/** Every answer says its request id, so a person reporting a failure can quote the log line's key. */
export const requestIdHeader = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
});
