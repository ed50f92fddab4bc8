// @vitest-environment happy-dom
import { APPOINTMENT_MESSAGES, type Appointment } from '@acorn/domain/activities';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { refuse, serverDouble } from '../../../test/server-double';
import { ServicesScreen } from './services-screen';

// The services calendar as a care manager uses it, against a server double that records every call: the
// day's columns and filters in the address, booking through the drawer (its rules first, then the
// server's refusal shown in it), and a booking opened, then deleted.

const URL = '/v1/acorn/appointments';
const MANAGER = 2;
const DAY = '2026-12-02';
// The morning of the day shown, before its hours: Add appointment starts at 10:00 whenever the test runs
// (in the afternoon of that day it started at the next whole hour). Only the date is fixed; timers run.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${DAY}T07:00:00.000Z`));
});
afterAll(() => vi.useRealTimers());
const physio: Appointment = {
  appointment_id: 7,
  service: 'Physiotherapy',
  user_id: 12,
  resident_name: 'Mary Byrne',
  facility_id: 3,
  facility_name: 'Glenview',
  time_zone: 'Europe/Dublin',
  start_time: `${DAY}T10:00:00.000Z`,
  end_time: `${DAY}T11:00:00.000Z`,
  provider: 'Anne Byrne, physiotherapist',
  location: 'Physio room',
  notes: null,
  group_id: 3,
  last_modified_date: '2026-11-20T09:00:00.000Z',
};
const mary = {
  user_id: 12,
  firstname: 'Mary',
  surname: 'Byrne',
  facility_id: 3,
  facility_name: 'Glenview',
};

beforeAll(async () => {
  await import('./appointment-form');
});
const FIRST_SHOWING = { timeout: 10_000 };

async function calendar(at = `/services?date=${DAY}&view=day`) {
  const server = serverDouble({
    [`GET ${URL}`]: {
      body: {
        items: [physio],
        facilities: [{ facility_id: 3, name: 'Glenview', time_zone: 'Europe/Dublin' }],
      },
    },
    'GET /v1/acorn/residents': { body: { items: [mary], total: 1 } },
  });
  const rendered = renderApp(<ServicesScreen title="Services" />, {
    roles: [MANAGER],
    route: { path: '/services', at },
  });
  await screen.findByText('Mary Byrne', {}, FIRST_SHOWING);
  return { server, ...rendered };
}

describe('the services calendar', () => {
  it('shows the day by service, and asks again for the services left ticked', async () => {
    const { user, server } = await calendar();
    expect(screen.getByText('Anne Byrne, physiotherapist')).toBeDefined();
    expect(server.last('GET', URL)?.query.get('from')).toBe(`${DAY}T00:00:00.000Z`);
    expect(server.last('GET', URL)?.query.get('service')).toBe(
      'Hairdressing,Physiotherapy,Chiropractor,Doctor',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Doctor' }));
    await waitFor(() =>
      expect(server.last('GET', URL)?.query.get('service')).toBe('Hairdressing,Physiotherapy,Chiropractor'),
    );
  });

  it('books through the drawer: the rules before any call, then the server’s refusal in the form', async () => {
    const { user, server } = await calendar();
    await user.click(screen.getByRole('button', { name: 'Add appointment' }));
    const form = await screen.findByRole('dialog', { name: 'Add appointment' }, FIRST_SHOWING);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toBe(APPOINTMENT_MESSAGES.service);
    expect(server.writes()).toEqual([]);

    await user.click(within(form).getByRole('combobox', { name: 'Service' }));
    await user.click(await screen.findByRole('option', { name: 'Physiotherapy' }));
    await user.type(within(form).getByRole('combobox', { name: 'Resident' }), 'Byr');
    await user.click(await screen.findByRole('option', { name: /Mary Byrne/ }));
    const clash = 'Mary Byrne already has Doctor 10:00–10:20 on 02.12.2026.';
    server.on({ [`POST ${URL}`]: refuse(409, clash) });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByText(clash)).closest('[role="alert"]')).not.toBeNull();
    expect(server.last('POST', URL)?.body).toMatchObject({
      service: 'Physiotherapy',
      user_id: 12,
      start_time: `${DAY}T10:00:00.000Z`,
      end_time: `${DAY}T10:30:00.000Z`,
    });

    server.on({ [`POST ${URL}`]: { status: 201, body: { ...physio, appointment_id: 8 } } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe(APPOINTMENT_MESSAGES.created);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a booking by keyboard in the edit form, whose Delete asks and deletes it', async () => {
    const { user, server } = await calendar();
    server.on({ [`DELETE ${URL}/7`]: { body: { message: APPOINTMENT_MESSAGES.deleted } } });
    const booking = screen.getByRole('button', { name: /Mary Byrne/ });
    booking.focus();
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('dialog', { name: 'Edit appointment' }, FIRST_SHOWING);
    expect(within(form).getByRole('textbox', { name: 'Provider' })).toHaveProperty(
      'value',
      'Anne Byrne, physiotherapist',
    );
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete appointment of Mary Byrne?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes().map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE ${URL}/7`]);
  });
});
