import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_MS } from './session-store.js';

/** The portal's session cookie (ADR 0015): HttpOnly, so no script of the page can read the token. */
export const SESSION_COOKIE = 'acorn_session';

const attributes = (secure: boolean, maxAgeSeconds: number) =>
  ['Path=/', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : []), `Max-Age=${maxAgeSeconds}`].join(
    '; ',
  );

const isSecure = (req: FastifyRequest) => req.server.config.publicUrl.startsWith('https:');

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${token}; ${attributes(isSecure(req), SESSION_ABSOLUTE_MS / 1000)}`,
  );
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${attributes(isSecure(req), 0)}`);
}

/** The session token the request's cookie carries, if any. */
export function sessionCookieOf(req: { headers: { cookie?: string | undefined } }): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || null;
  }
  return null;
}

/**
 * Whether a request authenticated by the cookie comes from the portal's own pages: its Origin is the
 * portal's (PUBLIC_URL) or the request's own host. Cross-site requests do not carry a SameSite=Strict
 * cookie at all; this is the second wall (ADR 0015).
 */
export function fromOwnOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  const own = new Set([new URL(req.server.config.publicUrl).origin]);
  if (req.headers.host) own.add(`${req.protocol}://${req.headers.host}`);
  return own.has(origin);
}
