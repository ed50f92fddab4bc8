// @vitest-environment happy-dom
import type { Newspaper } from '@acorn/domain/content';
import type { Device } from '@acorn/domain/devices';
import type { Maintenance } from '@acorn/domain/maintenance';
import { newspapersContract } from '@acorn/domain/content';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { dataRows, descriptionOf, enter, isInvalid, rowOf } from '../../../test/queries';
import { page, refuse, serverDouble, type Routes } from '../../../test/server-double';
import { devicesTable } from '../../features/devices/devices-table';
import { MaintenancesScreen } from '../../features/maintenances/maintenances-screen';
import { newspapersTable } from '../../features/newspapers/newspapers-table';
import { ResourceTable } from '../resource-table/resource-table';
import type { TableDefinition } from '../resource-table/table-definition';

// The add and edit form as people use it: through a real table (its contract, its columns), a signed-in
// role, and a server double that records every call.

const NEWSPAPERS = '/v1/acorn/newspapers';
const NEWSPAPERS_EDITOR = 3;

const CORK: Newspaper = {
  newspaper_id: 7,
  title: 'Cork Echo',
  description: 'The evening paper',
  url: 'https://echo.example',
  icon_url: 'https://echo.example/logo.png',
  county: 'Co.Cork',
  group_id: 3,
  last_modified_date: '2025-05-02T09:30:00.000Z',
};
const KERRY: Newspaper = {
  ...CORK,
  newspaper_id: 8,
  title: 'Kerryman',
  county: 'Co.Kerry',
  last_modified_date: '2025-04-01T08:00:00.000Z',
};

function showTable<R extends Newspaper | Device | Maintenance, I extends object>(
  def: TableDefinition<R, I>,
  roles: number[],
  routes: Routes,
) {
  const server = serverDouble(routes);
  const rendered = renderApp(<ResourceTable def={def} />, { roles });
  return { server, ...rendered };
}

/** The newspapers table for its editor, listing `rows`. */
async function newspapers(rows: Newspaper[] = [CORK, KERRY], routes: Routes = {}) {
  const shown = showTable(newspapersTable, [NEWSPAPERS_EDITOR], {
    [`GET ${NEWSPAPERS}`]: page(rows),
    ...routes,
  });
  if (rows[0]) await screen.findByText(rows[0].title);
  else await screen.findByText('No records to display');
  return shown;
}

const drawer = (name: string) => screen.getByRole('dialog', { name });
const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });

async function openAdd(user: User, title = 'Add newspaper') {
  await user.click(screen.getByRole('button', { name: 'Add' }));
  return screen.findByRole('dialog', { name: title });
}

async function openEdit(user: User, rowText: string, title: string) {
  await user.click(within(rowOf(rowText)).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: title });
}

type User = ReturnType<typeof renderApp>['user'];

/** Fills the newspaper form's four required fields. */
async function fillNewspaper(user: User, form: HTMLElement) {
  await enter(user, field(form, 'Title'), 'Clare Champion');
  await enter(user, field(form, 'Description'), 'Weekly news');
  await enter(user, field(form, 'Web address'), 'https://champion.example');
  await enter(user, field(form, 'Logo'), 'https://champion.example/logo.png');
}

