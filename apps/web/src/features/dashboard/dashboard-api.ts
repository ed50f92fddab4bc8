import type { Dashboard } from '@acorn/domain/dashboard';
import type { FacilityRow } from '@acorn/domain/facilities';
import type { Weather, WeatherUnits } from '@acorn/domain/weather';
import { apiCall } from '../../lib/api';

// The domain's types are what the screen works with; each call is typed from the server's OpenAPI document.

/** The most facilities the selector offers: a group has a handful, role 1 every group's few dozen. */
export const FACILITIES_SHOWN = 100;

/** The facilities of the user's scope in the order they were made: the first is the default (Toronto). */
export const fetchFacilities = async (): Promise<FacilityRow[]> =>
  (
    await apiCall('get', '/v1/acorn/facilities', {
      query: { sort: 'facility_id', order: 'asc', page_size: FACILITIES_SHOWN },
    })
  ).items;

export const fetchDashboard = (facilityId: number): Promise<Dashboard> =>
  apiCall('get', '/v1/acorn/facilities/{facility_id}/dashboard', { params: { facility_id: facilityId } });

export const fetchWeather = (facilityId: number, units: WeatherUnits): Promise<Weather> =>
  apiCall('get', '/v1/acorn/facilities/{facility_id}/weather', {
    params: { facility_id: facilityId },
    query: { units },
  });

/** This feature's cache keys. */
export const dashboardKeys = {
  facilities: ['dashboard', 'facilities'] as const,
  day: (facilityId: number) => ['dashboard', 'day', facilityId] as const,
  weather: (facilityId: number, units: WeatherUnits) => ['dashboard', 'weather', facilityId, units] as const,
};
