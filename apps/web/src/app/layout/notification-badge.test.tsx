// @vitest-environment happy-dom
import type { NotificationItem, NotificationItems } from '@acorn/domain/residents';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { serverDouble } from '../../../test/server-double';
import { NotificationBadge } from './notification-badge';

// The bell (doc 1 §2): its count is real, and it opens the three lists of what is waiting, each item
// leading to the resident it is about; opening an item clears it for the whole group.

const item = (kind: NotificationItem['kind'], id: number, user_id: number, resident_name: string) => ({
  kind,
  id,
  user_id,
  resident_name,
  at: '2026-11-24T09:30:00.000Z',
  text: kind === 'message' ? 'Could someone bring my glasses?' : null,
});

const ITEMS: NotificationItems = {
  missed_check_ins: [item('missed_check_in', 71, 12, 'Mary Byrne')],
  call_requests: [],
  messages: [item('message', 905, 14, 'Tom Walsh')],
};

const COUNT = { missed_check_ins: 1, call_requests: 0, unread_messages: 25, total: 26 };

const routes = {
  'GET /v1/acorn/notifications/count': { body: COUNT },
  'GET /v1/acorn/notifications/items': { body: ITEMS },
  'POST /v1/acorn/notifications/acknowledge': { status: 204 },
};

const page = { path: '/home', at: '/home' };

describe('the notification bell', () => {
  it('opens the lists of what waits, each leading to its resident, and clears an item when opened', async () => {
    const server = serverDouble(routes);
    const { user } = renderApp(<NotificationBadge />, { roles: [2], route: page });
    await user.click(await screen.findByRole('button', { name: /^Notifications: 26 \(missed check-ins 1/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByRole('heading', { name: 'Missed check-ins (1)' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Call requests (0)' })).toBeTruthy();
    expect(within(dialog).getByText('None waiting.')).toBeTruthy();
    // 25 unread, the newest shown: the heading counts them all.
    expect(within(dialog).getByRole('heading', { name: 'New messages (25)' })).toBeTruthy();
    expect(within(dialog).getByText('The newest 1 are shown.')).toBeTruthy();

    const mary = within(dialog).getByRole('link', { name: /Mary Byrne/ });
    expect(mary.getAttribute('href')).toBe('/users?user_id=12&type=check');
    expect(
      within(dialog)
        .getByRole('link', { name: /Tom Walsh/ })
        .getAttribute('href'),
    ).toBe('/users?user_id=14&type=message');

    await user.click(mary);
    expect(await screen.findByRole('status', { name: 'Current address' })).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { kind: 'missed_check_in', id: 71 },
    ]);
  });

  it("shows a family member their resident's missed check-ins only, and acknowledges nothing", async () => {
    const server = serverDouble(routes);
    const { user } = renderApp(<NotificationBadge />, { roles: [7], route: page });
    await user.click(await screen.findByRole('button', { name: /^Notifications: 26/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Missed check-ins (1)']);
    const link = within(dialog).getByRole('link', { name: /Mary Byrne/ });
    expect(link.getAttribute('href')).toBe('/family-status-report');
    await user.click(link);
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
