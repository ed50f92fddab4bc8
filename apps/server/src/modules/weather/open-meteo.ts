import { weatherDescription, type Weather, type WeatherUnits } from '@acorn/domain/weather';
import { z } from 'zod';

/** The service answers within this, or the widget says it cannot be reached (the dashboard waits for no one). */
const TIMEOUT_MS = 3_000;

const number = z.number().nullish();
/** The part of Open-Meteo's /v1/forecast answer the widget shows (`current=…`). */
const answerSchema = z.object({
  current: z.object({
    time: z.string(),
    temperature_2m: z.number(),
    apparent_temperature: number,
    relative_humidity_2m: number,
    wind_speed_10m: number,
    weather_code: number,
  }),
  utc_offset_seconds: z.number().optional(),
});

const UNITS: Record<WeatherUnits, { temperature_unit: string; wind_speed_unit: string }> = {
  imperial: { temperature_unit: 'fahrenheit', wind_speed_unit: 'mph' },
  metric: { temperature_unit: 'celsius', wind_speed_unit: 'kmh' },
};

/**
 * The current weather at a position from Open-Meteo's forecast API, or null when the service cannot be
 * reached, answers an error or answers what it does not document.
 */
export async function currentWeather(
  baseUrl: string,
  at: { latitude: number; longitude: number },
  units: WeatherUnits,
): Promise<Omit<Weather, 'facility_id'> | null> {
  const query = new URLSearchParams({
    latitude: String(at.latitude),
    longitude: String(at.longitude),
    current: 'temperature_2m,apparent_temperature,relative_humidity_2m,wind_speed_10m,weather_code',
    ...UNITS[units],
    // The observation time in UTC: the answer's time is then an instant whatever the facility's zone.
    timezone: 'GMT',
  });
  try {
    const res = await fetch(`${baseUrl}/v1/forecast?${query}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) return null;
    const parsed = answerSchema.safeParse(await res.json());
    if (!parsed.success) return null;
    const now = parsed.data.current;
    const code = now.weather_code ?? null;
    return {
      units,
      temperature: now.temperature_2m,
      feels_like: now.apparent_temperature ?? null,
      humidity: now.relative_humidity_2m ?? null,
      wind_speed: now.wind_speed_10m ?? null,
      weather_code: code,
      description: weatherDescription(code),
      observed_at: new Date(`${now.time}Z`).toISOString(),
    };
  } catch {
    return null;
  }
}
