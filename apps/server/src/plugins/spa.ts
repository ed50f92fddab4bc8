import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';

/** Built files under /assets/ have a content hash in their names: a changed file is a new name. The
 * path is the file sent, so a compressed copy's ends in .br or .gz. */
const HASHED = /\/assets\/[^/]+-[\w-]{8}\.\w+(\.br|\.gz)?$/;

/**
 * Serves the built SPA when there is one. Any other GET that is not an API or docs path gets
 * index.html so the browser's router decides (unknown screens show its not-found page); the API
 * answers unknown paths with a JSON 404.
 *
 * The build writes brotli and gzip copies beside each file (apps/web/vite.config.ts): a browser gets the
 * smallest it accepts (a table screen's code is a third of its size in gzip) with no compression work per
 * request. Hashed files are cached for a year; index.html is asked for again every time, so a new version
 * of the portal is picked up at the next page load.
 */
export const spa = fp(async (app: FastifyInstance, options: { webDir: string | undefined }) => {
  const { webDir } = options;
  const hasSpa = webDir !== undefined && fs.existsSync(`${webDir}/index.html`);
  if (hasSpa)
    await app.register(fastifyStatic, {
      root: webDir,
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
  app.setNotFoundHandler((req, reply) => {
    const api = /^\/(v1|v2|docs)(\/|\?|$)/.test(req.url);
    if (!hasSpa || req.method !== 'GET' || api) return reply.code(404).send({ message: 'Not found.' });
    return reply.type('text/html').sendFile('index.html');
  });
});
