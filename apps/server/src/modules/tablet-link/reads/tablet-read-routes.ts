import type { FastifyInstance } from 'fastify';
import { contentRoute } from './content-route.js';
import { meRoute } from './me-route.js';
import { menuFileRoute } from './menu-file-route.js';

/**
 * What a tablet reads over HTTP with its own credential (docs/tablet-link.md, "What a tablet reads"): who
 * it belongs to, the content tables and a menu's PDF. Today's activities are the residents module's
 * (residents/events/tablet-today-route.ts).
 */
export async function tabletReadRoutes(app: FastifyInstance) {
  meRoute(app);
  contentRoute(app);
  menuFileRoute(app);
}
