import { WEATHER_MESSAGES, type Weather } from '@acorn/domain/weather';
import { describe, expect, it } from 'vitest';
import { startFakeOpenMeteo } from '../../../test/fake-open-meteo.js';
import { signedInStaff } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { facilities } from '../../db/schema/index.js';

const meteo = await startFakeOpenMeteo();
const { app, db, clock } = await createTestApp({ config: { weatherApiUrl: meteo.url } });
const { groups, as } = await signedInStaff(app, db, {
  manager: { roles: [2], group: 'maple' },
  stranger: { roles: [2], group: 'shannon' },
  papers: { roles: [3], group: 'maple' },
});
const [toronto, unplaced] = await db
  .insert(facilities)
  .values([
    {
      name: 'Toronto',
      group_id: groups.maple,
      latitude: '43.671',
      longitude: '-79.3836',
      time_zone: 'America/Toronto',
    },
    { name: 'New wing', group_id: groups.maple },
  ])
  .returning({ id: facilities.facility_id });

const weather = (facility: number, headers: Record<string, string> = as.manager, units = '') =>
  app.inject({ url: `/v1/acorn/facilities/${facility}/weather${units}`, headers });

describe("a facility's weather on the dashboard", () => {
  it('is asked of the weather service at the facility’s position, in °F and mph unless metric is asked', async () => {
    const imperial = await weather(toronto!.id);
    expect(imperial.statusCode).toBe(200);
    expect(imperial.json<Weather>()).toEqual({
      facility_id: toronto!.id,
      units: 'imperial',
      temperature: 41.2,
      feels_like: 35.6,
      humidity: 81,
      wind_speed: 9.3,
      weather_code: 61,
      description: 'Rain',
      observed_at: '2026-11-24T14:00:00.000Z',
    });
    const asked = meteo.requests.at(-1)!;
    expect([asked.get('latitude'), asked.get('longitude')]).toEqual(['43.671', '-79.3836']);
    expect([asked.get('temperature_unit'), asked.get('wind_speed_unit')]).toEqual(['fahrenheit', 'mph']);
    const metric = await weather(toronto!.id, as.manager, '?units=metric');
    expect(metric.json<Weather>()).toMatchObject({ units: 'metric', temperature: 5.1, wind_speed: 15 });
  });

  it('is kept ten minutes per facility and units: a room of dashboards asks the service once', async () => {
    clock.advance(11 * 60_000);
    const before = meteo.requests.length;
    await weather(toronto!.id);
    await weather(toronto!.id);
    await weather(toronto!.id, as.manager, '?units=metric');
    expect(meteo.requests.length).toBe(before + 2);
    clock.advance(9 * 60_000);
    await weather(toronto!.id);
    expect(meteo.requests.length).toBe(before + 2);
    clock.advance(2 * 60_000);
    await weather(toronto!.id);
    expect(meteo.requests.length).toBe(before + 3);
  });

  it('is only for the dashboard’s roles, and only for a facility of the user’s scope', async () => {
    expect((await weather(toronto!.id, as.stranger)).statusCode).toBe(404);
    expect((await weather(toronto!.id, as.papers)).statusCode).toBe(403);
    expect((await weather(toronto!.id, {})).statusCode).toBe(401);
    expect((await weather(999_999)).statusCode).toBe(404);
    expect((await weather(toronto!.id, as.manager, '?units=kelvin')).statusCode).toBe(400);
  });

  it('says so when the facility has no position yet', async () => {
    const answer = await weather(unplaced!.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: WEATHER_MESSAGES.noPosition });
  });

  it('says calmly that the service cannot be reached', async () => {
    clock.advance(11 * 60_000);
    await meteo.stop();
    const answer = await weather(toronto!.id);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      message: WEATHER_MESSAGES.unavailable,
      request_id: answer.headers['x-request-id'],
    });
  });
});
