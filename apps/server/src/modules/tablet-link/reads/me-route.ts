import { tabletProfileSchema } from '@acorn/domain/tablet-link';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ENROLMENT_TAGS } from '../enrolment/enrolment-tags.js';
import { TABLET_SECURITY } from '../tablet-http-auth.js';
import { tabletReader } from './tablet-reader.js';

/**
 * GET /v1/acorn/tablet-link/me: whom the tablet greets and the clock it shows (tablet-reader.ts says which
 * zone). With the tablet's credential, else 401.
 */
export function meRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/v1/acorn/tablet-link/me', {
    config: { access: 'public' },
    schema: {
      tags: ENROLMENT_TAGS,
      summary: 'Get the tablet’s user and their time zone',
      operationId: 'getTabletProfile',
      security: TABLET_SECURITY,
      response: { 200: tabletProfileSchema },
    },
    handler: async (req) => {
      const r = await tabletReader(req);
      return {
        user_id: r.user_id,
        user_type: r.user_type,
        firstname: r.firstname,
        surname: r.surname,
        group_name: r.group_name,
        facility_name: r.facility_name,
        time_zone: r.time_zone,
        acorn_version: r.acorn_version,
      };
    },
  });
}
