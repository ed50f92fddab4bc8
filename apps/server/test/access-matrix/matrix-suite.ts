import { describe, expect, it } from 'vitest';
import { TABLET_CREDENTIAL_REFUSED } from '../../src/modules/tablet-link/tablet-http-auth.js';
import { signIn } from '../fixtures.js';
import { expected, targetsOf, unmappedParams, urlFor } from './cases.js';
import { cookieOf, type Principal } from './principals.js';
import { matrixWorld, type MatrixWorld } from './world.js';

type Route = MatrixWorld['app']['apiRoutes'][number];
/** Calls that end the session they are made with: each case signs in afresh for them. */
const ENDS_SESSION = new Set(['POST /v1/acorn/logout']);
const key = (r: Route) => `${r.method} ${r.url}`;
// Deleting and signing out go last, so every other case finds its rows and sessions as they were made.
const rank = (r: Route) => (ENDS_SESSION.has(key(r)) ? 2 : r.method === 'DELETE' ? 1 : 0);

/** The routes of one slice of the matrix: the files run side by side in vitest's workers. */
export function sliceOf(routes: readonly Route[], slice: number, of: number) {
  return [...routes]
    .sort((a, b) => key(a).localeCompare(key(b)))
    .filter((_, i) => i % of === slice)
    .sort((a, b) => rank(a) - rank(b));
}

async function sessionFor(world: MatrixWorld, route: Route, principal: Principal) {
  if (!ENDS_SESSION.has(key(route)) || principal.kind !== 'role') return principal.headers;
  const { authorization } = await signIn(world.app, principal.email);
  return 'cookie' in principal.headers ? cookieOf(authorization) : { authorization };
}

/**
 * Every route of the slice × every principal × every target row, each one test whose name says what the
 * route table and the scope rules expect. No test is written by hand: a route added later joins the matrix.
 */
export async function describeSlice(slice: number, of: number) {
  const world = await matrixWorld();
  const routes = sliceOf(world.app.apiRoutes, slice, of);

  it('has a sample row rule for every path parameter of its routes', () => {
    expect(routes.flatMap((r) => unmappedParams(r).map((p) => `${key(r)} :${p}`))).toEqual([]);
  });

  describe.each(routes)('$method $url', (route) => {
    const cases = world.principals.flatMap((principal) =>
      targetsOf(route).map((target) => ({ principal, target, outcome: expected(route, principal, target) })),
    );
    const ask = async (principal: Principal, url: string) =>
      world.app.inject({
        method: route.method as 'GET',
        url,
        headers: await sessionFor(world, route, principal),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
    it.each(cases)('$principal.name, $target row: $outcome', async ({ principal, target, outcome }) => {
      const url = await urlFor(world, route, principal, target);
      const res = await ask(principal, url);
      const said = `${route.method} ${url} as ${principal.name}: ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, said).toBeLessThan(500);
      // No API answer may stay in a browser (shared care-home PCs): pictures and files included.
      expect(res.headers['cache-control'], said).toBe('no-store');
      if (res.statusCode >= 400)
        expect(typeof res.json<{ message?: unknown }>().message, said).toBe('string');
      if (outcome === 'ok') expect([401, 403, 404], said).not.toContain(res.statusCode);
      else if (outcome === 'public') {
        // A public route never judges roles; a tablet's own routes refuse any portal session alike.
        expect(res.statusCode, said).not.toBe(403);
        if (res.statusCode === 401)
          expect(res.json<{ message: string }>().message, said).toBe(TABLET_CREDENTIAL_REFUSED);
      } else if (outcome === 'hidden') expect([403, 404], said).toContain(res.statusCode);
      else if (outcome === 404 && res.statusCode === 400 && route.method !== 'GET') {
        // The empty body is refused before any row is looked for: the same answer as for the caller's own
        // row, so it says nothing about this one.
        const own = await ask(principal, await urlFor(world, route, principal, 'own'));
        expect(`${own.statusCode} ${own.body}`, said).toBe(`${res.statusCode} ${res.body}`);
      } else expect(res.statusCode, said).toBe(outcome);
      if (outcome === 404 && target === 'other' && res.statusCode === 404) {
        // Another group's row is not told apart from a missing one, not even by the words.
        const missing = await ask(principal, await urlFor(world, route, principal, 'missing'));
        expect(res.body, said).toBe(missing.body);
      }
    });
  });
  return world;
}
