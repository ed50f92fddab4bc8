import type { Access } from '@acorn/domain/access';
import type { FastifySchema, RouteOptions } from 'fastify';

/** Every refusal's body (plugins/error-handler.ts): the sentence to show the person. */
const refusal = (description: string) => ({
  description,
  type: 'object',
  properties: { message: { type: 'string', description: 'What went wrong, in a sentence to show' } },
  required: ['message'],
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The refusals a route can answer, for the OpenAPI document, from how the route is declared: its access
 * rule (401 and 403 from plugins/access-guard.ts, 429 from plugins/fair-use.ts; 401 for a route checking a
 * credential of its own, a tablet's), its schema (400 for a
 * body or query that fails validation, 404 for a path naming no row of the caller's) and whether it writes
 * (403 for another site's page). A code the route documents itself (a 400 with its own body) is kept.
 */
export function errorAnswers(schema: FastifySchema, route: RouteOptions): Record<number, object> {
  const access = (route.config as { access?: Access } | undefined)?.access;
  const signedIn = access !== undefined && access !== 'public';
  const writes = [route.method].flat().some((method) => !SAFE_METHODS.has(method));
  const answers: Record<number, object> = {};
  if (schema.body || schema.querystring)
    answers[400] = refusal('The body or query is not valid; the message names the first fault');
  // A public route that names its own credential (a tablet's) checks it in its handler.
  const ownCredential = !signedIn && ((schema as { security?: unknown[] }).security?.length ?? 0) > 0;
  if (signedIn) answers[401] = refusal('Not signed in, or the session has ended');
  if (ownCredential) answers[401] = refusal('The credential is missing or wrong');
  if (signedIn || writes)
    answers[403] = refusal(
      signedIn
        ? 'Not allowed: the role or the group’s permissions, two-step sign-in to set up, or another site’s page'
        : 'Sent from another site’s page',
    );
  if (schema.params) answers[404] = refusal('No such row, or not one the caller may see');
  if (signedIn) answers[429] = refusal('Too many requests: try again after Retry-After seconds');
  const declared = (schema.response ?? {}) as Record<string, object>;
  const succeeds = Object.keys(declared).some((code) => code.startsWith('2'));
  return { ...(succeeds ? {} : success(writes)), ...answers, ...declared };
}

/** A route that declares no answer of its own sends a file (a read) or nothing (a write). */
const success = (writes: boolean): Record<number, object> =>
  writes
    ? { 204: { description: 'Done; nothing to return', type: 'null' } }
    : {
        200: {
          description: 'The file the address names: CSV, PDF, JSON or an image, with its content type',
          content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
        },
      };
