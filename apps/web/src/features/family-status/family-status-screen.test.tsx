// @vitest-environment happy-dom
import {
  DEFAULT_FAMILY_SHARES,
  FAMILY_MESSAGES,
  type FamilyResident,
  type FamilyWeek,
  type FamilyWeekItem,
} from '@acorn/domain/family';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveEvent, renderApp } from '../../../test/render';
import { serverDouble, type Routes } from '../../../test/server-double';
import { FamilyStatusScreen } from './family-status-screen';

// A family member's status report: their resident's week, day by day, on the care home's clock.

const DOROTHY: FamilyResident = {
  user_id: 5,
  firstname: 'Dorothy',
  surname: 'Campbell',
  facility_name: 'Toronto',
  relationship: 'Daughter',
  shares: DEFAULT_FAMILY_SHARES,
  has_tablet: true,
};
const FRANK: FamilyResident = { ...DOROTHY, user_id: 6, firstname: 'Frank', facility_name: 'Lakeside' };
const item = (day: string, time: string, title: string, extra: Partial<FamilyWeekItem> = {}) => ({
  kind: 'check_ins' as const,
  at: `${day}T12:00:00.000Z`,
  day,
  time,
  title,
  detail: `Checked in at ${time}, answered ${time}`,
  flag: null,
  ...extra,
});
const weekOf = (
  resident: FamilyResident,
  week_start: string,
  extra: Partial<FamilyWeek> = {},
): FamilyWeek => ({
  resident: {
    user_id: resident.user_id,
    firstname: resident.firstname,
    surname: resident.surname,
    facility_name: resident.facility_name,
    time_zone: 'America/Toronto',
  },
  week_start,
  week_end: week_start,
  this_week: '2026-11-16',
  shares: DEFAULT_FAMILY_SHARES,
  not_shared: ['health', 'calls'],
  items: [],
  ...extra,
});
const THIS_WEEK = weekOf(DOROTHY, '2026-11-16', {
  items: [
    item('2026-11-17', '10:00', 'Choir', { kind: 'activities', detail: 'Took part · Garden Room' }),
    item('2026-11-18', '09:12', 'Check-in answered'),
  ],
});

function show(routes: Routes, at = '/family-status-report') {
  const server = serverDouble({
    'GET /v1/acorn/family/residents': { body: { items: [DOROTHY] } },
    'GET /v1/acorn/family/residents/5/week': (call) => ({
      body: call.query.get('start') ? weekOf(DOROTHY, call.query.get('start')!) : THIS_WEEK,
    }),
    ...routes,
  });
  const rendered = renderApp(<FamilyStatusScreen title="Status Report" />, {
    roles: [7],
    route: { path: '/family-status-report', at },
  });
  return { server, ...rendered };
}

