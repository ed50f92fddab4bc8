import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { SERVER_ROOT } from '../lib/paths.js';

/** Where the demo data's logos and pictures are served from: by the portal itself, so a demo offline looks right. */
export const DEMO_IMAGES_PATH = '/demo-images/';

/** The small SVGs committed in apps/server/demo-images, public like the SPA's own assets. */
export const demoImages = fp(async (app: FastifyInstance) => {
  await app.register(fastifyStatic, {
    root: path.join(SERVER_ROOT, 'demo-images'),
    prefix: DEMO_IMAGES_PATH,
    // The SPA's registration decorates the reply; only one may.
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });
});
