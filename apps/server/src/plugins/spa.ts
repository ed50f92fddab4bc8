import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';

/**
 * Serves the built SPA when there is one. Any other GET that is not an API or docs path gets
 * index.html so the browser's router decides (unknown screens show its not-found page); the API
 * answers unknown paths with a JSON 404.
 */
export const spa = fp(async (app: FastifyInstance, options: { webDir: string | undefined }) => {
  const { webDir } = options;
  const hasSpa = webDir !== undefined && fs.existsSync(`${webDir}/index.html`);
  if (hasSpa) await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false });
  app.setNotFoundHandler((req, reply) => {
    const api = /^\/(v1|v2|docs)(\/|\?|$)/.test(req.url);
    if (!hasSpa || req.method !== 'GET' || api) return reply.code(404).send({ message: 'Not found.' });
    return reply.type('text/html').sendFile('index.html');
  });
});
