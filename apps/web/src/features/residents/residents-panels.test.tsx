// @vitest-environment happy-dom
import { INCORRECT_MESSAGE, RESIDENT_RESYNC_SENT } from '@acorn/domain/tablets';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, enter } from '../../../test/queries';
import { liveEvent } from '../../../test/render';
import { refuse } from '../../../test/server-double';
import {
  chatMessage,
  detailOf,
  JOHN,
  LIST,
  MARY,
  residentsPage,
  row,
  showResidents,
} from './test/residents-fixtures';

// One panel at a time beside the list (spec doc 2 §2.1), chosen by a row's buttons or by the address.

const MARY_API = '/v1/acorn/residents/12';
const panelHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('the row’s buttons', () => {
  it('open the check-in panel: Send Check-In, the spec’s message, the log beneath', async () => {
    const { user, server } = showResidents('/users', {
      [`POST ${MARY_API}/check-in`]: { body: { message: 'Successfully send check in to device.' } },
      [`GET ${MARY_API}/check-ins`]: {
        body: {
          items: [
            {
              id: 1,
              check_in_time: '2026-11-20T09:00:00Z',
              response_time: null,
              status: 'Failed',
              sent_by: 'Sam Staff',
            },
          ],
          total: 1,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Check in Mary Smith' }));
    await panelHeading('Check-In · Mary Smith');
    expect(await screen.findByRole('table', { name: 'Check-in log' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Send Check-In' }));
    expect(await screen.findByText('Successfully send check in to device.')).toBeDefined();
    expect(server.last('POST')?.path).toBe(`${MARY_API}/check-in`);
  });

  it('show Awaiting response, disabled, while a check-in is pending', async () => {
    const { user } = showResidents('/users', {
      'GET /v1/acorn/residents/13/check-ins': { body: { items: [], total: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Check in John Byrne' }));
    expect(await screen.findByRole('button', { name: 'Awaiting response' })).toHaveProperty('disabled', true);
  });

  it('turn Awaiting response back into Send Check-In live when the tablet answers', async () => {
    const { user, server } = showResidents('/users', {
      'GET /v1/acorn/residents/13/check-ins': { body: { items: [], total: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Check in John Byrne' }));
    await screen.findByRole('button', { name: 'Awaiting response' });
    server.on({ [`GET ${LIST}`]: { body: residentsPage([MARY, { ...JOHN, check_in: 3 }]) } });
    act(() => liveEvent({ type: 'check_in', group_id: 3, user_id: 13, state: 3 }));
    expect(await screen.findByRole('button', { name: 'Send Check-In' })).toHaveProperty('disabled', false);
    expect(server.callsTo('GET', '/v1/acorn/residents/13/check-ins').length).toBeGreaterThan(1);
  });

  it('say a refused check-in in the spec’s words: pending again, or no tablet', async () => {
    const { user } = showResidents('/users', {
      [`POST ${MARY_API}/check-in`]: refuse(422, 'No tablet'),
      [`GET ${MARY_API}/check-ins`]: { body: { items: [], total: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Check in Mary Smith' }));
    await user.click(await screen.findByRole('button', { name: 'Send Check-In' }));
    expect(await screen.findByText('Something went wrong. Try again later.')).toBeDefined();
  });

  it('open the Call panel: Call the resident, the call log beneath, and close it', async () => {
    const { user } = showResidents('/users', {
      [`GET ${MARY_API}/calls`]: { body: { items: [], total: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Call Mary Smith' }));
    await panelHeading('Call · Mary Smith');
    expect(await screen.findByRole('heading', { level: 3, name: 'Call log' })).toBeDefined();
    // The row's button and the panel's own: both named for the resident.
    expect(screen.getAllByRole('button', { name: 'Call Mary Smith' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('keep the selection when a panel opens', async () => {
    const { user } = showResidents();
    await user.click(await screen.findByRole('checkbox', { name: 'Select John Byrne' }));
    await user.click(screen.getByRole('button', { name: 'Health of Mary Smith' }));
    await panelHeading('Health · Mary Smith');
    expect(screen.getByRole('checkbox', { name: 'Select John Byrne' })).toHaveProperty('checked', true);
  });

  it('on a phone, put the panel in the list’s place with a Back to the list', async () => {
    const { user } = showResidents('/users', {}, [2], true);
    await user.click(await screen.findByRole('button', { name: 'Activities of Mary Smith' }));
    await panelHeading('Activities · Mary Smith');
    await user.click(screen.getByRole('button', { name: 'Back to residents' }));
    expect(await screen.findByRole('button', { name: 'Mary Smith' })).toBeDefined();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('the chat', () => {
  const chat = (routes = {}) =>
    showResidents('/users', {
      [`GET ${MARY_API}/messages`]: {
        body: {
          items: [
            chatMessage(5, { message: 'Could someone bring my glasses?' }),
            chatMessage(6, {
              sender: 'staff',
              sender_name: 'Sam Staff',
              message: 'On my way',
              state: 'delivered',
            }),
          ],
          has_more: false,
        },
      },
      [`POST ${MARY_API}/messages/read`]: { body: { marked: 1 } },
      [`POST ${MARY_API}/messages`]: {
        status: 201,
        body: { message: 'Message was sent successfully.', item: chatMessage(7) },
      },
      ...routes,
    });

  it('shows both sides with who sent what and its delivery, and marks the resident’s messages read', async () => {
    const { user, server } = chat();
    await user.click(await screen.findByRole('button', { name: 'Chat with Mary Smith' }));
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('Could someone bring my glasses?')).toBeDefined();
    expect(messages.textContent).toContain('Sam Staff');
    expect(messages.textContent).toContain('Delivered');
    await waitFor(() => expect(server.last('POST', `${MARY_API}/messages/read`)?.body).toEqual({ up_to: 5 }));
  });

  it('sends a message, and refuses 86 characters with the spec’s sentence', async () => {
    const { user, server } = chat();
    await user.click(await screen.findByRole('button', { name: 'Chat with Mary Smith' }));
    const box = await screen.findByRole('textbox', { name: 'Message to Mary Smith' });
    await enter(user, box, 'x'.repeat(86));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(descriptionOf(box)).toBe(INCORRECT_MESSAGE);
    expect(server.callsTo('POST', `${MARY_API}/messages`)).toEqual([]);
    await user.clear(box);
    await enter(user, box, 'Your glasses are on the way');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(server.last('POST', `${MARY_API}/messages`)?.body).toEqual({
        message: 'Your glasses are on the way',
      }),
    );
  });

  it('shows the resident’s new message live and announces it', async () => {
    const { user, server } = chat();
    await user.click(await screen.findByRole('button', { name: 'Chat with Mary Smith' }));
    await screen.findByText('On my way');
    server.on({
      [`GET ${MARY_API}/messages`]: {
        body: {
          items: [
            chatMessage(5),
            chatMessage(6, { sender: 'staff' }),
            chatMessage(8, { message: 'Thank you!' }),
          ],
          has_more: false,
        },
      },
    });
    act(() => liveEvent({ type: 'message', group_id: 3, user_id: 12, kind: 'message' }));
    expect(await screen.findByText('New message from Mary Smith: Thank you!')).toBeDefined();
    await waitFor(() => expect(server.last('POST', `${MARY_API}/messages/read`)?.body).toEqual({ up_to: 8 }));
  });
});

describe('personal info', () => {
  const info = (roles = [2], routes = {}) =>
    showResidents(
      '/users?user_id=12',
      { 'GET /v1/acorn/users/12': { body: detailOf(MARY) }, ...routes },
      roles,
    );

  it('shows the account form locked until Edit, friends & family and support notes', async () => {
    const { user } = info();
    await panelHeading('Personal info · Mary Smith');
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Firstname' })).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Resync Calendar' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Friends & Family' }));
    expect(screen.getByRole('table', { name: 'Friends & Family' }).textContent).toContain('Anne Smith');
    await user.click(screen.getByRole('tab', { name: 'Support Notes' }));
    expect(screen.getByText('Large text, hearing aid')).toBeDefined();
  });

  it('gives role 1 the resyncs, with the residents screen’s wording', async () => {
    const { user, server } = info([1], {
      'GET /v1/acorn/groups': { body: { items: [], total: 0 } },
      'POST /v1/acorn/commands': {
        body: { message: 'Successfully send command to reset calendar.', commands: [], refused: [] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Resync Calendar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(RESIDENT_RESYNC_SENT.calendar)).toBeDefined();
    expect(server.last('POST', '/v1/acorn/commands')?.body).toEqual({
      action: 'reset_calendar',
      user_ids: [12],
    });
  });

  it('saves medical notes with their version, and meets a newer save calmly with Reload', async () => {
    const notes = {
      conditions: 'Type 2 diabetes',
      allergies: null,
      medications: null,
      doctor_contact: null,
      version: 4,
      updated_at: null,
      updated_by: null,
    };
    const { user, server } = info([2], {
      [`GET ${MARY_API}/medical`]: { body: notes },
      [`PUT ${MARY_API}/medical`]: refuse(409, 'Someone else saved these notes first.'),
    });
    await user.click(await screen.findByRole('tab', { name: 'Medical Information' }));
    expect(await screen.findByText('Type 2 diabetes')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await enter(user, screen.getByRole('textbox', { name: 'Allergies' }), 'Penicillin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else saved these notes first/)).toBeDefined();
    expect(server.last('PUT')?.body).toMatchObject({ allergies: 'Penicillin', version: 4 });
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
  });
});

describe('a link naming a resident (/users?user_id=…&type=…)', () => {
  it('opens the check-in panel of a resident on the page', async () => {
    showResidents('/users?user_id=12&name=Mary&surname=Smith&type=check', {
      [`GET ${MARY_API}/check-ins`]: { body: { items: [], total: 0 } },
    });
    await panelHeading('Check-In · Mary Smith');
    const mary = await screen.findByRole('button', { name: 'Mary Smith' });
    expect(mary.closest('li')!.getAttribute('aria-current')).toBe('true');
  });

  it('looks up a resident not on the page, pins them at the top and opens their chat', async () => {
    const ANN = row(99, 'Ann', 'Lee');
    const { server } = showResidents('/users?user_id=99&name=Ann&surname=Lee&type=message', {
      'GET /v1/acorn/users/99': { body: detailOf(ANN) },
      'GET /v1/acorn/residents/99/messages': { body: { items: [], has_more: false } },
    });
    await panelHeading('Chat · Ann Lee');
    const first = await screen.findByRole('button', { name: 'Ann Lee' }).then((b) => b.closest('li')!);
    expect(within(screen.getByRole('list', { name: 'Residents' })).getAllByRole('listitem')[0]).toBe(first);
    expect(first.getAttribute('aria-current')).toBe('true');
    expect(server.callsTo('GET', '/v1/acorn/users/99')).toHaveLength(1);
    expect(await screen.findByText('No messages yet. Write the first below.')).toBeDefined();
  });

  it('goes to /home for a resident unknown or out of scope (404)', async () => {
    showResidents('/users?user_id=77&type=call', { 'GET /v1/acorn/users/77': refuse(404, 'Not found') });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current address' }).textContent).toBe('/home'),
    );
  });

  it('says Failed to get user details. for any other failure', async () => {
    showResidents('/users?user_id=77&type=call', { 'GET /v1/acorn/users/77': refuse(500, 'Boom') });
    expect(await screen.findByText('Failed to get user details.')).toBeDefined();
  });
});
