// @vitest-environment happy-dom
import type { UsersList } from '@acorn/domain/residents';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { tabletUser } from '../../../test/users';
import { serverDouble, type RecordedCall } from '../../../test/server-double';
import { TabletsScreen } from './tablets-screen';

// The tablets list's filters (spec doc 2 §2.2) as staff use them: each change asks the server for the
// list again with that filter in the query, from page 1; undoing it asks without it.

const USERS = '/v1/acorn/users';

const MARY = tabletUser();

const list = (device_counter = 1): UsersList => ({
  users: [MARY],
  deviceDetails: [],
  device_counter,
  groups: [
    { group_id: 3, title: 'Oak House' },
    { group_id: 4, title: 'Elm Court' },
  ],
  online_now: 3,
  online_1day: 2,
  online_1week: 1,
  online_1month: 0,
  offline_1month: 4,
  unknown: 5,
});

async function tablets(roles: number[], matching = 1) {
  const server = serverDouble({
    [`GET ${USERS}`]: { body: list(matching) },
    'GET /v1/acorn/acorn-versions': {
      body: {
        items: [
          { id: 5, version: '4.3.0' },
          { id: 4, version: '4.2.0' },
        ],
      },
    },
    'GET /v1/acorn/acorn-locations': {
      body: {
        items: [
          { location: 'Oak Wing', users: 3 },
          { location: 'Elm Wing', users: 2 },
        ],
      },
    },
  });
  const rendered = renderApp(<TabletsScreen title="Tablets" />, {
    roles,
    route: { path: '/tablets', at: '/tablets' },
  });
  await screen.findByRole('heading', { level: 2, name: 'Mary Byrne' });
  return { server, ...rendered };
}

/** The query of a list call, as the server reads it. */
const queryOf = (call: RecordedCall | undefined) => Object.fromEntries(call?.query ?? []);

/** Waits for the list to be asked for with exactly `query`, and answers that call's query. */
async function listAskedWith(server: ReturnType<typeof serverDouble>, query: Record<string, string>) {
  await waitFor(() => expect(queryOf(server.last('GET', USERS))).toEqual(query));
}

const FIRST_PAGE = { page: '1', page_size: '12' };
const box = (name: RegExp | string) => screen.getByRole('checkbox', { name });

