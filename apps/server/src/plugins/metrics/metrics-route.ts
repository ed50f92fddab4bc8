import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { unauthorized } from '../../lib/http-error.js';

export const METRICS_REFUSED = 'The metrics need their bearer token.';
const BEARER = /^Bearer\s+(\S+)$/i;

/** Equal whatever the lengths, in the same time: hashes first. */
const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/**
 * GET /metrics in Prometheus' text format, for the holder of METRICS_TOKEN only (ADR 0045): off (404) when
 * none is set. Not an API call: no session, no fair use, out of the OpenAPI document.
 */
export function metricsRoute(app: FastifyInstance, registries: Registry[]) {
  const token = app.config.metricsToken;
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const given = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !sameSecret(given, token)) throw unauthorized(METRICS_REFUSED);
    const texts = await Promise.all(registries.map((registry) => registry.metrics()));
    return reply.header('cache-control', 'no-store').type(registries[0]!.contentType).send(texts.join('\n'));
  });
}
