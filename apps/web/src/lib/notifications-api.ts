import type { NotificationItem, NotificationItems, NotificationKind } from '@acorn/domain/residents';
import { apiCall } from './api';

// The header's notification lists (the bell's popover). Its count is asked by the badge itself.

export const fetchNotificationItems = (): Promise<NotificationItems> =>
  apiCall('get', '/v1/acorn/notifications/items');

/** Opening an item clears it for every staff member of the group. */
export const acknowledgeItem = (item: Pick<NotificationItem, 'kind' | 'id'>) =>
  apiCall('post', '/v1/acorn/notifications/acknowledge', { body: { kind: item.kind, id: item.id } });

/** The residents screen's panel each kind opens (the spec's `type` parameter of /users). */
export const PANEL_OF: Record<NotificationKind, 'check' | 'call' | 'message'> = {
  missed_check_in: 'check',
  call_request: 'call',
  message: 'message',
};

/** Where an item leads: the resident on the residents screen, with the panel that acts on it open. */
export const itemLink = (item: NotificationItem) =>
  `/users?${new URLSearchParams({ user_id: String(item.user_id), type: PANEL_OF[item.kind] }).toString()}`;
