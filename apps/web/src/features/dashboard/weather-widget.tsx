import { DASHBOARD_MESSAGES } from '@acorn/domain/dashboard';
import type { WeatherUnits } from '@acorn/domain/weather';
import { Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ApiError } from '../../lib/api';
import { useStoredState } from '../../lib/use-stored-state';
import { dashboardKeys, fetchWeather } from './dashboard-api';
import { onClock } from './facility-clock';

/** Where the units choice is remembered (sign-out clears it with the rest of local storage). */
export const WEATHER_UNITS_KEY = 'acorn.weather-units';
const parseUnits = (stored: string | null): WeatherUnits =>
  stored !== null && JSON.parse(stored) === 'metric' ? 'metric' : 'imperial';

const UNIT_SIGNS: Record<WeatherUnits, { temperature: string; speed: string }> = {
  imperial: { temperature: '°F', speed: 'mph' },
  metric: { temperature: '°C', speed: 'km/h' },
};

/** The server's own calm words for "unreachable" (503) and "no position" (409); ours for anything else. */
function calmMessage(error: unknown): string {
  return error instanceof ApiError && (error.status === 503 || error.status === 409)
    ? error.message
    : DASHBOARD_MESSAGES.weatherFailed;
}

/**
 * The facility's current weather, asked of the server (which asks the weather service and keeps each
 * answer ten minutes): °F and mph unless the user switches to metric, which is remembered. When the
 * service cannot be reached the widget says so in words and the rest of the page is unaffected.
 */
export function WeatherWidget({ facilityId, timeZone }: { facilityId: number; timeZone: string }) {
  const headingId = useId();
  const [units, setUnits] = useStoredState(WEATHER_UNITS_KEY, parseUnits);
  const weather = useQuery({
    queryKey: dashboardKeys.weather(facilityId, units),
    queryFn: () => fetchWeather(facilityId, units),
    // The server keeps an answer ten minutes; asking it sooner would bring the same one.
    staleTime: 5 * 60_000,
    retry: false,
  });
  const sign = UNIT_SIGNS[units];
  const round = (value: number) => Math.round(value);
  const data = weather.data;
  const facts = data && [
    data.feels_like !== null ? `Feels like ${round(data.feels_like)} ${sign.temperature}` : null,
    data.wind_speed !== null ? `Wind ${round(data.wind_speed)} ${sign.speed}` : null,
    data.humidity !== null ? `Humidity ${round(data.humidity)} %` : null,
  ];

  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={headingId} component="h3" variant="h6">
            Weather
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={units === 'metric'}
                onChange={(e) => setUnits(e.target.checked ? 'metric' : 'imperial')}
              />
            }
            label="Metric (°C, km/h)"
          />
        </Stack>
        <div aria-live="polite">
          {weather.isPending || weather.isError ? (
            // One paragraph from the first paint, saying it is loading and then, if so, the calm message:
            // the browser weighs an element's paint once, so the page's largest paint is not a message
            // that waits for the weather service to give up (up to 3 s; issue 42).
            <Typography sx={{ mt: 1 }} color={weather.isPending ? 'text.secondary' : undefined}>
              {weather.isPending ? 'Loading the weather…' : calmMessage(weather.error)}
            </Typography>
          ) : (
            <>
              <Typography component="p" variant="h4" sx={{ mt: 1 }}>
                {round(weather.data.temperature)} {sign.temperature}
              </Typography>
              <Typography>{weather.data.description}</Typography>
              <Typography variant="body2" color="text.secondary">
                {facts?.filter(Boolean).join(' · ')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Observed at {onClock(weather.data.observed_at, timeZone).time}, the facility’s time
              </Typography>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
