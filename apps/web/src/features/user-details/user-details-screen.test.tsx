// @vitest-environment happy-dom
import type { ResidentDetail } from '@acorn/domain/residents';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enter } from '../../../test/queries';
import { renderApp } from '../../../test/render';
import { page, refuse, serverDouble, type Routes } from '../../../test/server-double';
import { tabletUser, FLAGS_OFF } from '../../../test/users';
import { UserDetailsScreen } from './user-details-screen';

// User details (spec doc 2 §2.3) as staff use it: locked until Edit, the rules before any call, a
// confirmation, then exactly what the form may change sent in one PUT.

const USER = '/v1/acorn/users/12';

const MARY: ResidentDetail = {
  user: {
    ...tabletUser({
      email: 'mary@example.test',
      mob_phone: '0871111111',
      home_phone: '0212222222',
      dob: '1950-04-02T00:00:00.000Z',
      street: '1 Main Street',
      city: 'Cork',
      county: 'Co.Cork',
      postalcode: 'T12 AB34',
      country: 'Ireland',
      sim_number: '0871234567',
      serial_number: 'SN-31',
    }),
    is_connected: true,
  },
  user_details: {
    ...FLAGS_OFF,
    is_on_support: true,
    extra_accessories: 'Large text',
    suspend_status: null,
    suspend_code: null,
    call_suspend_status: null,
    call_suspend_code: null,
  },
  user_metrics: null,
  user_device: null,
  user_contacts: [],
};

const COMPANION: ResidentDetail = {
  ...MARY,
  user: {
    ...MARY.user,
    user_type: 1,
    firstname: 'John',
    surname: 'Byrne',
    email: 'john@example.test',
    username: 'johnb',
    acorn_id: null,
    verified: true,
  },
  user_details: null,
};

const UNASSIGNED: ResidentDetail = {
  ...MARY,
  user: { ...MARY.user, user_type: 3, firstname: null, surname: null, location: 'Store room' },
  user_details: null,
};

function showUser(roles: number[], detail: ResidentDetail = MARY, routes: Routes = {}) {
  const server = serverDouble({
    [`GET ${USER}`]: { body: detail },
    [`GET ${USER}/commands`]: { body: { items: [] } },
    'GET /v1/acorn/groups': page([
      { group_id: 3, title: 'Oak House' },
      { group_id: 4, title: 'Elm Court' },
    ]),
    [`PUT ${USER}`]: { body: detail },
    ...routes,
  });
  const rendered = renderApp(<UserDetailsScreen />, {
    roles,
    route: { path: '/device/:device', at: '/device/12' },
  });
  return { server, ...rendered };
}

/** The screen for user 12, loaded. */
async function userDetails(roles: number[], detail: ResidentDetail = MARY, routes: Routes = {}) {
  const shown = showUser(roles, detail, routes);
  await screen.findByRole('button', { name: 'Edit' });
  return shown;
}

const box = (name: string) => screen.getByRole('textbox', { name });

async function edit(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  await screen.findByRole('button', { name: 'Update User' });
}

