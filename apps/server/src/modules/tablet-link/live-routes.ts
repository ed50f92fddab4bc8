import { admits, apiAccess } from '@acorn/domain';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { groupScope } from '../../lib/group-scope.js';

const access = apiAccess('live');
/** A browser must say who it is this soon after connecting. */
const AUTH_WITHIN_MS = 5_000;
/** How often an open stream re-checks its session, so a logout or a disabled user ends it. */
const RECHECK_EVERY_MS = 30_000;

/** Close codes in the application range (4000–4999), mirroring HTTP's. */
export const LIVE_CLOSE = { unauthorized: 4401, forbidden: 4403 } as const;

function tokenOf(data: unknown): string | null {
  try {
    const message = JSON.parse(String(data)) as { type?: unknown; token?: unknown };
    return message.type === 'auth' && typeof message.token === 'string' ? message.token : null;
  } catch {
    return null;
  }
}

/**
 * Live events for the portal at /v1/acorn/live. Browsers cannot set headers on a WebSocket and a token in
 * the address ends up in logs, so the session token is the first message: `{ "type": "auth", "token" }`.
 * Then every event of the user's group (all groups for role 1) arrives as one JSON message.
 */
export async function liveRoutes(app: FastifyInstance) {
  app.get('/v1/acorn/live', { websocket: true, config: { access: 'public' } }, (socket: WebSocket) => {
    let stop: (() => void) | null = null;
    let recheck: NodeJS.Timeout | null = null;
    const deadline = setTimeout(() => socket.close(LIVE_CLOSE.unauthorized, 'No session'), AUTH_WITHIN_MS);
    socket.on('close', () => {
      clearTimeout(deadline);
      if (recheck) clearInterval(recheck);
      stop?.();
    });
    const start = async (data: unknown) => {
      clearTimeout(deadline);
      const token = tokenOf(data);
      const user = token ? await app.sessions.authenticate(token) : null;
      if (!user) return socket.close(LIVE_CLOSE.unauthorized, 'No session');
      if (!admits(access, user.roles)) return socket.close(LIVE_CLOSE.forbidden, 'Not allowed');
      if (socket.readyState !== socket.OPEN) return; // gone while its session was checked
      const scope = groupScope(user);
      stop = app.tabletLink.events.listen((event) => {
        if (scope === null || event.group_id === scope) socket.send(JSON.stringify(event));
      });
      recheck = setInterval(() => {
        void app.sessions.authenticate(token!, { touch: false }).then((still) => {
          if (!still) socket.close(LIVE_CLOSE.unauthorized, 'Session ended');
        });
      }, RECHECK_EVERY_MS);
      recheck.unref();
      socket.send(JSON.stringify({ type: 'ready' }));
    };
    socket.once('message', (data) => {
      start(data).catch((error: unknown) => {
        app.log.error({ err: error }, 'live events: stream not started');
        socket.close(1011, 'Server error');
      });
    });
  });
}
