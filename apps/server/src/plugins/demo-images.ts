import { PORTAL_IMAGES_PATH } from '@acorn/domain/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { SERVER_ROOT } from '../paths.js';

/**
 * Where the demo data's logos and pictures are served from: by the portal itself, so a demo offline looks
 * right. The one local path an image address may take (the domain's image-address rule).
 */
export const DEMO_IMAGES_PATH = PORTAL_IMAGES_PATH;

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
