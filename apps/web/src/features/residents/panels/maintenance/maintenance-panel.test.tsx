// @vitest-environment happy-dom
import type { MaintenanceNote, ResidentMaintenancesPage } from '@acorn/domain/maintenance';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, enter } from '../../../../../test/queries';
import type { RecordedCall } from '../../../../../test/server-double';
import { detailOf, MARY, showResidents } from '../../test/residents-fixtures';

// The Maintenance panel of Mary Smith (user 12): her jobs by tab, a job added for her with the table's own
// form, notes, and a status changed at once through the table's update.

const JOBS = '/v1/acorn/residents/12/maintenances';
type Job = ResidentMaintenancesPage['items'][number];
const job = (maintenance_id: number, extra: Partial<Job> = {}): Job => ({
  maintenance_id,
  title: `Job ${maintenance_id}`,
  description: null,
  resident_name: 'Mary Smith',
  is_recurring: false,
  recurrence: null,
  start_date: '2026-11-24',
  notes: null,
  cost: null,
  status: 'Pending',
  priority: 2,
  last_modified_date: '2026-11-20T10:00:00.000Z',
  group_id: 3,
  user_id: 12,
  next_start_date: null,
  note_count: 0,
  ...extra,
});
const TAP = job(41, { title: 'Leaking tap, Room 12', status: 'Delayed', priority: 1, note_count: 1 });
const FLUSH = job(42, {
  title: 'Flush little-used taps (legionella)',
  is_recurring: true,
  recurrence: 'monthly',
  start_date: '2026-11-24',
  status: 'In-Progress',
});
const FAN = job(43, { title: 'Replace bathroom extractor fan', status: 'Done', cost: 145 });

/** The server's tabs over `jobs`, as the route divides them. */
function tabsOf(jobs: () => Job[]) {
  return ({ query }: RecordedCall) => {
    const all = jobs();
    const tabs = {
      open: all.filter((j) => j.status !== 'Done' && !j.is_recurring),
      recurring: all.filter((j) => j.status !== 'Done' && j.is_recurring),
      closed: all.filter((j) => j.status === 'Done'),
    };
    const items = tabs[(query.get('tab') ?? 'open') as keyof typeof tabs];
    const counts = { open: tabs.open.length, recurring: tabs.recurring.length, closed: tabs.closed.length };
    return { body: { items, total: items.length, counts } satisfies ResidentMaintenancesPage };
  };
}

function showPanel(jobs: () => Job[] = () => [TAP, FLUSH, FAN], routes = {}) {
  const shown = showResidents('/users?user_id=12&panel=maintenance', {
    [`GET ${JOBS}`]: tabsOf(jobs),
    ...routes,
  });
  return shown;
}
const tab = (name: RegExp) => screen.findByRole('tab', { name });

