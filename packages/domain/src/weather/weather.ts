import { z } from 'zod';
import { idText, rowId } from '../shared/fields';

// The dashboard's weather widget (doc 1 §2 /home; issue 19): the server asks a weather service (Open-Meteo,
// no key) for the facility's stored position, imperial and English by default as the spec has it, metric
// on request, and keeps each answer for ten minutes per facility and units.

export const WEATHER_UNITS = ['imperial', 'metric'] as const;
export type WeatherUnits = (typeof WEATHER_UNITS)[number];

/** How long an answer is kept per facility and units before the service is asked again. */
export const WEATHER_CACHE_MINUTES = 10;

export const weatherParams = z.object({ facility_id: idText });
export const weatherQuerySchema = z.object({ units: z.enum(WEATHER_UNITS).default('imperial') });

export const weatherSchema = z.object({
  facility_id: rowId,
  units: z.enum(WEATHER_UNITS),
  /** °F (imperial) or °C (metric). */
  temperature: z.number(),
  feels_like: z.number().nullable(),
  /** Percent. */
  humidity: z.number().nullable(),
  /** mph (imperial) or km/h (metric). */
  wind_speed: z.number().nullable(),
  /** The WMO weather code the service gives, and its words. */
  weather_code: z.int().nullable(),
  description: z.string(),
  /** When the service observed it, ISO 8601. */
  observed_at: z.string(),
});
export type Weather = z.infer<typeof weatherSchema>;

export const WEATHER_MESSAGES = {
  unavailable: 'The weather service cannot be reached just now. The rest of the dashboard is up to date.',
  noPosition: 'This facility has no position yet: add its latitude and longitude under Facilities.',
} as const;

/** WMO weather interpretation codes (as Open-Meteo documents them), in words. */
const WMO: [number[], string][] = [
  [[0], 'Clear sky'],
  [[1], 'Mainly clear'],
  [[2], 'Partly cloudy'],
  [[3], 'Overcast'],
  [[45, 48], 'Fog'],
  [[51, 53, 55, 56, 57], 'Drizzle'],
  [[61, 63, 65, 66, 67], 'Rain'],
  [[71, 73, 75, 77], 'Snow'],
  [[80, 81, 82], 'Rain showers'],
  [[85, 86], 'Snow showers'],
  [[95, 96, 99], 'Thunderstorm'],
];

export function weatherDescription(code: number | null): string {
  return WMO.find(([codes]) => code !== null && codes.includes(code))?.[1] ?? 'Weather';
}
