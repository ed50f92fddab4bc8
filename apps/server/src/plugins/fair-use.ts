import { ROLE } from '@acorn/domain/access';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser } from '../modules/identity/session-store.js';
import { HttpError } from '../lib/http-error.js';
import { turnTaking } from '../lib/turns.js';
import { whenEnded } from '../lib/when-ended.js';
import { windowCounter } from '../lib/window-counter.js';

/** The window each session's and user's requests are counted in: short, so a burst cannot last. */
export const FAIR_USE_WINDOW_MS = 10_000;

export const tooManyRequests = (seconds: number) =>
  `Too many requests in a short time. Wait ${seconds} s and try again.`;

/**
 * How many of one user's requests are worked on at once (a browser opens six connections to a host); the
 * rest wait their turn behind the user's own. What a flood's allowed requests can then do to everyone
 * else is wait behind this many of them, not behind all of its burst.
 */
export const CONCURRENT = { staff: 6, family: 2 } as const;

/** A family account is one whose only role is 7: its pages need few calls, and it is the widest audience. */
const isFamily = (user: AuthUser) => user.roles.every((role) => role === ROLE.FAMILY);

/**
 * Fair use (issue 40): each session may make config.requestLimit requests in FAIR_USE_WINDOW_MS, and each
 * user twice that over all their sessions (stricter for family accounts: familyRequestLimit). One more is
 * answered 429 with Retry-After, before any work; other users are served as before. Then the request takes
 * its turn among the user's own (CONCURRENT). Counted in this instance's memory (ADR 0043): what it
 * protects is this instance's capacity, and a count in the database cost every request two writes, which
 * under a flood were themselves the queue.
 */
export const fairUse = fp(async (app: FastifyInstance) => {
  const { requestLimit, familyRequestLimit } = app.config;
  const limitOf = (user: AuthUser) => (isFamily(user) ? familyRequestLimit : requestLimit);
  const counts = windowCounter(FAIR_USE_WINDOW_MS, () => app.clock().getTime());
  const turns = turnTaking();

  app.addHook('onRequest', async (req, reply) => {
    const user = req.user;
    if (!user || limitOf(user) === 0) return;
    const session = counts.hit(`session:${user.session_id}`);
    const all = counts.hit(`user:${user.user_id}`);
    if (session.hits > limitOf(user)) refuse(reply, session.resetsInMs);
    if (all.hits > 2 * limitOf(user)) refuse(reply, all.resetsInMs);
    const turn = turns.join(user.user_id, isFamily(user) ? CONCURRENT.family : CONCURRENT.staff);
    whenEnded(reply.raw, turn.leave);
    await turn.ready;
  });
});

function refuse(reply: { header: (name: string, value: number) => unknown }, ms: number): never {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  reply.header('retry-after', seconds);
  throw new HttpError(429, tooManyRequests(seconds));
}