/** The error message the screen shows for a rule, and its OK. */
async function ruleMessage(user: ReturnType<typeof renderApp>['user'], text: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(within(dialog).getByText(text)).toBeDefined();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('a tablet user’s details', () => {
  it('are locked until Edit, and then only what the form may change opens', async () => {
    const { user } = await userDetails([2]);
    expect(screen.getByRole('heading', { level: 1, name: 'Tablet User Details' })).toBeDefined();
    expect(box('Firstname')).toHaveProperty('readOnly', true);
    expect(screen.getByRole('switch', { name: 'Support' })).toHaveProperty('disabled', true);
    await edit(user);
    expect(box('Firstname')).toHaveProperty('readOnly', false);
    expect(box('Location')).toHaveProperty('readOnly', false);
    expect(screen.getByRole('switch', { name: 'Support' })).toHaveProperty('disabled', false);
    for (const fixed of ['Acorn ID', 'Email', 'Country', 'Sim Number'])
      expect(box(fixed)).toHaveProperty('readOnly', true);
  });

  it('refuses an empty first name with its message, and sends nothing', async () => {
    const { user, server } = await userDetails([2]);
    await edit(user);
    await user.clear(box('Firstname'));
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await ruleMessage(user, 'Firstname cannot be empty.');
    expect(server.writes()).toEqual([]);
    // Still editing, with what was typed.
    expect(box('Firstname')).toHaveProperty('value', '');
    expect(box('Surname')).toHaveProperty('value', 'Byrne');
  });

  it('names the first name before the surname when both are empty, then the surname', async () => {
    const { user, server } = await userDetails([2]);
    await edit(user);
    await user.clear(box('Firstname'));
    await user.clear(box('Surname'));
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await ruleMessage(user, 'Firstname cannot be empty.');
    await enter(user, box('Firstname'), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await ruleMessage(user, 'Surname cannot be empty.');
    expect(server.writes()).toEqual([]);
  });

  it('takes a surname of spaces as empty', async () => {
    const { user, server } = await userDetails([2]);
    await edit(user);
    await user.clear(box('Surname'));
    await user.type(box('Surname'), '   ');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await ruleMessage(user, 'Surname cannot be empty.');
    expect(server.writes()).toEqual([]);
  });

  it('asks first, and sends nothing when the question is cancelled', async () => {
    const { user, server } = await userDetails([2]);
    await edit(user);
    await enter(user, box('Location'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    const ask = await screen.findByRole('dialog', { name: 'Update User' });
    expect(within(ask).getByText('Are you sure you want to update user details ?')).toBeDefined();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([]);
    expect(box('Location')).toHaveProperty('value', 'Oak Wing 2');
  });

  it('sends exactly the fields it may change, then says so and goes back to the tablets', async () => {
    const { user, server } = await userDetails([2]);
    await edit(user);
    await user.clear(box('Firstname'));
    await enter(user, box('Firstname'), 'Maria');
    await user.click(screen.getByRole('switch', { name: 'Play Store' }));
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const done = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(done).getByText('User details successfully updated.')).toBeDefined();
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: USER,
        body: {
          // Read-only fields (email, country, Acorn ID, SIM) and, for role 2, the group are not sent.
          user: {
            firstname: 'Maria',
            surname: 'Byrne',
            dob: '1950-04-02',
            home_phone: '0212222222',
            mob_phone: '0871111111',
            location: 'Oak Wing',
            street: '1 Main Street',
            city: 'Cork',
            county: 'Co.Cork',
            postalcode: 'T12 AB34',
            is_active: true,
          },
          user_details: {
            ...FLAGS_OFF,
            is_on_support: true,
            is_play_store: true,
            extra_accessories: 'Large text',
          },
        },
      }),
    ]);
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect((await screen.findByRole('status', { name: 'Current address' })).textContent).toBe('/tablets');
  });

  it('lets an administrator move the user to another group, by name', async () => {
    const { user, server } = await userDetails([1]);
    await edit(user);
    const group = screen.getByRole('combobox', { name: 'Group' });
    expect(group.textContent).toBe('Oak House');
    await user.click(group);
    await user.click(await screen.findByRole('option', { name: 'Elm Court' }));
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Success' });
    expect(server.last('PUT')?.body).toMatchObject({ user: { group_id: 4, firstname: 'Mary' } });
  });

  it('offers a manager no group to change', async () => {
    const { user, server } = await userDetails([2]);
    await edit(user);
    expect(screen.queryByRole('combobox', { name: 'Group' })).toBeNull();
    expect(server.callsTo('GET', '/v1/acorn/groups')).toEqual([]);
  });

  it('shows the spec’s failure sentence when the update fails, and stays on the form', async () => {
    const { user } = await userDetails([2], MARY, {
      [`PUT ${USER}`]: refuse(400, 'Only an administrator can move a user to another group.'),
    });
    await edit(user);
    await enter(user, box('City'), ' City');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const failure = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(failure).getByText('Failed to update user details.')).toBeDefined();
    expect(
      within(failure).getByText('Only an administrator can move a user to another group.'),
    ).toBeDefined();
    await user.click(within(failure).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box('City')).toHaveProperty('value', 'Cork City');
    expect(screen.getByRole('button', { name: 'Update User' })).toBeDefined();
  });

  it('puts back what was loaded on Cancel, and sends nothing', async () => {
    const { user, server } = await userDetails([2]);
    await edit(user);
    await user.clear(box('Surname'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(box('Surname')).toHaveProperty('value', 'Byrne');
    expect(box('Surname')).toHaveProperty('readOnly', true);
    expect(server.writes()).toEqual([]);
  });
});

