import { admits, apiAccess } from '@acorn/domain';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { groupScope } from '../../lib/group-scope.js';

const access = apiAccess('live');
/** A browser must say who it is this soon after connecting. */
const AUTH_WITHIN_MS = 5_000;

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
 * Then every event of the user's group (all groups for role 1) arrives as one JSON message. The user's
 * access is judged again while the stream is open (`app.streamAccess`): a change of roles or group
 * re-scopes it, a lost right or an ended session closes it.
 */
export async function liveRoutes(app: FastifyInstance) {
  app.get('/v1/acorn/live', { websocket: true, config: { access: 'public' } }, (socket: WebSocket) => {
    const stops: (() => void)[] = [];
    const deadline = setTimeout(() => socket.close(LIVE_CLOSE.unauthorized, 'No session'), AUTH_WITHIN_MS);
    socket.on('close', () => {
      clearTimeout(deadline);
      for (const stop of stops) stop();
    });
    const start = async (data: unknown) => {
      clearTimeout(deadline);
      const token = tokenOf(data);
      const user = token ? await app.sessions.authenticate(token) : null;
      if (!user) return socket.close(LIVE_CLOSE.unauthorized, 'No session');
      if (!admits(access, user.roles)) return socket.close(LIVE_CLOSE.forbidden, 'Not allowed');
      if (socket.readyState !== socket.OPEN) return; // gone while its session was checked
      let scope = groupScope(user);
      stops.push(
        app.tabletLink.events.listen((event) => {
          if (scope === null || event.group_id === scope) socket.send(JSON.stringify(event));
        }),
        app.streamAccess.watch({
          session_id: user.session_id,
          judged: (now) => {
            if (!now) socket.close(LIVE_CLOSE.unauthorized, 'Session ended');
            else if (!admits(access, now.roles)) socket.close(LIVE_CLOSE.forbidden, 'Not allowed');
            else scope = groupScope(now);
          },
        }),
      );
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
