import { admits, type Access } from '@acorn/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error.js';
import type { AuthUser } from '../modules/identity/session-store.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, in the route table's terms. Every /v1 and /v2 route must say. */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every API route and its access rule, as registered: the access-matrix test walks these. */
    apiRoutes: { method: string; url: string; access: Access }[];
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The one gate for the API: no session → 401, a role the route does not admit → 403.
 * Group scope (404 for another group's rows) is applied by each query, see lib/group-scope.ts.
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
    if (api)
      for (const method of methods)
        app.apiRoutes.push({ method, url: route.url, access: route.config!.access! });
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const user = token ? await app.sessions.authenticate(token) : null;
    if (!user) throw unauthorized();
    req.user = user;
    if (!admits(access, user.roles)) throw forbidden();
  });
});
