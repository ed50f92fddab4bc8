// @vitest-environment happy-dom
import type { Maintenance } from '@acorn/domain/maintenance';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, enter, rowOf } from '../../../test/queries';
import { renderApp } from '../../../test/render';
import { serverDouble, type Routes } from '../../../test/server-double';
import { MaintenancesScreen } from './maintenances-screen';

// The /maintenance table's issue 18 additions: how often a job repeats, its notes, the next occurrence.

const LIST = '/v1/acorn/maintenances';
const FLUSH: Maintenance = {
  maintenance_id: 42,
  title: 'Flush little-used taps (legionella)',
  description: 'Room 12 en-suite',
  resident_name: 'Mary Smith',
  is_recurring: true,
  recurrence: 'weekly',
  start_date: '2026-12-17',
  notes: null,
  cost: null,
  status: 'In-Progress',
  priority: 2,
  last_modified_date: '2026-11-20T10:00:00.000Z',
  group_id: 3,
  user_id: 12,
  next_start_date: null,
};
const NOTES = `${LIST}/42/notes`;
const NOTE = {
  note_id: 1,
  maintenance_id: 42,
  body: 'Shower head descaled',
  created_at: '2026-11-20T09:30:00.000Z',
  author: 'Tomás Walsh',
};

async function table(roles: number[], routes: Routes = {}) {
  const server = serverDouble({
    [`GET ${LIST}`]: { body: { items: [FLUSH], total: 1 } },
    [`GET ${NOTES}`]: { body: { items: [NOTE] } },
    ...routes,
  });
  const rendered = renderApp(<MaintenancesScreen title="Maintenances" />, { roles });
  await screen.findByText(FLUSH.title!);
  return { server, ...rendered };
}

async function openEdit(user: Awaited<ReturnType<typeof table>>['user']) {
  await user.click(within(rowOf(FLUSH.title!)).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit maintenance job' });
}

describe('the maintenance table', () => {
  it('keeps Repeats in the Columns chooser, and in the form only while Recurring is on', async () => {
    const { user } = await table([2]);
    expect(screen.queryByRole('columnheader', { name: 'Repeats' })).toBeNull();
    expect(screen.getByRole('button', { name: /Columns/ })).toBeDefined();
    const form = await openEdit(user);
    expect(within(form).getByRole('combobox', { name: 'Repeats' }).textContent).toBe('Weekly');
    await user.click(within(form).getByRole('switch', { name: 'Recurring' }));
    expect(within(form).queryByRole('combobox', { name: 'Repeats' })).toBeNull();
  });

  it('shows a job’s notes in its form, and adds one without saving the form', async () => {
    const added = { ...NOTE, note_id: 2, body: 'Hot tap slow to run hot', author: 'Karen Whitfield' };
    let notes = [NOTE];
    const { user, server } = await table([2], {
      [`GET ${NOTES}`]: () => ({ body: { items: notes } }),
      [`POST ${NOTES}`]: () => {
        notes = [...notes, added];
        return { status: 201, body: { message: 'Note added.', item: added } };
      },
    });
    const form = await openEdit(user);
    const thread = await within(form).findByRole('region', { name: `Notes on ${FLUSH.title}` });
    expect((await within(thread).findByText('Shower head descaled')).closest('li')?.textContent).toContain(
      'Tomás Walsh · 20.11.2026',
    );
    await user.click(within(thread).getByRole('button', { name: `Add note to ${FLUSH.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Add note: ${FLUSH.title}` });
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(descriptionOf(within(dialog).getByRole('textbox', { name: 'Note' }))).toBe(
      'A note cannot be empty.',
    );
    await enter(user, within(dialog).getByRole('textbox', { name: 'Note' }), 'Hot tap slow to run hot');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await within(thread).findByText('Hot tap slow to run hot')).toBeDefined();
    expect(server.writes()).toEqual([expect.objectContaining({ method: 'POST', path: NOTES })]);
    expect(screen.getByRole('dialog', { name: 'Edit maintenance job' })).toBeDefined();
  });

  it('says when the next occurrence opens once role 8 marks a recurring job Done', async () => {
    const { user, server } = await table([8], {
      [`PUT ${LIST}/42`]: { body: { ...FLUSH, status: 'Done', next_start_date: '2026-12-24' } },
    });
    const form = await openEdit(user);
    await user.click(within(form).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Done' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Maintenance content successfully updated. The next occurrence opens on 24.12.2026.',
      ),
    ).toBeDefined();
    await waitFor(() => expect(server.last('PUT')?.body).toMatchObject({ status: 'Done' }));
  });
});