describe('the Maintenance panel', () => {
  it('shows Work Orders, Recurring and Closed with their counts, each job with its facts in words', async () => {
    const { user } = showPanel();
    for (const name of ['Work Orders (1)', 'Recurring (1)', 'Closed (1)'])
      expect(await screen.findByRole('tab', { name })).toBeDefined();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Leaking tap, Room 12' })).closest(
      'li',
    )!;
    expect(card.textContent).toContain('Delayed');
    expect(card.textContent).toContain('Priority 1 · Starts 24.11.2026');
    await user.click(await tab(/^Recurring/));
    expect((await screen.findByText(/Repeats monthly/)).textContent).toContain('Starts 24.11.2026');
    await user.click(await tab(/^Closed/));
    expect(await screen.findByText(/Cost €145/)).toBeDefined();
  });

  it('is also Personal info’s Maintenance section, as the spec lists it among the resident’s panels', async () => {
    const { user } = showResidents('/users?user_id=12&panel=info', {
      'GET /v1/acorn/users/12': { body: detailOf(MARY) },
      [`GET ${JOBS}`]: tabsOf(() => [TAP]),
    });
    await user.click(await screen.findByRole('tab', { name: 'Maintenance' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Leaking tap, Room 12' })).toBeDefined();
    expect(await screen.findByRole('tab', { name: 'Work Orders (1)' })).toBeDefined();
  });

  it('says calmly when a tab has no jobs', async () => {
    showPanel(() => []);
    expect(await screen.findByText('No open work orders.')).toBeDefined();
    expect(await screen.findByRole('tab', { name: 'Closed (0)' })).toBeDefined();
  });

  it('opens the table’s form for Add maintenance, the resident fixed, Repeats only once Recurring is on', async () => {
    const added = job(50, { title: 'Curtain rail down', is_recurring: true, recurrence: 'weekly' });
    let jobs = [TAP, FLUSH, FAN];
    const { user, server } = showPanel(() => jobs, {
      [`POST ${JOBS}`]: () => {
        jobs = [...jobs, added];
        return { status: 201, body: added };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add maintenance' }));
    const form = await screen.findByRole('dialog', { name: 'Add maintenance job' });
    const resident = within(form).getByRole('textbox', { name: 'Resident' });
    expect(resident).toHaveProperty('value', 'Mary Smith');
    expect(resident).toHaveProperty('readOnly', true);
    expect(within(form).queryByRole('combobox', { name: 'Repeats' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(within(form).getByRole('textbox', { name: 'Title' }))).toBe(
      'Maintenance title cannot be empty.',
    );
    await enter(user, within(form).getByRole('textbox', { name: 'Title' }), 'Curtain rail down');
    await user.click(within(form).getByRole('switch', { name: 'Recurring' }));
    await user.click(within(form).getByRole('combobox', { name: 'Repeats' }));
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Maintenance successfully created.')).toBeDefined();
    expect(server.last('POST')?.body).toMatchObject({
      title: 'Curtain rail down',
      is_recurring: true,
      recurrence: 'weekly',
      status: 'Pending',
    });
    expect(server.callsTo('POST', '/v1/acorn/maintenances')).toEqual([]);
    expect(await screen.findByRole('tab', { name: 'Recurring (2)' })).toBeDefined();
  });

  it('adds a note: the domain’s message on an empty one, then the note appended with its author', async () => {
    const NOTES = '/v1/acorn/maintenances/41/notes';
    const first: MaintenanceNote = {
      note_id: 1,
      maintenance_id: 41,
      body: 'Part ordered',
      created_at: '2026-11-20T09:30:00.000Z',
      author: 'Tomás Walsh',
    };
    const added = { ...first, note_id: 2, body: 'Washer fitted', author: 'Karen Whitfield' };
    let notes = [first];
    const { user, server } = showPanel(undefined, {
      [`GET ${NOTES}`]: () => ({ body: { items: notes } }),
      [`POST ${NOTES}`]: () => {
        notes = [...notes, added];
        return { status: 201, body: { message: 'Note added.', item: added } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Notes (1)' }));
    const thread = await screen.findByRole('region', { name: 'Notes on Leaking tap, Room 12' });
    expect((await within(thread).findByText('Part ordered')).closest('li')!.textContent).toContain(
      'Tomás Walsh',
    );
    await user.click(within(thread).getByRole('button', { name: 'Add note to Leaking tap, Room 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add note: Leaking tap, Room 12' });
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(descriptionOf(within(dialog).getByRole('textbox', { name: 'Note' }))).toBe(
      'A note cannot be empty.',
    );
    expect(server.callsTo('POST', NOTES)).toEqual([]);
    await enter(user, within(dialog).getByRole('textbox', { name: 'Note' }), 'Washer fitted');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.')).toBeDefined();
    expect(server.last('POST', NOTES)?.body).toEqual({ body: 'Washer fitted' });
    const items = await within(thread).findAllByRole('listitem');
    expect(items.map((li) => li.textContent?.split(' · ')[0])).toEqual([
      'Part orderedTomás Walsh',
      'Washer fittedKaren Whitfield',
    ]);
  });

  it('marks a recurring job Done at once: the server’s message says when the next opens; it moves to Closed', async () => {
    let flush = FLUSH;
    const { user, server } = showPanel(() => [TAP, flush, FAN], {
      'PUT /v1/acorn/maintenances/42': () => {
        flush = { ...FLUSH, status: 'Done', next_start_date: '2026-12-24' };
        return { body: flush };
      },
    });
    await user.click(await tab(/^Recurring/));
    await user.click(
      await screen.findByRole('combobox', { name: 'Status Flush little-used taps (legionella)' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Done' }));
    expect(
      await screen.findByText(
        'Maintenance content successfully updated. The next occurrence opens on 24.12.2026.',
      ),
    ).toBeDefined();
    expect(server.last('PUT')?.body).toEqual({
      status: 'Done',
      last_modified_date: FLUSH.last_modified_date,
    });
    expect(await screen.findByRole('tab', { name: 'Closed (2)' })).toBeDefined();
    expect(screen.getByText('No recurring jobs.')).toBeDefined();
    await user.click(await tab(/^Closed/));
    expect(await screen.findByText(/Next opens 24\.12\.2026/)).toBeDefined();
  });
});
