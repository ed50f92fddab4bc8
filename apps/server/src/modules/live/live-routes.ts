import { admits, FAMILY_ACCESS, TABLETS_ACCESS, type Access } from '@acorn/domain/access';
import { callSignalSchema, type CallSignal, type LiveEvent } from '@acorn/domain/tablet-link';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { groupScope } from '../../lib/group-scope.js';
import { familyHears } from '../family/family-hearing.js';
import { linkedShares } from '../family/linked-resident.js';
import { heldToSetup, type AuthUser } from '../identity/session-store.js';
import { fromOwnOrigin, sessionCookieOf } from '../identity/session-cookie.js';

/** A browser must say who it is this soon after connecting. */
const AUTH_WITHIN_MS = 5_000;

/** Close codes in the application range (4000–4999), mirroring HTTP's. */
export const LIVE_CLOSE = { unauthorized: 4401, forbidden: 4403 } as const;

/** What a plain GET (no WebSocket upgrade) of a live stream's address is told. */
export const LIVE_UPGRADE_REQUIRED = 'This address serves live events over a WebSocket only.';

/** The live streams and who may open them: the access matrix walks these as it walks the API's routes. */
export const LIVE_STREAMS = {
  staff: { path: '/v1/acorn/live', access: TABLETS_ACCESS },
  family: { path: '/v1/acorn/family/live', access: FAMILY_ACCESS },
} as const satisfies Record<string, { path: string; access: Access }>;

/** The first message: `{ "type": "auth" }`, with a token (API clients) or without (the portal's cookie). */
function authOf(data: unknown): { token: string | null } | null {
  try {
    const message = JSON.parse(String(data)) as { type?: unknown; token?: unknown };
    if (message.type !== 'auth') return null;
    return { token: typeof message.token === 'string' ? message.token : null };
  } catch {
    return null;
  }
}

/** Which events a user hears, decided once their session is known and again whenever it is re-judged. */
type Hearing = (user: AuthUser) => Promise<(event: LiveEvent) => boolean>;

/** Staff hear every event of their group (role 1 every group's); a call's signals only its own party. */
const staffHearing: Hearing = async (user) => {
  const scope = groupScope(user);
  return (event) =>
    (scope === null || event.group_id === scope) &&
    (event.type !== 'call_signal' || event.portal_user_id === user.user_id);
};

/** A later message on a signed-in stream: `{ "type": "signal", "signal": <CallSignal> }`, or null. */
function signalOf(data: unknown): CallSignal | null {
  try {
    const message = JSON.parse(String(data)) as { type?: unknown; signal?: unknown };
    if (message.type !== 'signal') return null;
    const parsed = callSignalSchema.safeParse(message.signal);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What a signed-in stream may say: its user's calls' signals, judged and relayed (docs/tablet-link.md,
 * Calls). Staff and family members alike: the relay lets a user signal only into a call of their own.
 */
type Speaking = (app: FastifyInstance, user: AuthUser, ip: string) => (data: unknown) => void;
const callSignals: Speaking = (app, user, ip) => (data) => {
  const signal = signalOf(data);
  if (!signal) return void app.log.warn({ user_id: user.user_id }, 'live events: message dropped');
  app.calls
    .fromPortal({ user_id: user.user_id, email: user.email, ip }, signal)
    .catch((error: unknown) => app.log.error({ err: error }, 'calls: signal not relayed'));
};

/**
 * Live events for the portal at /v1/acorn/live (staff) and /v1/acorn/family/live (family members). The
 * first message is `{ "type": "auth" }`: the portal's pages are signed in by the cookie their handshake
 * carried (ADR 0015; from the portal's own origin only, so another site's page cannot open a stream as its
 * visitor); an API client adds `"token"` (a token in the address would end up in logs).
 * Then every event the user may hear arrives as one JSON message. The user's access is judged again while
 * the stream is open (`app.streamAccess`): a change of roles, group, links or shares re-scopes it, a lost
 * right or an ended session closes it.
 */
export async function liveRoutes(app: FastifyInstance) {
  liveStreamRoute(app, LIVE_STREAMS.staff.path, LIVE_STREAMS.staff.access, staffHearing, callSignals);
  // A family member hears only their linked residents' events that the links share (family-hearing.ts),
  // the links read again at every judgement: a share turned off counts from the change's answer.
  const familyHearing: Hearing = async (user) => {
    const shares = await linkedShares(app.db, user.user_id);
    return (event) => familyHears(user.user_id, shares, event);
  };
  liveStreamRoute(app, LIVE_STREAMS.family.path, LIVE_STREAMS.family.access, familyHearing, callSignals);
}

function liveStreamRoute(
  app: FastifyInstance,
  path: string,
  access: Access,
  hearing: Hearing,
  speaking?: Speaking,
) {
  // As the access guard judges a request: an administrator's session that has not passed two-step sign-in
  // may only set it up, and hears nothing.
  const allowed = (user: AuthUser) => admits(access, user.roles) && !heldToSetup(user);
  app.route({
    method: 'GET',
    url: path,
    config: { access: 'public' },
    // Not an HTTP call, so not in the OpenAPI document (as `websocket: true` would hide it).
    schema: { hide: true },
    // Without this @fastify/websocket answers a plain GET 404 with no body; every refusal is JSON.
    handler: async (_req: FastifyRequest, reply: FastifyReply) =>
      reply.code(426).header('upgrade', 'websocket').send({ message: LIVE_UPGRADE_REQUIRED }),
    wsHandler: (socket: WebSocket, req: FastifyRequest) => {
      const cookie = req.headers.origin === undefined || fromOwnOrigin(req) ? sessionCookieOf(req) : null;
      const stops: (() => void)[] = [];
      const deadline = setTimeout(() => socket.close(LIVE_CLOSE.unauthorized, 'No session'), AUTH_WITHIN_MS);
      socket.on('close', () => {
        clearTimeout(deadline);
        for (const stop of stops) stop();
      });
      const start = async (data: unknown) => {
        clearTimeout(deadline);
        const auth = authOf(data);
        const token = auth ? (auth.token ?? cookie) : null;
        const user = token ? await app.sessions.authenticate(token) : null;
        if (!user) return socket.close(LIVE_CLOSE.unauthorized, 'No session');
        if (!allowed(user)) return socket.close(LIVE_CLOSE.forbidden, 'Not allowed');
        let hears = await hearing(user);
        if (socket.readyState !== socket.OPEN) return; // gone while its session was checked
        stops.push(
          app.tabletLink.events.listen((event) => {
            if (hears(event)) socket.send(JSON.stringify(event));
          }),
          app.streamAccess.watch({
            session_id: user.session_id,
            judged: async (now) => {
              if (!now) socket.close(LIVE_CLOSE.unauthorized, 'Session ended');
              else if (!allowed(now)) socket.close(LIVE_CLOSE.forbidden, 'Not allowed');
              else
                await hearing(now).then(
                  (next) => (hears = next),
                  (error: unknown) => app.log.error({ err: error }, 'live events: stream not re-judged'),
                );
            },
          }),
        );
        if (speaking) socket.on('message', speaking(app, user, req.ip));
        socket.send(JSON.stringify({ type: 'ready' }));
      };
      socket.once('message', (data) => {
        start(data).catch((error: unknown) => {
          app.log.error({ err: error }, 'live events: stream not started');
          socket.close(1011, 'Server error');
        });
      });
    },
  });
}