describe('adding a newspaper', () => {
  it('opens the drawer with the contract’s defaults and nothing else filled in', async () => {
    const { user } = await newspapers();
    const form = await openAdd(user);
    expect(within(form).getByRole('combobox', { name: 'Location' }).textContent).toBe('All');
    expect(field(form, 'Title')).toHaveProperty('value', '');
    expect(field(form, 'Description')).toHaveProperty('value', '');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDefined();
  });

  it('marks the fields the spec requires, and only those', async () => {
    const { user } = await newspapers();
    const form = await openAdd(user);
    for (const name of ['Title', 'Description', 'Web address', 'Logo'])
      expect(field(form, name)).toHaveProperty('required', true);
    expect(within(form).getByRole('combobox', { name: 'Location' }).getAttribute('aria-required')).not.toBe(
      'true',
    );
  });

  it('shows the spec’s first message on Title when Save is pressed on an empty form, and calls nothing', async () => {
    const { user, server } = await newspapers();
    const form = await openAdd(user);
    server.forget();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const title = field(form, 'Title');
    expect(descriptionOf(title)).toBe('Newspaper title cannot be empty.');
    expect(isInvalid(title)).toBe(true);
    expect(isInvalid(field(form, 'Description'))).toBe(false);
    expect(document.activeElement).toBe(title);
    expect(screen.getByRole('alert').textContent).toBe('Newspaper title cannot be empty.');
    expect(server.calls).toEqual([]);
  });

  it('names the failing fields one at a time in the spec’s order', async () => {
    const { user, server } = await newspapers();
    const form = await openAdd(user);
    const save = within(form).getByRole('button', { name: 'Save' });
    const steps: [string, string, string][] = [
      ['Title', 'Clare Champion', 'Newspaper description cannot be empty.'],
      ['Description', 'Weekly news', 'Newspaper web address link cannot be empty.'],
      ['Web address', 'https://champion.example', 'Newspaper logo address link cannot be empty.'],
    ];
    const next: Record<string, string> = {
      Title: 'Description',
      Description: 'Web address',
      'Web address': 'Logo',
    };
    for (const [label, typed, message] of steps) {
      await enter(user, field(form, label), typed);
      await user.click(save);
      expect(descriptionOf(field(form, next[label]!))).toBe(message);
      expect(isInvalid(field(form, label))).toBe(false);
    }
    expect(server.writes()).toEqual([]);
  });

  it('takes the message away once its field is typed in again', async () => {
    const { user } = await newspapers();
    const form = await openAdd(user);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const title = field(form, 'Title');
    expect(isInvalid(title)).toBe(true);
    await user.type(title, 'C');
    expect(isInvalid(title)).toBe(false);
    expect(descriptionOf(title)).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('does not take a spaces-only title as a title', async () => {
    const { user, server } = await newspapers();
    const form = await openAdd(user);
    await fillNewspaper(user, form);
    await user.clear(field(form, 'Title'));
    await user.type(field(form, 'Title'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(field(form, 'Title'))).toBe('Newspaper title cannot be empty.');
    expect(server.writes()).toEqual([]);
  });

  it('saves on Enter in a field, sending every typed value with the defaults', async () => {
    const saved = { ...CORK, newspaper_id: 9, title: 'Clare Champion' };
    const { user, server } = await newspapers([CORK], {
      [`POST ${NEWSPAPERS}`]: { status: 201, body: saved },
    });
    const form = await openAdd(user);
    await fillNewspaper(user, form);
    await user.type(field(form, 'Title'), '{Enter}');
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.last('POST')).toMatchObject({
      path: NEWSPAPERS,
      body: {
        title: 'Clare Champion',
        description: 'Weekly news',
        url: 'https://champion.example',
        icon_url: 'https://champion.example/logo.png',
        county: 'All',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add newspaper' })).toBeNull());
  });

  it('sends the location picked by name', async () => {
    const { user, server } = await newspapers([CORK], {
      [`POST ${NEWSPAPERS}`]: { status: 201, body: { ...CORK, newspaper_id: 9 } },
    });
    const form = await openAdd(user);
    await fillNewspaper(user, form);
    await user.click(within(form).getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'Co.Galway' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.last('POST')?.body).toMatchObject({ county: 'Co.Galway' }));
  });

  it('says so in a status note, with the spec’s words, once saved', async () => {
    const { user } = await newspapers([CORK], {
      [`POST ${NEWSPAPERS}`]: { status: 201, body: { ...CORK, newspaper_id: 9, title: 'Clare Champion' } },
    });
    const form = await openAdd(user);
    await fillNewspaper(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const note = await screen.findByRole('status');
    expect(note.textContent).toBe('Content successfully created.');
  });

  it('shows a new row at the top, whatever order the list answers in', async () => {
    const clare = { ...CORK, newspaper_id: 9, title: 'Clare Champion' };
    let added = false;
    const { user } = await newspapers([CORK], {
      // After the save the list has the new row last (as another sort or page would put it).
      [`GET ${NEWSPAPERS}`]: () => page(added ? [CORK, KERRY, clare] : [CORK, KERRY]),
      [`POST ${NEWSPAPERS}`]: () => ((added = true), { status: 201, body: clare }),
    });
    const form = await openAdd(user);
    await fillNewspaper(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Clare Champion');
    const grid = screen.getByRole('grid', { name: 'Newspapers' });
    await waitFor(() => expect(dataRows(grid)).toHaveLength(3));
    expect(dataRows(grid).map((row) => within(row).getAllByRole('gridcell')[1]?.textContent)).toEqual([
      'Clare Champion',
      'Cork Echo',
      'Kerryman',
    ]);
  });

  it('shows the spec’s failure sentence when the call fails, and keeps the form with what was typed', async () => {
    const { user, server } = await newspapers([CORK], {
      [`POST ${NEWSPAPERS}`]: refuse(500, 'Database down'),
    });
    const form = await openAdd(user);
    await fillNewspaper(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const failure = await screen.findByRole('dialog', { name: 'Newspapers' });
    expect(within(failure).getByText('Failed to add content.')).toBeDefined();
    // A server fault is not the user's to act on: its words are not shown.
    expect(within(failure).queryByText('Database down')).toBeNull();
    await user.click(within(failure).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Newspapers' })).toBeNull());
    const still = drawer('Add newspaper');
    expect(field(still, 'Title')).toHaveProperty('value', 'Clare Champion');
    expect(field(still, 'Logo')).toHaveProperty('value', 'https://champion.example/logo.png');
    expect(server.writes()).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends one call however often Save is pressed while one is under way', async () => {
    let answer: (value: { status: number; body: Newspaper }) => void = () => undefined;
    const { user, server } = await newspapers([CORK], {
      [`POST ${NEWSPAPERS}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    const form = await openAdd(user);
    await fillNewspaper(user, form);
    const save = within(form).getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
    await user.type(field(form, 'Title'), '{Enter}');
    expect(server.callsTo('POST')).toHaveLength(1);
    answer({ status: 201, body: { ...CORK, newspaper_id: 9 } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add newspaper' })).toBeNull());
    expect(server.callsTo('POST')).toHaveLength(1);
  });
});

describe('leaving the form', () => {
  it('asks before discarding typed changes on Escape; Keep editing keeps the form as it was', async () => {
    const { user } = await newspapers();
    const form = await openAdd(user);
    await user.type(field(form, 'Title'), 'Half typed');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Add newspaper', hidden: false });
    // The question sits on top of the drawer: the drawer is hidden from the accessibility tree meanwhile.
    expect(within(ask).getByText('Discard changes?')).toBeDefined();
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard changes?')).toBeNull());
    expect(field(drawer('Add newspaper'), 'Title')).toHaveProperty('value', 'Half typed');
  });

  it('closes the form on Discard changes, having sent nothing', async () => {
    const { user, server } = await newspapers();
    const form = await openAdd(user);
    await user.type(field(form, 'Title'), 'Half typed');
    server.forget();
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls).toEqual([]);
  });

  it('asks the same on Cancel', async () => {
    const { user } = await newspapers();
    const form = await openAdd(user);
    await user.type(field(form, 'Description'), 'x');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard changes?')).toBeDefined();
  });

  it('closes at once on Escape when nothing was changed', async () => {
    const { user } = await newspapers();
    await openAdd(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Discard changes?')).toBeNull();
  });

  it('closes at once with the close button when nothing was changed', async () => {
    const { user } = await newspapers();
    const form = await openEdit(user, 'Cork Echo', 'Edit newspaper');
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('editing a newspaper', () => {
  it('opens with the row’s values', async () => {
    const { user } = await newspapers();
    const form = await openEdit(user, 'Cork Echo', 'Edit newspaper');
    expect(field(form, 'Title')).toHaveProperty('value', 'Cork Echo');
    expect(field(form, 'Web address')).toHaveProperty('value', 'https://echo.example');
    expect(within(form).getByRole('combobox', { name: 'Location' }).textContent).toBe('Co.Cork');
  });

  it('sends only the changed fields with the row’s version stamp', async () => {
    const { user, server } = await newspapers([CORK, KERRY], {
      [`PUT ${NEWSPAPERS}/7`]: { body: { ...CORK, title: 'Cork Evening Echo' } },
    });
    const form = await openEdit(user, 'Cork Echo', 'Edit newspaper');
    await user.clear(field(form, 'Title'));
    await enter(user, field(form, 'Title'), 'Cork Evening Echo');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toMatchObject({ method: 'PUT', path: `${NEWSPAPERS}/7` });
    // The version stamp is the contract's `modified` field, as the row had it.
    expect(newspapersContract.modified).toBe('last_modified_date');
    expect(server.writes()[0]?.body).toEqual({
      title: 'Cork Evening Echo',
      last_modified_date: CORK.last_modified_date,
    });
    expect((await screen.findByRole('status')).textContent).toBe('Content successfully updated.');
  });

  it('sends nothing and closes when nothing was changed', async () => {
    const { user, server } = await newspapers();
    const form = await openEdit(user, 'Cork Echo', 'Edit newspaper');
    // Typed and typed back: the same as it opened.
    await user.type(field(form, 'Title'), '!');
    await user.type(field(form, 'Title'), '{Backspace}');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses to empty a required field, with the spec’s message', async () => {
    const { user, server } = await newspapers();
    const form = await openEdit(user, 'Cork Echo', 'Edit newspaper');
    await user.clear(field(form, 'Description'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(field(form, 'Description'))).toBe('Newspaper description cannot be empty.');
    expect(server.writes()).toEqual([]);
  });

  it('shows the update failure and the server’s reason beneath it, keeping the edit', async () => {
    const { user } = await newspapers([CORK], {
      [`PUT ${NEWSPAPERS}/7`]: refuse(409, 'This record was changed by someone else. Reload it.'),
    });
    const form = await openEdit(user, 'Cork Echo', 'Edit newspaper');
    await enter(user, field(form, 'Title'), ' (late)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const failure = await screen.findByRole('dialog', { name: 'Newspapers' });
    expect(within(failure).getByText('Failed to update content.')).toBeDefined();
    expect(within(failure).getByText('This record was changed by someone else. Reload it.')).toBeDefined();
    await user.click(within(failure).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(field(drawer('Edit newspaper'), 'Title')).toHaveProperty('value', 'Cork Echo (late)'),
    );
  });

  it('opens the edit form on a double click on the row', async () => {
    const { user } = await newspapers();
    await user.dblClick(within(rowOf('Kerryman')).getByText('Kerryman'));
    const form = await screen.findByRole('dialog', { name: 'Edit newspaper' });
    expect(field(form, 'Title')).toHaveProperty('value', 'Kerryman');
  });
});

describe('deleting a newspaper', () => {
  it('asks, naming the row, and sends nothing on Cancel', async () => {
    const { user, server } = await newspapers();
    await user.click(within(rowOf('Cork Echo')).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete newspaper "Cork Echo"?' });
    expect(within(ask).getByText('Are you sure you want to do this?')).toBeDefined();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([]);
  });

  it('sends DELETE for that row on confirm, and the row goes', async () => {
    let deleted = false;
    const { user, server } = await newspapers([CORK, KERRY], {
      [`GET ${NEWSPAPERS}`]: () => page(deleted ? [KERRY] : [CORK, KERRY]),
      [`DELETE ${NEWSPAPERS}/7`]: () => ((deleted = true), { status: 204 }),
    });
    await user.click(within(rowOf('Cork Echo')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Cork Echo')).toBeNull());
    expect(server.writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: `${NEWSPAPERS}/7` })]);
    expect(screen.getByText('Kerryman')).toBeDefined();
  });

  it('shows the spec’s failure sentence when the delete fails, and keeps the row', async () => {
    const { user } = await newspapers([CORK], { [`DELETE ${NEWSPAPERS}/7`]: refuse(500) });
    await user.click(within(rowOf('Cork Echo')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const failure = await screen.findByRole('dialog', { name: 'Newspapers' });
    expect(within(failure).getByText('Failed to delete content.')).toBeDefined();
    expect(screen.getByText('Cork Echo')).toBeDefined();
  });
});

describe('on a phone', () => {
  it('shows each row as a card whose buttons name it, and edits and deletes from there', async () => {
    const server = serverDouble({ [`GET ${NEWSPAPERS}`]: page([CORK, KERRY]) });
    const { user } = renderApp(<ResourceTable def={newspapersTable} />, {
      roles: [NEWSPAPERS_EDITOR],
      phone: true,
    });
    const card = (await screen.findByRole('heading', { name: 'Kerryman' })).closest('li')!;
    expect(screen.queryByRole('grid')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Edit Kerryman' }));
    const form = await screen.findByRole('dialog', { name: 'Edit newspaper' });
    expect(field(form, 'Title')).toHaveProperty('value', 'Kerryman');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete Cork Echo' }));
    expect(await screen.findByRole('dialog', { name: 'Delete newspaper "Cork Echo"?' })).toBeDefined();
    expect(server.writes()).toEqual([]);
  });
});

describe('loading', () => {
  it('says the spec’s sentence when the list cannot be had', async () => {
    serverDouble({ [`GET ${NEWSPAPERS}`]: refuse(500) });
    renderApp(<ResourceTable def={newspapersTable} />, { roles: [NEWSPAPERS_EDITOR] });
    const failure = await screen.findByRole('dialog', { name: 'Newspapers' });
    expect(within(failure).getByText('Failed to get newspapers.')).toBeDefined();
  });
});

const MAINTENANCES = '/v1/acorn/maintenances';
const BOILER: Maintenance = {
  maintenance_id: 21,
  title: 'Fix the boiler',
  description: 'No hot water in B wing',
  resident_name: 'Mary Byrne',
  is_recurring: false,
  recurrence: null,
  start_date: '2025-06-03',
  notes: 'Parts ordered',
  cost: 1234.5,
  status: 'In-Progress',
  priority: 2,
  last_modified_date: '2025-06-01T12:00:00.000Z',
  group_id: 3,
  user_id: null,
  next_start_date: null,
};
const GUTTER: Maintenance = {
  ...BOILER,
  maintenance_id: 22,
  title: 'Clear the gutter',
  cost: null,
  notes: null,
};

/** The maintenances screen for `roles` (role 8 alone sees it as Jobs). */
async function maintenances(roles: number[], routes: Routes = {}) {
  const server = serverDouble({ [`GET ${MAINTENANCES}`]: page([BOILER, GUTTER]), ...routes });
  const rendered = renderApp(<MaintenancesScreen title="Maintenances" />, { roles });
  await screen.findByText('Fix the boiler');
  return { server, ...rendered };
}

describe('maintenances for a manager (role 2)', () => {
  it('offers Add, Edit and Delete, and opens a new job with the contract’s defaults', async () => {
    const { user } = await maintenances([2]);
    expect(within(rowOf('Fix the boiler')).getByRole('button', { name: 'Delete' })).toBeDefined();
    const form = await openAdd(user, 'Add maintenance job');
    expect(within(form).getByRole('combobox', { name: 'Status' }).textContent).toBe('Pending');
    expect(within(form).getByRole('switch', { name: 'Recurring' })).toHaveProperty('checked', false);
    expect(field(form, 'Cost')).toHaveProperty('value', '');
  });

  it('takes an amount as people type it: ‘1,234.50’ is sent as 1234.5', async () => {
    const { user, server } = await maintenances([2], {
      [`POST ${MAINTENANCES}`]: {
        status: 201,
        body: { ...BOILER, maintenance_id: 23, title: 'Paint the hall' },
      },
    });
    const form = await openAdd(user, 'Add maintenance job');
    await enter(user, field(form, 'Title'), 'Paint the hall');
    await user.type(field(form, 'Cost'), '1,234.50');
    await user.click(within(form).getByRole('switch', { name: 'Recurring' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.last('POST')?.body).toEqual({
      title: 'Paint the hall',
      cost: 1234.5,
      status: 'Pending',
      is_recurring: true,
    });
    expect((await screen.findByRole('status')).textContent).toBe('Maintenance successfully created.');
  });

  it('refuses an amount that is not a number on its field, before any call', async () => {
    const { user, server } = await maintenances([2]);
    const form = await openAdd(user, 'Add maintenance job');
    await enter(user, field(form, 'Title'), 'Paint the hall');
    await user.type(field(form, 'Cost'), 'twelve');
    server.forget();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const cost = field(form, 'Cost');
    expect(descriptionOf(cost)).toBe('Enter an amount in euro, such as 1,234.50.');
    expect(isInvalid(cost)).toBe(true);
    expect(document.activeElement).toBe(cost);
    expect(server.calls).toEqual([]);
  });

  it('puts the spec’s rule before the amount’s: an empty title is named first', async () => {
    const { user, server } = await maintenances([2]);
    const form = await openAdd(user, 'Add maintenance job');
    await user.type(field(form, 'Cost'), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(field(form, 'Title'))).toBe('Maintenance title cannot be empty.');
    expect(isInvalid(field(form, 'Cost'))).toBe(false);
    expect(server.writes()).toEqual([]);
  });

  it('shows a stored amount as the table does, and sends it untouched as nothing', async () => {
    const { user, server } = await maintenances([2]);
    const form = await openEdit(user, 'Fix the boiler', 'Edit maintenance job');
    expect(field(form, 'Cost')).toHaveProperty('value', '1,234.50');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([]);
  });

  it('sends an emptied amount as no amount', async () => {
    const { user, server } = await maintenances([2], {
      [`PUT ${MAINTENANCES}/21`]: { body: { ...BOILER, cost: null } },
    });
    const form = await openEdit(user, 'Fix the boiler', 'Edit maintenance job');
    await user.clear(field(form, 'Cost'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toEqual({ cost: null, last_modified_date: '2025-06-01T12:00:00.000Z' });
  });

  // The picker reports a date with a section left empty ('03.MM.2025') as no date at all; the form reads
  // the field's text to tell it from a cleared date.
  it('refuses a half-typed date on its field instead of erasing the date', async () => {
    const { user, server } = await maintenances([2], { [`PUT ${MAINTENANCES}/21`]: { body: BOILER } });
    const form = await openEdit(user, 'Fix the boiler', 'Edit maintenance job');
    const date = within(form).getByRole('group', { name: 'Start date' });
    await user.click(within(date).getByRole('spinbutton', { name: 'Month' }));
    await user.keyboard('{Backspace}');
    expect(date.textContent).toContain('03.MM.2025');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // Either the save went through (a note says so) or the date is marked: whichever comes, then judge.
    await waitFor(() =>
      expect(screen.queryByRole('status') !== null || date.getAttribute('aria-invalid') === 'true').toBe(
        true,
      ),
    );
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(server.writes()).toEqual([]);
  });

  it('shows the spec’s update failure under the screen’s name', async () => {
    const { user } = await maintenances([2], { [`PUT ${MAINTENANCES}/21`]: refuse(503) });
    const form = await openEdit(user, 'Fix the boiler', 'Edit maintenance job');
    await enter(user, field(form, 'Notes'), ' and fitted');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const failure = await screen.findByRole('dialog', { name: 'Maintenances' });
    expect(within(failure).getByText('Failed to update Maintenance content.')).toBeDefined();
  });
});

describe('maintenances as Jobs (role 8 alone)', () => {
  it('offers neither Add nor Delete, only Edit', async () => {
    await maintenances([8]);
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    const row = rowOf('Fix the boiler');
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeDefined();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('lets it change only notes, cost, status and start date; the rest is shown read-only', async () => {
    const { user } = await maintenances([8]);
    const form = await openEdit(user, 'Fix the boiler', 'Edit maintenance job');
    for (const name of ['Notes', 'Cost']) expect(field(form, name)).toHaveProperty('readOnly', false);
    expect(within(form).getByRole('combobox', { name: 'Status' }).textContent).toBe('In-Progress');
    for (const name of ['Title', 'Description', 'Resident', 'Priority', 'Recurring']) {
      const shown = field(form, name);
      expect(shown).toHaveProperty('readOnly', true);
      expect(descriptionOf(shown)).toBe('Your role may not change this.');
    }
    expect(field(form, 'Title')).toHaveProperty('value', 'Fix the boiler');
    expect(field(form, 'Priority')).toHaveProperty('value', '2');
    expect(field(form, 'Recurring')).toHaveProperty('value', 'No');
    expect(within(form).queryByRole('switch')).toBeNull();
  });

  it('sends only what it changed, with the version stamp', async () => {
    const { user, server } = await maintenances([8], {
      [`PUT ${MAINTENANCES}/21`]: { body: { ...BOILER, status: 'Done', notes: 'Fitted a new valve' } },
    });
    const form = await openEdit(user, 'Fix the boiler', 'Edit maintenance job');
    await user.clear(field(form, 'Notes'));
    await enter(user, field(form, 'Notes'), 'Fitted a new valve');
    await user.click(within(form).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Done' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toMatchObject({ method: 'PUT', path: `${MAINTENANCES}/21` });
    expect(server.writes()[0]?.body).toEqual({
      notes: 'Fitted a new valve',
      status: 'Done',
      last_modified_date: '2025-06-01T12:00:00.000Z',
    });
    expect((await screen.findByRole('status')).textContent).toBe('Maintenance content successfully updated.');
  });

  it('takes a start date typed as DD.MM.YYYY and sends it as the day it names', async () => {
    const { user, server } = await maintenances([8], { [`PUT ${MAINTENANCES}/21`]: { body: BOILER } });
    const form = await openEdit(user, 'Fix the boiler', 'Edit maintenance job');
    const date = within(form).getByRole('group', { name: 'Start date' });
    expect(date.textContent).toContain('03.06.2025');
    await user.click(within(date).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('05072025');
    expect(date.textContent).toContain('05.07.2025');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toEqual({
      start_date: '2025-07-05',
      last_modified_date: '2025-06-01T12:00:00.000Z',
    });
  });

  // Text typed into an empty number box (NaN, once written as null by JSON) is a change: Escape asks.
  it('asks before discarding an amount typed where there was none', async () => {
    const { user } = await maintenances([8]);
    const form = await openEdit(user, 'Clear the gutter', 'Edit maintenance job');
    await user.type(field(form, 'Cost'), 'forty');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Discard changes?')).toBeDefined();
  });
});

const DEVICES = '/v1/acorn/acorn-devices';
const TABLET: Device = {
  acorn_device_id: 31,
  order_no: 'ORD-100',
  group_name: 'Oak House',
  acorn_id: 'AC-0031',
  notes: 'Spare charger',
  status: 'Assigned',
  subscription: true,
  sim_number: '0871234567',
  sim_pin: '0042',
  sim_status: 'Active',
  sim_activation_date: '2025-01-10',
  sim_renewal_date: '2025-12-10',
  purchase_date: '2024-12-20',
  is_support: true,
  support_activation_date: '2025-01-10',
  support_renewal_date: '2026-01-10',
  acorn_version: '4.2.0',
  model: 'Tab A9',
  last_sync: '2025-06-01T08:00:00.000Z',
  refurbished: false,
  serial_number: 'SN-31',
  IMEI: '356789012345678',
  owner_name: 'Mary Byrne',
  group_id: 3,
  last_modified_date: '2025-06-02T10:00:00.000Z',
};

async function devices(roles: number[], routes: Routes = {}) {
  const shown = showTable(devicesTable, roles, {
    [`GET ${DEVICES}`]: page([TABLET]),
    'GET /v1/acorn/groups': page([{ group_id: 3, title: 'Oak House' }]),
    'GET /v1/acorn/acorn-order-names': page([{ order_no: 'ORD-100' }]),
    ...routes,
  });
  await screen.findByText('SN-31');
  return shown;
}

describe('devices', () => {
  it('offers an administrator (role 1) Add, Edit and Delete', async () => {
    await devices([1]);
    expect(screen.getByRole('button', { name: 'Add' })).toBeDefined();
    const row = rowOf('SN-31');
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeDefined();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeDefined();
  });

  it('says, before deleting a device, that its tablet’s credential is revoked (issue 40)', async () => {
    const { user, server } = await devices([1]);
    await user.click(within(rowOf('SN-31')).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete device "SN-31"?' });
    expect(within(ask).getByText(/tablet’s credential is revoked: it is disconnected at once/)).toBeDefined();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(server.writes()).toEqual([]);
  });

  it('offers a manager (role 2) no Add, Edit or Delete, and no form on a double click', async () => {
    const { user } = await devices([2]);
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.dblClick(screen.getByText('SN-31'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a manager only the contract’s reduced view', async () => {
    await devices([2]);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toContain('Serial Number');
    expect(headers).toContain('Support Renewal');
    for (const hidden of ['SIM Number', 'SIM PIN', 'IMEI', 'Owner', 'Order No', 'Notes'])
      expect(headers).not.toContain(hidden);
  });

  it('opens a new device with the contract’s defaults, in sections', async () => {
    const { user } = await devices([1]);
    const form = await openAdd(user, 'Add device');
    for (const section of ['Device', 'Owner', 'SIM', 'Support'])
      expect(within(form).getByRole('heading', { name: section })).toBeDefined();
    expect(within(form).getByRole('combobox', { name: 'Status' }).textContent).toBe('Unassigned');
    expect(within(form).getByRole('combobox', { name: 'SIM Status' }).textContent).toBe('Inactive');
    expect(field(form, 'SIM Number')).toHaveProperty('value', 'WIFI');
    expect(field(form, 'Group Name')).toHaveProperty('value', 'Acorn Group');
    expect(within(form).getByRole('switch', { name: 'In Support' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('switch', { name: 'Subscription' })).toHaveProperty('checked', false);
    expect(within(form).getByRole('switch', { name: 'Refurbished' })).toHaveProperty('checked', false);
    // Renewal dates are the server's: a new device has none to show.
    expect(within(form).queryByRole('textbox', { name: 'SIM Renewal' })).toBeNull();
  });

  it('words an empty serial number as the spec does for an add…', async () => {
    const { user, server } = await devices([1]);
    const form = await openAdd(user, 'Add device');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(field(form, 'Serial Number'))).toBe('Acorn Device serial number cannot be empty.');
    expect(server.writes()).toEqual([]);
  });

  it('…and for an update', async () => {
    const { user, server } = await devices([1]);
    const form = await openEdit(user, 'SN-31', 'Edit device');
    await user.clear(field(form, 'Serial Number'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(field(form, 'Serial Number'))).toBe('Acorn device  serial number cannot be empty.');
    expect(server.writes()).toEqual([]);
  });

  it('shows the renewal dates in an edit as the server’s, not to be typed', async () => {
    const { user } = await devices([1]);
    const form = await openEdit(user, 'SN-31', 'Edit device');
    const renewal = field(form, 'SIM Renewal');
    expect(renewal).toHaveProperty('readOnly', true);
    expect(renewal).toHaveProperty('value', '10.12.2025');
    expect(descriptionOf(renewal)).toBe('Set by the server from the other dates.');
  });

  it('sends a switched-off switch as false, with the stamp', async () => {
    const { user, server } = await devices([1], {
      [`PUT ${DEVICES}/31`]: { body: { ...TABLET, is_support: false } },
    });
    const form = await openEdit(user, 'SN-31', 'Edit device');
    await user.click(within(form).getByRole('switch', { name: 'In Support' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toEqual({
      is_support: false,
      last_modified_date: '2025-06-02T10:00:00.000Z',
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Acorn Device content successfully updated.',
    );
  });
});