async function pick(user: ReturnType<typeof renderApp>['user'], filter: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: filter }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the tablets list’s filters', () => {
  it('start with none: the first page, Show all ticked, each status with its count', async () => {
    const { server } = await tablets([2]);
    expect(queryOf(server.last('GET', USERS))).toEqual(FIRST_PAGE);
    expect(box('Show all')).toHaveProperty('checked', true);
    expect(box('Online (3)')).toHaveProperty('checked', false);
    expect(box('Offline over 1 month (4)')).toBeDefined();
    expect(box('Unknown (5)')).toBeDefined();
  });

  it('ask for a status once it is ticked, and Show all goes off', async () => {
    const { user, server } = await tablets([2]);
    await user.click(box(/^Online \(/));
    await listAskedWith(server, { ...FIRST_PAGE, status: 'online_now' });
    expect(box('Show all')).toHaveProperty('checked', false);
    expect(box(/^Online \(/)).toHaveProperty('checked', true);
  });

  it('ask for every ticked status at once', async () => {
    const { user, server } = await tablets([2]);
    await user.click(box(/^Online \(/));
    await user.click(box(/^Offline over 1 month/));
    await listAskedWith(server, { ...FIRST_PAGE, status: 'online_now,offline_1month' });
  });

  it('go back to Show all when the last status is unticked, asking without a status', async () => {
    const { user, server } = await tablets([2]);
    await user.click(box(/^Unknown/));
    await listAskedWith(server, { ...FIRST_PAGE, status: 'unknown' });
    await user.click(box(/^Unknown/));
    await listAskedWith(server, FIRST_PAGE);
    expect(box('Show all')).toHaveProperty('checked', true);
  });

  it('clear every status when Show all is ticked', async () => {
    const { user, server } = await tablets([2]);
    await user.click(box(/^Online \(/));
    await user.click(box(/^Offline up to 1 day/));
    await listAskedWith(server, { ...FIRST_PAGE, status: 'online_now,online_1day' });
    await user.click(box('Show all'));
    await listAskedWith(server, FIRST_PAGE);
    expect(box(/^Online \(/)).toHaveProperty('checked', false);
    expect(box(/^Offline up to 1 day/)).toHaveProperty('checked', false);
  });

  it('search for what was typed, and stop when the search is cleared', async () => {
    const { user, server } = await tablets([2]);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'Mary');
    await listAskedWith(server, { ...FIRST_PAGE, q: 'Mary' });
    await user.clear(search);
    await listAskedWith(server, FIRST_PAGE);
  });

  it('ask for one user type, and for all again', async () => {
    const { user, server } = await tablets([2]);
    await pick(user, 'User type', 'Companion');
    await listAskedWith(server, { ...FIRST_PAGE, user_type: '1' });
    await pick(user, 'User type', 'All');
    await listAskedWith(server, FIRST_PAGE);
  });

  it('ask for the locations picked, and for all once cleared', async () => {
    const { user, server } = await tablets([2]);
    await pick(user, 'Locations', 'Oak Wing');
    await pick(user, 'Locations', 'Elm Wing');
    await listAskedWith(server, { ...FIRST_PAGE, location: 'Oak Wing,Elm Wing' });
    const locations = screen
      .getByRole('combobox', { name: 'Locations' })
      .closest<HTMLElement>('.MuiAutocomplete-root')!;
    await user.click(within(locations).getByRole('button', { name: 'Clear' }));
    await listAskedWith(server, FIRST_PAGE);
  });

  it('ask for a software version picked from the server’s list', async () => {
    const { user, server } = await tablets([2]);
    await pick(user, 'Versions', '4.3.0');
    await listAskedWith(server, { ...FIRST_PAGE, acorn_version: '4.3.0' });
  });

  it('offer an administrator the groups by name, and ask by id', async () => {
    const { user, server } = await tablets([1]);
    await pick(user, 'Groups', 'Elm Court');
    await listAskedWith(server, { ...FIRST_PAGE, group_id: '4' });
  });

  it('offer a manager no group filter', async () => {
    await tablets([2]);
    expect(screen.queryByRole('combobox', { name: 'Groups' })).toBeNull();
  });

  it('drop the group filter when another user type than tablet users is chosen', async () => {
    const { user, server } = await tablets([1]);
    await pick(user, 'Groups', 'Oak House');
    await listAskedWith(server, { ...FIRST_PAGE, group_id: '3' });
    await pick(user, 'User type', 'Companion');
    await listAskedWith(server, { ...FIRST_PAGE, user_type: '1' });
    expect(screen.getByRole('combobox', { name: 'Groups' })).toHaveProperty('disabled', true);
  });

  it('keep a group filter for tablet users', async () => {
    const { user, server } = await tablets([1]);
    await pick(user, 'Groups', 'Oak House');
    await pick(user, 'User type', 'Tablet user');
    await listAskedWith(server, { ...FIRST_PAGE, user_type: '2', group_id: '3' });
  });

  it('keep a group chosen under All user types', async () => {
    const { user, server } = await tablets([1]);
    await pick(user, 'Groups', 'Oak House');
    await listAskedWith(server, { ...FIRST_PAGE, group_id: '3' });
    await user.click(box(/^Online \(/));
    await listAskedWith(server, { ...FIRST_PAGE, group_id: '3', status: 'online_now' });
  });

  // Groups apply to tablet users, so they stay under 'All' user types and go only for another type.
  it('keep the groups when the user type goes back to All', async () => {
    const { user, server } = await tablets([1]);
    await pick(user, 'User type', 'Tablet user');
    await pick(user, 'Groups', 'Oak House');
    await listAskedWith(server, { ...FIRST_PAGE, user_type: '2', group_id: '3' });
    await pick(user, 'User type', 'All');
    await listAskedWith(server, { ...FIRST_PAGE, group_id: '3' });
  });

  it('go back to the first page when a filter changes', async () => {
    const { user, server } = await tablets([2], 30);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await listAskedWith(server, { page: '2', page_size: '12' });
    await user.click(box(/^Online \(/));
    await listAskedWith(server, { ...FIRST_PAGE, status: 'online_now' });
  });

  it('combine in one call', async () => {
    const { user, server } = await tablets([1]);
    await pick(user, 'User type', 'Tablet user');
    await pick(user, 'Groups', 'Oak House');
    await pick(user, 'Locations', 'Oak Wing');
    await user.click(box(/^Offline up to 1 week/));
    await listAskedWith(server, {
      ...FIRST_PAGE,
      user_type: '2',
      group_id: '3',
      location: 'Oak Wing',
      status: 'online_1week',
    });
  });
});
