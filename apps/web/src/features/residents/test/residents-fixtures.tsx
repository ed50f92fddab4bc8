import type { ChatMessage, ResidentDetail, ResidentRow, ResidentsPage } from '@acorn/domain/residents';
import { renderApp } from '../../../../test/render';
import { serverDouble, type Routes } from '../../../../test/server-double';
import { FLAGS_OFF, tabletUser } from '../../../../test/users';
import { ResidentsScreen } from '../residents-screen';

// The residents screen's tests share these: two residents of Oak House, a page of them, and the screen
// rendered at an address with a server double answering the list.

export const LIST = '/v1/acorn/residents';

export const row = (
  user_id: number,
  firstname: string,
  surname: string,
  extra: Partial<ResidentRow> = {},
): ResidentRow => ({
  user_id,
  firstname,
  surname,
  acorn_id: `AC-${user_id}`,
  email: `${firstname.toLowerCase()}@example.test`,
  location: `Room ${user_id}`,
  facility_id: 1,
  facility_name: 'Oak House',
  group_id: 3,
  check_in: 0,
  has_tablet: true,
  is_connected: true,
  last_seen: null,
  unread_messages: 0,
  call_requests: 0,
  ...extra,
});

export const MARY = row(12, 'Mary', 'Smith', { unread_messages: 2, call_requests: 1 });
export const JOHN = row(13, 'John', 'Byrne', { email: null, check_in: 1 });

export const residentsPage = (items: ResidentRow[] = [MARY, JOHN], total = items.length): ResidentsPage => ({
  items,
  total,
  check_in_counts: { default: 20, pending: 4, failed: 1, success: 3 },
  facilities: [
    { facility_id: 1, name: 'Oak House', residents: 12 },
    { facility_id: 2, name: 'Elm Court', residents: 18 },
  ],
});

export const detailOf = (r: ResidentRow): ResidentDetail => ({
  user: {
    ...tabletUser({
      user_id: r.user_id,
      firstname: r.firstname,
      surname: r.surname,
      email: r.email,
      country: 'Ireland',
      location: r.location,
      is_online: r.check_in,
      acorn_id: r.acorn_id,
    }),
    is_connected: true,
  },
  user_details: {
    ...FLAGS_OFF,
    extra_accessories: 'Large text, hearing aid',
    suspend_status: null,
    suspend_code: null,
    call_suspend_status: null,
    call_suspend_code: null,
  },
  user_metrics: null,
  user_device: null,
  user_contacts: [
    { firstname: 'Anne', surname: 'Smith', email: 'anne@example.test', avatar: null, user_type: 1 },
  ],
});

export const chatMessage = (message_id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  message_id,
  sender: 'resident',
  sender_name: null,
  message: `Message ${message_id}`,
  created_at: '2026-11-20T09:30:00.000Z',
  read_at: null,
  state: null,
  ...extra,
});

/** The screen at `at` (an address under /users), its list answered by `routes` or the two residents. */
export function showResidents(at = '/users', routes: Routes = {}, roles = [2], phone = false) {
  const server = serverDouble({
    [`GET ${LIST}`]: { body: residentsPage() },
    ...routes,
  });
  const rendered = renderApp(<ResidentsScreen title="Residents" />, {
    roles,
    phone,
    route: { path: '/users', at },
  });
  return { server, ...rendered };
}
