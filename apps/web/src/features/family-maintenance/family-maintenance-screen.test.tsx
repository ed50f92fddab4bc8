// @vitest-environment happy-dom
import type { FamilyResident } from '@acorn/domain/family';
import { FAMILY_MAINTENANCE_MESSAGES as M, type FamilyMaintenanceRequest } from '@acorn/domain/maintenance';
import { IMAGE_MESSAGES } from '@acorn/domain/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { descriptionOf, enter } from '../../../test/queries';
import { renderApp } from '../../../test/render';
import { refuse, serverDouble } from '../../../test/server-double';
import { FamilyMaintenanceScreen } from './family-maintenance-screen';

// Maintenance Request (issue 20): the form's rules in its order on their fields, the photo judged by its
// content, and the member's requests with their status.

const DOROTHY: FamilyResident = {
  user_id: 12,
  firstname: 'Dorothy',
  surname: 'Campbell',
  facility_name: 'Toronto',
  relationship: 'daughter',
  shares: { activities: true, check_ins: true, health: false, calls: false },
  has_tablet: true,
};
const REQUESTS = '/v1/acorn/family/residents/12/maintenance-requests';
const request = (maintenance_id: number, title: string, status: string): FamilyMaintenanceRequest => ({
  maintenance_id,
  title,
  description: 'Please fix it.',
  key_entry_permission: 'No',
  status: status as FamilyMaintenanceRequest['status'],
  created_at: '2026-11-21T09:00:00.000Z',
  responded_at: status === 'Pending' ? null : '2026-11-22T09:00:00.000Z',
  completed_at: null,
  has_photo: false,
});

function show() {
  let items = [request(4, 'Wobbly chair', 'In-Progress')];
  const server = serverDouble({
    'GET /v1/acorn/family/residents': { body: { items: [DOROTHY] } },
    [`GET ${REQUESTS}`]: () => ({ body: { items } }),
    [`POST ${REQUESTS}`]: () => {
      const sent = request(5, 'Dripping tap', 'Pending');
      items = [sent, ...items];
      return { status: 201, body: { message: M.sent, request: sent } };
    },
  });
  const rendered = renderApp(<FamilyMaintenanceScreen title="Maintenance Request" />, {
    roles: [7],
    route: { path: '/family-maintenance-request', at: '/family-maintenance-request' },
  });
  return { server, ...rendered };
}
const send = () => screen.getByRole('button', { name: 'Send request' });

describe('Maintenance Request', () => {
  it('shows the first failing rule on its field, which takes the focus, and sends nothing', async () => {
    const { server, user } = show();
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    const title = screen.getByRole('textbox', { name: 'Job title' });
    expect(descriptionOf(title)).toBe(M.titleMissing);
    expect(document.activeElement).toBe(title);
    await enter(user, title, 'Dripping tap');
    await user.click(send());
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Description' }))).toBe(M.descriptionMissing);
    await enter(user, screen.getByRole('textbox', { name: 'Description' }), 'Drips all night.');
    await user.click(send());
    expect(descriptionOf(screen.getByRole('radiogroup'))).toContain(M.keyEntryMissing);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Yes' }));
    expect(server.writes()).toEqual([]);
  });

  it('refuses a file that is not a picture, and keeps nothing of it', async () => {
    const { user, container } = show();
    await screen.findByRole('button', { name: 'Add a photo' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.7 a menu'], 'tap.png', { type: 'image/png' }));
    expect(await screen.findByText(IMAGE_MESSAGES.notImage)).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'The photo you chose' })).toBeNull();
  });

  it('sends the form, says so, clears it and lists the request first with its status', async () => {
    const { server, user } = show();
    const list = await screen.findByRole('list', { name: 'Your requests' });
    expect(within(list).getByText('In-Progress')).toBeTruthy();
    await enter(user, screen.getByRole('textbox', { name: 'Job title' }), 'Dripping tap');
    await enter(user, screen.getByRole('textbox', { name: 'Description' }), 'Drips all night.');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(send());
    expect(await screen.findByText(M.sent)).toBeTruthy();
    const body = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST')![1]!
      .body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      title: 'Dripping tap',
      description: 'Drips all night.',
      key_entry_permission: 'No',
    });
    const first = (await within(list).findAllByRole('listitem'))[0]!;
    expect(first.textContent).toContain('Dripping tap');
    expect(first.textContent).toContain('Pending');
    expect(first.textContent).toContain('Key entry: No');
    expect((screen.getByRole('textbox', { name: 'Job title' }) as HTMLInputElement).value).toBe('');
    expect(server.callsTo('POST')).toHaveLength(1);
  });

  it('puts the server’s refusal of the photo beneath the photo', async () => {
    const { server, user } = show();
    server.on({ [`POST ${REQUESTS}`]: refuse(413, IMAGE_MESSAGES.tooLarge) });
    await enter(user, await screen.findByRole('textbox', { name: 'Job title' }), 'Dripping tap');
    await enter(user, screen.getByRole('textbox', { name: 'Description' }), 'Drips all night.');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(send());
    expect(await screen.findByText(IMAGE_MESSAGES.tooLarge)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a photo' }));
  });
});
