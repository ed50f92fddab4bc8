import { admits, permits, PERMISSION_REFUSED, type Access, type PermissionBit } from '@acorn/domain/access';
import { TWO_STEP_MESSAGES } from '@acorn/domain/auth';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error.js';
import { fromOwnOrigin, sessionCookieOf } from '../modules/identity/session-cookie.js';
import { heldToSetup, type AuthUser } from '../modules/identity/session-store.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, in the route table's terms. Every /v1 and /v2 route must say. */
    access?: Access;
    /**
     * The group permission bit the route needs on top of `access` (spec doc 1 §3): a user whose role is
     * admitted but whose group lacks it is answered 403. Read with the session at each request (ADR 0030).
     */
    permission?: PermissionBit | undefined;
    /**
     * Open to an administrator who has not set up two-step sign-in yet (ADR 0038): setting it up, /me and
     * sign-out. Every other route answers them 403 until they have.
     */
    duringTwoStepSetup?: true;
  }
  interface FastifyInstance {
    /** Every API route, its access rule and bit, as registered: the access-matrix test walks these. */
    apiRoutes: {
      method: string;
      url: string;
      access: Access;
      permission?: PermissionBit;
      duringTwoStepSetup?: true;
    }[];
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_REFUSED = 'This request came from another site and was refused.';

/**
 * The one gate for the API: no session → 401, an administrator's session that has not passed two-step
 * sign-in → 403 (but for setting it up; the live streams apply the same rule), a role the route does not admit → 403, a group without the route's permission bit → 403.
 * Group scope (404 for another group's rows) is applied by each query, see lib/group-scope.ts.
 * The session comes from the Bearer header (API clients) or the portal's HttpOnly cookie (ADR 0015); a
 * call that may write is refused when another site's page sent it, and, on the cookie alone, when no
 * page of the portal's says it did (no Origin).
 */
export const accessGuard = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorate('apiRoutes', []);

  app.addHook('onRoute', (route) => {
    const api = route.url.startsWith('/v1/') || route.url.startsWith('/v2/');
    if (api && route.config?.access === undefined) {
      throw new Error(`${String(route.method)} ${route.url} declares no access rule`);
    }
    const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD');
    const { permission, duringTwoStepSetup } = route.config ?? {};
    if (api)
      for (const method of methods)
        app.apiRoutes.push({
          method,
          url: route.url,
          access: route.config!.access!,
          ...(permission === undefined ? {} : { permission }),
          ...(duringTwoStepSetup ? { duringTwoStepSetup } : {}),
        });
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (access === undefined) return;
    const writes = !SAFE_METHODS.has(req.method);
    if (writes && req.headers.origin !== undefined && !fromOwnOrigin(req))
      throw forbidden(CROSS_SITE_REFUSED);
    if (access === 'public') return;
    const bearer = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const cookie = bearer ? null : sessionCookieOf(req);
    if (cookie && writes && !fromOwnOrigin(req)) throw forbidden(CROSS_SITE_REFUSED);
    const token = bearer ?? cookie;
    const user = token ? await app.sessions.authenticate(token) : null;
    if (!user) throw unauthorized();
    req.user = user;
    if (heldToSetup(user) && !req.routeOptions.config.duringTwoStepSetup)
      throw forbidden(TWO_STEP_MESSAGES.setupRequired);
    if (!admits(access, user.roles)) throw forbidden();
    if (!permits(user.permissions, req.routeOptions.config.permission)) throw forbidden(PERMISSION_REFUSED);
  });
});
