import { DASHBOARD_ACCESS } from '@acorn/domain/access';
import {
  WEATHER_CACHE_MINUTES,
  WEATHER_MESSAGES,
  weatherParams,
  weatherQuerySchema,
  weatherSchema,
  type Weather,
} from '@acorn/domain/weather';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { facilities } from '../../db/schema/index.js';
import { groupScope, inScope } from '../../lib/group-scope.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { MAX_ID } from '../../lib/resource/scoped-row.js';
import { currentWeather } from './open-meteo.js';

const CACHE_MS = WEATHER_CACHE_MINUTES * 60_000;

/**
 * The dashboard's weather (issue 19): the facility's current weather, asked of the weather service by the
 * server (the browser never calls it: no third party learns who looks) and kept ten minutes per facility
 * and units in this instance, so a room of dashboards asks once. Not reachable: 503 with a calm message.
 */
export async function weatherRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const kept = new Map<string, { at: number; weather: Weather }>();

  api.get('/v1/acorn/facilities/:facility_id/weather', {
    config: { access: DASHBOARD_ACCESS },
    schema: {
      tags: ['dashboard'],
      summary: 'Get a facility’s current weather',
      operationId: 'getFacilityWeather',
      params: weatherParams,
      querystring: weatherQuerySchema,
      response: { 200: weatherSchema },
    },
    handler: async (req) => {
      const { facility_id } = req.params;
      const [facility] =
        facility_id > MAX_ID
          ? []
          : await app.db
              .select({ latitude: facilities.latitude, longitude: facilities.longitude })
              .from(facilities)
              .where(
                and(
                  eq(facilities.facility_id, facility_id),
                  inScope(facilities.group_id, groupScope(req.user!)),
                ),
              );
      if (!facility) throw notFound('Facility not found.');
      if (facility.latitude === null || facility.longitude === null)
        throw new HttpError(409, WEATHER_MESSAGES.noPosition);
      const key = `${facility_id}:${req.query.units}`;
      const now = app.clock().getTime();
      const hit = kept.get(key);
      if (hit && now - hit.at < CACHE_MS) return hit.weather;
      const found = await currentWeather(
        app.config.weatherApiUrl,
        { latitude: Number(facility.latitude), longitude: Number(facility.longitude) },
        req.query.units,
      );
      if (!found) throw new HttpError(503, WEATHER_MESSAGES.unavailable);
      const weather = { facility_id, ...found };
      kept.set(key, { at: now, weather });
      return weather;
    },
  });
}
