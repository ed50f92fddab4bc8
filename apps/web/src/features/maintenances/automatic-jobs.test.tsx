// @vitest-environment happy-dom
import type { Maintenance } from '@acorn/domain/maintenance';
import { TABLET_JOB_RULE_MESSAGES, type TabletJobRulesAnswer } from '@acorn/domain/tablet-jobs';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, enter } from '../../../test/queries';
import { liveEvent, renderApp } from '../../../test/render';
import { page, refuse, serverDouble, type Routes } from '../../../test/server-double';
import { MaintenancesScreen } from './maintenances-screen';

// /maintenance's Automatic jobs dialog (issue 19 §4) and the jobs tablets open by themselves.

const LIST = '/v1/acorn/maintenances';
const RULES = '/v1/acorn/tablet-job-rules';
const DEFAULTS = { offline_hours: 24, battery_percent: 15, storage_percent: 5 };
const ANSWER: TabletJobRulesAnswer = {
  group_id: 3,
  ...DEFAULTS,
  is_default: true,
  defaults: DEFAULTS,
  last_modified_date: null,
};
const JOB: Maintenance = {
  maintenance_id: 7,
  title: 'Tablet: storage low',
  description: 'Tablet ACN-10101 (serial R9TW1234567) of Mary Smith. Free storage 3 % (1.00 GB of 32.00 GB).',
  resident_name: 'Mary Smith',
  is_recurring: false,
  recurrence: null,
  start_date: '2026-11-21',
  notes: null,
  cost: null,
  status: 'Pending',
  priority: 3,
  last_modified_date: '2026-11-21T10:00:00.000Z',
  group_id: 3,
  user_id: 12,
  next_start_date: null,
};

async function screenFor(roles: number[], routes: Routes = {}) {
  const server = serverDouble({ [`GET ${LIST}`]: page([]), [`GET ${RULES}`]: { body: ANSWER }, ...routes });
  const rendered = renderApp(<MaintenancesScreen title="Maintenances" />, { roles });
  await screen.findByText('No records to display');
  return { server, ...rendered };
}

async function openRules(user: Awaited<ReturnType<typeof screenFor>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Automatic jobs' }));
  const dialog = await screen.findByRole('dialog', { name: 'Automatic jobs' });
  await within(dialog).findByRole('textbox', { name: 'Offline for more than' });
  return dialog;
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

describe('Automatic jobs', () => {
  it('shows the defaults, and saves a changed threshold and a condition switched off', async () => {
    const { user, server } = await screenFor([2], {
      [`PUT ${RULES}`]: (call) => ({ body: { ...ANSWER, ...(call.body as object), is_default: false } }),
    });
    const dialog = await openRules(user);
    expect((field(dialog, 'Offline for more than') as HTMLInputElement).value).toBe('24');
    expect((field(dialog, 'Battery under') as HTMLInputElement).value).toBe('15');
    expect(descriptionOf(field(dialog, 'Free storage under'))).toBe('Default: 5 %');
    expect(descriptionOf(field(dialog, 'Battery under'))).toBe('For over an hour. Default: 15 %');
    expect(within(dialog).getByText('This group has the defaults.')).toBeDefined();

    await user.clear(field(dialog, 'Free storage under'));
    await enter(user, field(dialog, 'Free storage under'), '10');
    await user.click(within(dialog).getByRole('switch', { name: 'Battery low' }));
    expect(field(dialog, 'Battery under')).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TABLET_JOB_RULE_MESSAGES.saved)).toBeDefined();
    expect(server.last('PUT', RULES)?.body).toEqual({
      offline_hours: 24,
      battery_percent: null,
      storage_percent: 10,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Automatic jobs' })).toBeNull());
  });

  it('says what is wrong with a bad value on its field, and the server’s word on what it refuses', async () => {
    const { user, server } = await screenFor([2], {
      [`PUT ${RULES}`]: refuse(400, TABLET_JOB_RULE_MESSAGES.battery_percent),
    });
    const dialog = await openRules(user);
    await user.clear(field(dialog, 'Offline for more than'));
    await enter(user, field(dialog, 'Offline for more than'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(field(dialog, 'Offline for more than'))).toBe(
      TABLET_JOB_RULE_MESSAGES.offline_hours,
    );
    expect(server.writes()).toEqual([]);

    await user.clear(field(dialog, 'Offline for more than'));
    await enter(user, field(dialog, 'Offline for more than'), '48');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(descriptionOf(field(dialog, 'Battery under'))).toBe(TABLET_JOB_RULE_MESSAGES.battery_percent),
    );
    server.on({ [`PUT ${RULES}`]: refuse(404, TABLET_JOB_RULE_MESSAGES.groupNotFound) });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(TABLET_JOB_RULE_MESSAGES.groupNotFound)).toBeDefined();
  });

  it('is not offered to role 8, who does the jobs', async () => {
    const { server } = await screenFor([8]);
    expect(screen.queryByRole('button', { name: 'Automatic jobs' })).toBeNull();
    expect(server.callsTo('GET', RULES)).toEqual([]);
  });

  it('shows a job a tablet opened as it opens, title and evidence', async () => {
    let items: Maintenance[] = [];
    await screenFor([2], { [`GET ${LIST}`]: () => page(items) });
    items = [JOB];
    act(() =>
      liveEvent({ type: 'tablet_job', group_id: 3, user_id: 12, maintenance_id: 7, condition: 'storage' }),
    );
    expect(await screen.findByText('Tablet: storage low')).toBeDefined();
    expect(screen.getByText(/Free storage 3 %/)).toBeDefined();
  });
});
