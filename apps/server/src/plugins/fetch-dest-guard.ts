import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error.js';

export const LOAD_REFUSED =
  'This address is for the portal’s pages to call, not for the browser to load as a picture or a page.';

/**
 * An API address the browser loads by itself (an <img>, a link, a frame, as Sec-Fetch-Dest says) is
 * refused: an image address written by an editor (a newspaper's logo = /v1/acorn/residents/36/export.json,
 * or the same on the portal's full address) would otherwise be requested by every staff browser showing
 * it, with that person's session cookie, and be on record as their read. The portal's own pictures (photos,
 * room photos) are fetched by its scripts and shown from memory, so every read that reaches a route was
 * asked for on purpose and may be audited (ADR 0043). Clients without the header (API clients, older
 * browsers) are served as before.
 */
export const fetchDestGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req) => {
    if (req.routeOptions.config.access === undefined || deliberate(req)) return;
    throw forbidden(LOAD_REFUSED);
  });
});

/**
 * Whether the request was asked for on purpose: by a script of the portal's (fetch: 'empty', a WebSocket:
 * 'websocket') or by an API client (no Sec-Fetch-Dest). Anything else is the browser loading an address it
 * found in a page (an <img>, a link, a frame), which any editor of content can write.
 */
function deliberate(req: FastifyRequest): boolean {
  const dest = req.headers['sec-fetch-dest'];
  return dest === undefined || dest === 'empty' || dest === 'websocket';
}
