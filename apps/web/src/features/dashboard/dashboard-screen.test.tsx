// @vitest-environment happy-dom
import { noAccessSentence, PERMISSION } from '@acorn/domain/access';
import type { Dashboard } from '@acorn/domain/dashboard';
import type { FacilityRow } from '@acorn/domain/facilities';
import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import { WEATHER_MESSAGES, type Weather } from '@acorn/domain/weather';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { page, refuse, serverDouble, type RecordedCall, type Routes } from '../../../test/server-double';
import { DashboardScreen } from './dashboard-screen';
import { WEATHER_UNITS_KEY } from './weather-widget';

const facility = (facility_id: number, name: string, resident_count: number, time_zone: string) =>
  ({ facility_id, name, resident_count, time_zone, units: 'imperial', group_id: 2 }) as FacilityRow;
const TORONTO = facility(1, 'Toronto', 12, 'America/Toronto');
const GLENVIEW = facility(5, 'The Season at Glenview', 34, 'Europe/Dublin');

const NOTHING = { failed_check_ins: 0, tablets_offline: 0, open_jobs: 0, overdue_jobs: 0, tablet_jobs: 0 };
const dayOf = (f: FacilityRow, more: Partial<Dashboard> = {}): Dashboard => ({
  facility: { ...f, units: 'imperial' },
  date: '2026-11-20',
  activities: [],
  maintenances: [],
  birthdays: [],
  glance: NOTHING,
  ...more,
});
const weather = (units: 'imperial' | 'metric'): Weather => ({
  facility_id: 1,
  units,
  temperature: units === 'imperial' ? 41.2 : 5.1,
  feels_like: null,
  humidity: 81,
  wind_speed: units === 'imperial' ? 9.3 : 15,
  weather_code: 61,
  description: 'Rain',
  observed_at: '2026-11-20T14:00:00.000Z',
});
const TORONTO_DAY = dayOf(TORONTO, {
  activities: [
    {
      public_event_id: 7,
      title: 'Coffee morning',
      location: 'Day room',
      category: 'Social',
      start_time: '2026-11-20T14:00:00.000Z',
      end_time: '2026-11-20T15:00:00.000Z',
      facility_id: null,
    },
  ],
  birthdays: [
    { user_id: 3, firstname: 'Nora', surname: 'Walsh', location: 'Room 4', dob: '1940-11-20', age: 86 },
  ],
  glance: { ...NOTHING, failed_check_ins: 2, open_jobs: 5 },
});

function dashboard(at = '/home', more: Routes = {}, bits = ALL_PERMISSIONS) {
  const server = serverDouble({
    'GET /v1/acorn/facilities': page([TORONTO, GLENVIEW]),
    'GET /v1/acorn/facilities/1/dashboard': { body: TORONTO_DAY },
    'GET /v1/acorn/facilities/5/dashboard': { body: dayOf(GLENVIEW) },
    'GET /v1/acorn/facilities/:id/weather': (call: RecordedCall) => ({
      body: weather(call.query.get('units') as 'imperial' | 'metric'),
    }),
    ...more,
  });
  return {
    server,
    ...renderApp(<DashboardScreen title="Dashboard" />, {
      roles: [2],
      user: { group_permissions: bits },
      route: { path: '/home', at },
    }),
  };
}

describe('the dashboard', () => {
  it('shows the first facility of the scope: its name, residents, day, figures and weather in °F', async () => {
    const { server } = dashboard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Toronto' })).toBeTruthy();
    expect(screen.getByText('12 residents')).toBeTruthy();
    expect(Object.fromEntries(server.last('GET', '/v1/acorn/facilities')!.query)).toMatchObject({
      sort: 'facility_id',
      order: 'asc',
    });
    expect(await screen.findByText('41 °F')).toBeTruthy();
    expect(screen.getByText(/Wind 9 mph/)).toBeTruthy();
    // Times on the facility's clock: 14:00Z is 09:00 in Toronto.
    expect(await screen.findByText('09:00–10:00 Coffee morning')).toBeTruthy();
    const failed = screen.getByRole('link', { name: /^2 Check-ins failed today/ });
    expect(failed.getAttribute('href')).toBe('/users?facility_id=1&check_in=2');
    expect(screen.getByRole('link', { name: /^5 Open jobs Open Maintenances/ }).getAttribute('href')).toBe(
      '/maintenance',
    );
  });

  it('opens the facility the address names, and a choice changes the name, the count and the day', async () => {
    const { server, user } = dashboard('/home?facility_id=5');
    expect(await screen.findByRole('heading', { level: 2, name: 'The Season at Glenview' })).toBeTruthy();
    expect(screen.getByText('34 residents')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Facility' }));
    await user.click(await screen.findByRole('option', { name: 'Toronto' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Toronto' })).toBeTruthy();
    expect(screen.getByText('12 residents')).toBeTruthy();
    await waitFor(() =>
      expect(server.last('GET', /\/dashboard$/)?.path).toBe('/v1/acorn/facilities/1/dashboard'),
    );
  });

  it('says calmly when a tab is empty, and lists birthdays with the age turned', async () => {
    const { user } = dashboard('/home?facility_id=1');
    await user.click(await screen.findByRole('tab', { name: "Today's maintenances (0)" }));
    expect(screen.getByText('No maintenance jobs start today.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: "Today's birthdays (1)" }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Nora Walsh turns 86')).toBeTruthy();
    expect(within(panel).getByText('Room 4 · Born 20.11.1940')).toBeTruthy();
  });

  it('says calmly the group has no access to activities without READ_EDIT_PUBLIC_EVENTS', async () => {
    dashboard('/home?facility_id=1', {}, ALL_PERMISSIONS & ~PERMISSION.READ_EDIT_PUBLIC_EVENTS);
    const tab = await screen.findByRole('tab', { name: "Today's activities" });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText(noAccessSentence('activities'))).toBeTruthy();
    expect(screen.queryByText('No activities today.')).toBeNull();
    expect(screen.getByRole('tab', { name: "Today's birthdays (1)" })).toBeTruthy();
  });

  it('switches the weather to metric and remembers it', async () => {
    const { server, user } = dashboard();
    await screen.findByText('41 °F');
    await user.click(screen.getByRole('switch', { name: 'Metric (°C, km/h)' }));
    expect(await screen.findByText('5 °C')).toBeTruthy();
    expect(server.last('GET', /\/weather$/)?.query.get('units')).toBe('metric');
    expect(localStorage.getItem(WEATHER_UNITS_KEY)).toBe('"metric"');
  });

  it('shows the server’s calm words when the weather service cannot be reached, and the rest of the page', async () => {
    dashboard('/home', { 'GET /v1/acorn/facilities/:id/weather': refuse(503, WEATHER_MESSAGES.unavailable) });
    expect(await screen.findByText(WEATHER_MESSAGES.unavailable)).toBeTruthy();
    expect(screen.queryByText(/°F/)).toBeNull();
    expect(await screen.findByText('09:00–10:00 Coffee morning')).toBeTruthy();
  });
});
