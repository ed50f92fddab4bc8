import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';

/** Built files under /assets/ have a content hash in their names: a changed file is a new name. The
 * path is the file sent, so a compressed copy's ends in .br or .gz. */
const HASHED = /\/assets\/[^/]+-[\w-]{8}\.\w+(\.br|\.gz)?$/;

/** Where the tablet web app is served (apps/tablet's Vite `base`). */
export const TABLET_PREFIX = '/tablet/';

/** The folder when a build is there (its index.html), else null. */
const built = (dir: string | undefined) =>
  dir !== undefined && fs.existsSync(`${dir}/index.html`) ? dir : null;

/**
 * One built app's files: the brotli or gzip copy the build wrote beside each (apps/web/build/precompress)
 * to a browser that accepts it, hashed files cached for a year, everything else (index.html, the tablet
 * app's service worker and manifest) asked for again every time, so a new version is picked up at the
 * next load. Only the files there are: wildcard off, any other path reaches the not-found handler.
 */
const staticFiles = (root: string, prefix: string, decorateReply: boolean): FastifyStaticOptions => ({
  root,
  prefix,
  decorateReply,
  wildcard: false,
  index: false,
  preCompressed: true,
  cacheControl: false,
  setHeaders: (reply, path) =>
    void reply.header(
      'cache-control',
      HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ),
});

/**
 * Serves the built portal (`webDir`) at / and the built tablet web app (`tabletDir`, ADR 0034) under
 * /tablet/, each when there is one. A GET that names no file gets its app's index.html, so the browser's
 * router decides (unknown screens show its not-found page): under /tablet/ the tablet app's, elsewhere the
 * portal's. The API answers unknown paths with a JSON 404, and so does /tablet/ without a tablet build, and
 * a missing file under /tablet/assets/ (a page or service worker of an older build asking for a script
 * that is gone must not be handed HTML to cache as one).
 */
export const spa = fp(
  async (app: FastifyInstance, options: { webDir: string | undefined; tabletDir?: string | undefined }) => {
    const portal = built(options.webDir);
    const tablet = built(options.tabletDir);
    // @fastify/static decorates the reply once: the first registration does, the other shares its sendFile.
    if (portal) await app.register(fastifyStatic, staticFiles(portal, '/', true));
    if (tablet) {
      await app.register(fastifyStatic, staticFiles(tablet, TABLET_PREFIX, !portal));
      // Not an API call: out of the OpenAPI document, as @fastify/static keeps its own routes.
      app.get(TABLET_PREFIX.slice(0, -1), { schema: { hide: true } }, (_req, reply) =>
        reply.redirect(TABLET_PREFIX, 301),
      );
    }
    const indexOf = (reply: FastifyReply, dir: string) => reply.type('text/html').sendFile('index.html', dir);

    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0]!;
      const notFound = () => reply.code(404).send({ message: 'Not found.' });
      if (req.method !== 'GET') return notFound();
      if (path === '/tablet' || path.startsWith(TABLET_PREFIX))
        return tablet && !path.startsWith(`${TABLET_PREFIX}assets/`) ? indexOf(reply, tablet) : notFound();
      const api = /^\/(v1|v2|docs)(\/|$)/.test(path);
      return portal && !api ? indexOf(reply, portal) : notFound();
    });
  },
);