describe('a companion’s details', () => {
  it('refuses an address that is not one', async () => {
    const { user, server } = await userDetails([2], COMPANION);
    expect(screen.getByRole('heading', { level: 1, name: 'Companion User Details' })).toBeDefined();
    await edit(user);
    await user.clear(box('Email'));
    await enter(user, box('Email'), 'john at example');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await ruleMessage(user, 'Email is not a valid email address.');
    expect(server.writes()).toEqual([]);
  });

  it('refuses a short new password with the password rule’s message', async () => {
    const { user, server } = await userDetails([2], COMPANION);
    await edit(user);
    await enter(user, screen.getByLabelText('Password (leave empty to keep it)'), 'short1');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await ruleMessage(user, 'Password must be at least 12 characters.');
    expect(server.writes()).toEqual([]);
  });

  it('keeps the password when the box is left empty: none is sent', async () => {
    const { user, server } = await userDetails([2], COMPANION);
    await edit(user);
    await enter(user, box('Mobile Phone'), '9');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Success' });
    expect(server.last('PUT')?.body).toEqual({
      user: {
        firstname: 'John',
        surname: 'Byrne',
        email: 'john@example.test',
        mob_phone: '08711111119',
        username: 'johnb',
        verified: true,
      },
    });
  });

  it('sends a new password that passes the rules', async () => {
    const { user, server } = await userDetails([2], COMPANION);
    await edit(user);
    await enter(user, screen.getByLabelText('Password (leave empty to keep it)'), 'Winter-harbour-lamp-92');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Success' });
    expect(server.last('PUT')?.body).toMatchObject({ user: { password: 'Winter-harbour-lamp-92' } });
  });
});

describe('an unassigned tablet’s details', () => {
  it('need no person’s name, and send no privileges', async () => {
    const { user, server } = await userDetails([1], UNASSIGNED);
    expect(screen.getByRole('heading', { level: 1, name: 'Acorn Device Details' })).toBeDefined();
    await edit(user);
    await user.clear(box('Location'));
    await enter(user, box('Location'), 'Day room');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Success' });
    const body = server.last('PUT')?.body as { user: Record<string, unknown> };
    expect(body).not.toHaveProperty('user_details');
    expect(body.user).toMatchObject({ location: 'Day room', group_id: 3, firstname: null, surname: null });
  });
});

describe('loading user details', () => {
  it('says the spec’s sentence when they cannot be had, then goes back to the tablets', async () => {
    const { user } = showUser([2], MARY, { [`GET ${USER}`]: refuse(500) });
    const failure = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(failure).getByText('Failed to get user details.')).toBeDefined();
    await user.click(within(failure).getByRole('button', { name: 'OK' }));
    expect((await screen.findByRole('status', { name: 'Current address' })).textContent).toBe('/tablets');
  });
});

describe('the enrolment link', () => {
  const LINK = {
    url: 'http://portal.test/tablet/enrol#token=first-token-abcdefghijklmnopqrstuvwxyz',
    expires_at: '2026-11-25T10:15:00.000Z',
  };
  const NEWER = {
    ...LINK,
    url: 'http://portal.test/tablet/enrol#token=newer-token-abcdefghijklmnopqrstuvwxyz',
  };

  it('is offered to role 2 for a tablet, shown as text and as a QR code, and made again on request', async () => {
    let made = 0;
    const { user, server } = await userDetails([2], MARY, {
      [`POST ${USER}/enrolment-link`]: () => ({ status: 201, body: ++made === 1 ? LINK : NEWER }),
    });
    await user.click(screen.getByRole('button', { name: 'Enrolment link' }));
    const dialog = await screen.findByRole('dialog', { name: /Set up .*tablet/ });
    expect(await within(dialog).findByDisplayValue(LINK.url)).toBeDefined();
    expect(within(dialog).getByRole('img', { name: /QR code of the set-up link/ })).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'New link' }));
    expect(await within(dialog).findByDisplayValue(NEWER.url)).toBeDefined();
    expect(server.callsTo('POST', `${USER}/enrolment-link`)).toHaveLength(2);
  });

  it('is not offered for a companion, who has no tablet', async () => {
    await userDetails([1], COMPANION);
    expect(screen.queryByRole('button', { name: 'Enrolment link' })).toBeNull();
  });
});
