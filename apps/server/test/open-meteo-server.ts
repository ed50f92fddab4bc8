import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking Open-Meteo's forecast API as far as the dashboard uses it (`/v1/forecast` with
 * `current=…`, units by `temperature_unit` and `wind_speed_unit`): it answers a fixed observation in the
 * units asked, records every request, and can be stopped to play an unreachable service. Free of any test
 * runner: the API tests (Vitest, fake-open-meteo.ts), the e2e specs (Playwright) and the benches share it.
 */
export async function listenFakeOpenMeteo(port = 0) {
  const requests: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/v1/forecast') return void res.writeHead(404).end();
    requests.push(url.searchParams);
    const fahrenheit = url.searchParams.get('temperature_unit') === 'fahrenheit';
    const mph = url.searchParams.get('wind_speed_unit') === 'mph';
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        latitude: Number(url.searchParams.get('latitude')),
        longitude: Number(url.searchParams.get('longitude')),
        utc_offset_seconds: 0,
        current_units: { temperature_2m: fahrenheit ? '°F' : '°C', wind_speed_10m: mph ? 'mp/h' : 'km/h' },
        current: {
          time: '2026-11-24T14:00',
          interval: 900,
          temperature_2m: fahrenheit ? 41.2 : 5.1,
          apparent_temperature: fahrenheit ? 35.6 : 2,
          relative_humidity_2m: 81,
          wind_speed_10m: mph ? 9.3 : 15,
          weather_code: 61,
        },
      }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** Stops listening and drops the connections kept alive: from now on the service cannot be reached. */
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url, requests, stop };
}
