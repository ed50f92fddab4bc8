import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { checkCredential } from './credentials.js';

/** Said to a tablet whose HTTP request carries no live credential. */
export const TABLET_CREDENTIAL_REFUSED = 'A tablet credential is needed: its MQTT user name and password.';

/** 'Basic <base64 user:password>' → the two halves, or null for anything else. */
function basicCredential(header: string | undefined): { username: string; password: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]{1,2048})$/.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * The tablet user an HTTP request from a tablet speaks for (docs/tablet-link.md, "HTTP with the tablet's
 * credential"): the same user name and password it connects to the broker with, as HTTP Basic. Unknown,
 * revoked or missing: 401, so a reset tablet enrols again. Routes using it declare access 'public' (no
 * portal session) and check what the tablet may read themselves.
 */
export async function tabletOf(req: FastifyRequest): Promise<number> {
  const credential = basicCredential(req.headers.authorization);
  const userId = credential
    ? await checkCredential(req.server.db, credential.username, credential.password)
    : null;
  if (userId === null) throw new HttpError(401, TABLET_CREDENTIAL_REFUSED);
  return userId;
}

/** How the OpenAPI document says a route takes the tablet's credential (api-docs.ts names the scheme). */
export const TABLET_SECURITY = [{ tablet: [] }];