describe('the status report', () => {
  it('says calmly when the account is linked to no resident yet', async () => {
    show({ 'GET /v1/acorn/family/residents': { body: { items: [] } } });
    expect(await screen.findByText(FAMILY_MESSAGES.noResidents)).toBeDefined();
  });

  it('shows the week day by day from Monday, each item with its time, and what is not shared', async () => {
    show({});
    expect(await screen.findByRole('heading', { level: 2, name: 'Week of 16.11.2026' })).toBeDefined();
    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual([
      'Monday 16.11.2026',
      'Tuesday 17.11.2026',
      'Wednesday 18.11.2026',
      'Thursday 19.11.2026',
      'Friday 20.11.2026',
      'Saturday 21.11.2026',
      'Sunday 22.11.2026',
    ]);
    const tuesday = screen.getByRole('region', { name: 'Tuesday 17.11.2026' });
    expect(tuesday.textContent).toContain('10:00ChoirTook part · Garden Room');
    expect(within(tuesday).getByRole('img', { name: 'Activity' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Monday 16.11.2026' }).textContent).toMatch(
      /Nothing (recorded|planned)/,
    );
    expect(
      screen.getByText(
        'Dorothy does not share the health summary or calls with you. The care home can change this.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Health summary' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next week' })).toHaveProperty('disabled', true);
  });

  it('goes to the week before and back', async () => {
    const { user, server } = show({});
    await user.click(await screen.findByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('heading', { name: 'Week of 09.11.2026' })).toBeDefined();
    expect(server.last('GET', '/v1/acorn/family/residents/5/week')?.query.get('start')).toBe('2026-11-09');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: 'Week of 16.11.2026' })).toBeDefined();
  });

  it('offers a picker to a member linked to several residents, and shows the health card when shared', async () => {
    const health = { ...DEFAULT_FAMILY_SHARES, health: true };
    const { user } = show({
      'GET /v1/acorn/family/residents': { body: { items: [DOROTHY, { ...FRANK, shares: health }] } },
      'GET /v1/acorn/family/residents/6/week': {
        body: weekOf(FRANK, '2026-11-16', { shares: health, not_shared: ['calls'] }),
      },
      'GET /v1/acorn/family/residents/6/health-summary': {
        body: {
          units: 'metric',
          items: [
            {
              measure: 'bpm',
              label: 'Heart rate',
              value: 110,
              unit: 'bpm',
              at: '2026-11-20T13:00:00.000Z',
              day: '2026-11-20',
              time: '08:00',
              flag: 'high',
              low: 50,
              high: 100,
              value_text: '110 bpm',
              flag_text: 'Above normal range (50–100 bpm)',
            },
          ],
        },
      },
    });
    await user.click(await screen.findByRole('combobox', { name: 'Resident' }));
    await user.click(screen.getByRole('option', { name: /Frank Campbell/ }));
    const card = await screen.findByRole('region', { name: 'Health summary' });
    expect(await within(card).findByText('Above normal range (50–100 bpm)')).toBeDefined();
    expect(card.textContent).toContain('Heart rate: 110 bpm');
    expect(screen.getByText(/Frank does not share calls with you/)).toBeDefined();
  });

  it('asks for the week again when a check-in of the resident arrives live', async () => {
    const { server } = show({});
    await screen.findByRole('heading', { name: 'Week of 16.11.2026' });
    const asked = () => server.callsTo('GET', '/v1/acorn/family/residents/5/week').length;
    const before = asked();
    act(() => liveEvent({ type: 'check_in', group_id: 3, user_id: 99, state: 1 }));
    act(() => liveEvent({ type: 'check_in', group_id: 3, user_id: 5, state: 1 }));
    await expect.poll(asked).toBe(before + 1);
  });

  it('offers no Call when the resident does not share calls: the note on what is not shared says so', async () => {
    show({});
    await screen.findByRole('heading', { name: 'Week of 16.11.2026' });
    expect(screen.queryByRole('button', { name: /^Call / })).toBeNull();
  });
});

describe('calling the resident', () => {
  const calls = { ...DEFAULT_FAMILY_SHARES, calls: true };
  /** A camera and microphone the browser grants: a stream with no tracks is enough to place the call. */
  const grantMedia = () =>
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () =>
          Promise.resolve({ getTracks: () => [], getAudioTracks: () => [], getVideoTracks: () => [] }),
      },
    });
  afterEach(() => Reflect.deleteProperty(navigator, 'mediaDevices'));

  it('rings their tablet by the family route when calls are shared', async () => {
    grantMedia();
    const { user, server } = show({
      'GET /v1/acorn/family/residents': { body: { items: [{ ...DOROTHY, shares: calls }] } },
      'POST /v1/acorn/family/residents/5/calls': {
        status: 201,
        body: { call_id: 40, rings_until: '2026-11-28T10:00:45.000Z', ice_servers: [] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Call Dorothy' }));
    const view = await screen.findByRole('dialog', { name: 'Call with Dorothy Campbell' });
    expect(await within(view).findByText('Ringing…')).toBeDefined();
    expect(server.writes().map((c) => c.path)).toEqual(['/v1/acorn/family/residents/5/calls']);
    // Hung up while it rings: the call is cancelled and the view closes by itself.
    await user.click(within(view).getByRole('button', { name: 'Hang up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a call cannot be made without a tablet', async () => {
    const { user, server } = show({
      'GET /v1/acorn/family/residents': {
        body: { items: [{ ...DOROTHY, shares: calls, has_tablet: false }] },
      },
    });
    const call = await screen.findByRole('button', { name: 'Call Dorothy' });
    expect(call.getAttribute('aria-disabled')).toBe('true');
    expect(call.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(call.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Dorothy has no tablet yet, so a call cannot reach them.',
    );
    await user.click(call);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.writes()).toEqual([]);
  });
});
