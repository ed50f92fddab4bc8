// @vitest-environment happy-dom
import type { PublicEvent } from '@acorn/domain/activities';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { enter } from '../../../test/queries';
import { page, serverDouble, type RecordedCall } from '../../../test/server-double';
import { ActivitiesScreen } from './activities-screen';

// The calendar's add and edit as a care manager uses them: the table's form in its drawer, opened on the
// calendar's times or on one of its activities, against a server double that records every call.

const EVENTS = '/v1/acorn/public-events';
const CALENDAR = `${EVENTS}/calendar`;
const ACTIVITIES_ROLE = 5;

/** Bingo on the Wednesday of the week the calendar asks for, 10:00 to 11:00. */
const bingoIn = (call: RecordedCall): PublicEvent => {
  const start = dayjs(call.query.get('from')).add(2, 'day').hour(10);
  return {
    public_event_id: 5,
    title: 'Bingo',
    location: 'Lounge',
    description: 'Eyes down',
    category: 'Social',
    start_time: start.toISOString(),
    end_time: start.add(1, 'hour').toISOString(),
    county: 'All',
    group_id: 3,
    last_updated: '2025-05-02T09:30:00.000Z',
  };
};

// The calendar and the form load on first need. Loaded here first: the test runner's first, cold
// transform of them (the calendar library, the date pickers) can take longer than a query waits.
beforeAll(async () => {
  await Promise.all([import('./activity-calendar'), import('../../components/resource-form/resource-form')]);
});

/**
 * How long a first showing may take: a week of the calendar or the form, drawn for the first time by a cold
 * test runner on a busy two-core machine, took over the 1 s a query waits by default. Each wait still ends
 * the moment the thing shows.
 */
const FIRST_SHOWING = { timeout: 10_000 };

async function calendar() {
  const server = serverDouble({
    [`GET ${EVENTS}`]: page([]),
    [`GET ${CALENDAR}`]: (call) => ({ body: { items: [bingoIn(call)] } }),
  });
  const rendered = renderApp(<ActivitiesScreen title="Activities" />, { roles: [ACTIVITIES_ROLE] });
  await rendered.user.click(screen.getByRole('tab', { name: 'Calendar' }));
  // By its text: a role query walks the whole week's grid, too slow to repeat on a busy machine.
  await screen.findByText('Bingo', {}, FIRST_SHOWING);
  const calendarCalls = () => server.callsTo('GET', CALENDAR).length;
  return { server, calendarCalls, ...rendered };
}

describe('the activities calendar', () => {
  it('adds through the table’s form, opened on its times, and shows the week again once saved', async () => {
    const { user, server, calendarCalls } = await calendar();
    const start = dayjs().add(1, 'hour').startOf('hour');
    server.on({ [`POST ${EVENTS}`]: { status: 201, body: { public_event_id: 6 } } });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const form = await screen.findByRole('dialog', { name: 'Add activity' }, FIRST_SHOWING);
    expect(within(form).getByRole('group', { name: 'Start' }).textContent).toContain(
      start.format('DD.MM.YYYY HH:mm'),
    );
    await enter(user, within(form).getByRole('textbox', { name: 'Title' }), 'Coffee morning');
    await enter(user, within(form).getByRole('textbox', { name: 'Location' }), 'Day room');
    await enter(user, within(form).getByRole('textbox', { name: 'Description' }), 'Scones');
    await user.click(within(form).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Social' }));
    const before = calendarCalls();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('status')).textContent).toBe('Content successfully created.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.writes()).toHaveLength(1);
    expect(server.writes()[0]?.body).toMatchObject({
      title: 'Coffee morning',
      start_time: start.toISOString(),
      end_time: start.add(1, 'hour').toISOString(),
      county: 'All',
    });
    await waitFor(() => expect(calendarCalls()).toBeGreaterThan(before));
  });

  it('takes the chosen times as where a new activity starts: closed untouched, it asks nothing', async () => {
    const { user, server } = await calendar();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('dialog', { name: 'Add activity' }, FIRST_SHOWING);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([]);
  });

  it('opens an activity in the edit form, whose Delete asks, naming it, and deletes it', async () => {
    const { user, server, calendarCalls } = await calendar();
    server.on({ [`DELETE ${EVENTS}/5`]: { status: 204 } });
    await user.click(screen.getByText('Bingo'));
    const form = await screen.findByRole('dialog', { name: 'Edit activity' }, FIRST_SHOWING);
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Bingo');
    const before = calendarCalls();

    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete activity "Bingo"?' });
    expect(server.writes()).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes().map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE ${EVENTS}/5`]);
    await waitFor(() => expect(calendarCalls()).toBeGreaterThan(before));
  });

  it('keeps the activity and its form when Delete is not confirmed', async () => {
    const { user, server } = await calendar();
    await user.click(screen.getByText('Bingo'));
    const form = await screen.findByRole('dialog', { name: 'Edit activity' }, FIRST_SHOWING);
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete activity "Bingo"?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Delete activity/ })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit activity' })).toBeDefined();
    expect(server.writes()).toEqual([]);
  });
});
