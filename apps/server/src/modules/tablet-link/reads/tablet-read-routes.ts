import type { FastifyInstance } from 'fastify';
import { contentRoute } from './content-route.js';
import { meRoute } from './me-route.js';
import { menuFileRoute } from './menu-file-route.js';
import { todayRoute } from './today-route.js';

/**
 * What a tablet reads over HTTP with its own credential (docs/tablet-link.md, "What a tablet reads"): who
 * it belongs to, today's activities, the content tables and a menu's PDF.
 */
export async function tabletReadRoutes(app: FastifyInstance) {
  meRoute(app);
  todayRoute(app);
  contentRoute(app);
  menuFileRoute(app);
}
