// @vitest-environment happy-dom
import { CALL_MESSAGES, type LiveEvent, type RingingCall } from '@acorn/domain/tablet-link';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveEvent, renderApp, TEST_USER } from '../../../test/render';
import { refuse, serverDouble, type Routes } from '../../../test/server-double';
import { IncomingCalls } from './incoming-calls';

// A resident's tablet calling the care home rings every staff page: a card that says who is calling, with
// Answer; then who took it, or that it was missed. The person's focus stays where it was.

const MARY: RingingCall = {
  call_id: 31,
  user_id: 12,
  resident_name: 'Mary Campbell',
  rings_until: '2026-11-28T10:00:45.000Z',
};
const rings = (call: RingingCall = MARY): LiveEvent => ({ type: 'call_ringing', group_id: 3, ...call });
const stops = (
  reason: 'answered' | 'missed' | 'cancelled',
  answered_by: { portal_user_id: number; name: string } | null = null,
): LiveEvent => ({
  type: 'call_stopped_ringing',
  group_id: 3,
  user_id: 12,
  call_id: 31,
  reason,
  answered_by,
});

/** The page, listening: it has asked what rings already, so a live event is heard. */
async function showCalls(routes: Routes = {}) {
  const server = serverDouble({ 'GET /v1/acorn/calls/ringing': { body: { items: [] } }, ...routes });
  const rendered = renderApp(
    <IncomingCalls userId={TEST_USER.user_id} load={() => import('./incoming-call-cards')} />,
    { roles: [2], route: { path: '/home', at: '/home' } },
  );
  await waitFor(() => expect(server.callsTo('GET', '/v1/acorn/calls/ringing')).toHaveLength(1));
  return { server, ...rendered };
}

const card = () => screen.findByRole('region', { name: 'Incoming call from Mary Campbell' });

describe('a tablet calling the care home', () => {
  it('rings as a card: who is calling, Answer and Not now; Not now hides it', async () => {
    const { user } = await showCalls();
    act(() => liveEvent(rings()));
    const ringing = await card();
    expect(within(ringing).getByRole('alert').textContent).toBe('Mary Campbell is calling');
    expect(within(ringing).getByText('Calling from their tablet')).toBeTruthy();
    expect(within(ringing).getByRole('button', { name: 'Answer Mary Campbell’s call' })).toBeTruthy();

    await user.click(within(ringing).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows a call that was ringing before the page opened, and stacks another', async () => {
    await showCalls({ 'GET /v1/acorn/calls/ringing': { body: { items: [MARY] } } });
    await card();
    act(() => liveEvent(rings({ ...MARY, call_id: 32, user_id: 14, resident_name: 'Tom Walsh' })));
    expect(await screen.findByRole('region', { name: 'Incoming call from Tom Walsh' })).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('says who answered when a colleague took it', async () => {
    await showCalls();
    act(() => liveEvent(rings()));
    const ringing = await card();
    act(() => liveEvent(stops('answered', { portal_user_id: 77, name: 'Anne Byrne' })));
    expect((await within(ringing).findByRole('alert')).textContent).toBe(
      'Anne Byrne answered Mary Campbell’s call.',
    );
    expect(within(ringing).queryByRole('button', { name: /Answer/ })).toBeNull();
    expect(within(ringing).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('leaves a call this person answered in another window', async () => {
    await showCalls();
    act(() => liveEvent(rings()));
    await card();
    act(() => liveEvent(stops('answered', { portal_user_id: TEST_USER.user_id, name: 'Sam Staff' })));
    await act(async () => undefined);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a missed call leads to the resident’s calls', async () => {
    await showCalls();
    act(() => liveEvent(rings()));
    const ringing = await card();
    act(() => liveEvent(stops('missed')));
    expect((await within(ringing).findByRole('alert')).textContent).toBe('Missed call from Mary Campbell.');
    const open = within(ringing).getByRole('link', { name: 'Open Mary Campbell’s calls' });
    expect(open.getAttribute('href')).toBe('/users?user_id=12&type=call');
  });

  it('Answer refused (a colleague was first): the server’s words, and Close', async () => {
    const { user, server } = await showCalls({
      'POST /v1/acorn/calls/:call_id/answer': refuse(409, CALL_MESSAGES.taken),
    });
    act(() => liveEvent(rings()));
    const ringing = await card();
    await user.click(within(ringing).getByRole('button', { name: 'Answer Mary Campbell’s call' }));
    expect((await within(ringing).findByRole('alert')).textContent).toBe(
      'Another staff member answered the call.',
    );
    expect(server.writes().map((c) => c.path)).toEqual(['/v1/acorn/calls/31/answer']);
    await user.click(within(ringing).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('Answer taken: the in-call view opens for that call, without ringing', async () => {
    const { user } = await showCalls({
      'POST /v1/acorn/calls/:call_id/answer': {
        body: { call_id: 31, rings_until: MARY.rings_until, ice_servers: [] },
      },
    });
    act(() => liveEvent(rings()));
    await user.click(within(await card()).getByRole('button', { name: 'Answer Mary Campbell’s call' }));
    const view = await screen.findByRole('dialog', { name: 'Call with Mary Campbell' });
    expect(within(view).queryByText('Ringing…')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Incoming call from Mary Campbell' })).toBeNull();
  });
});
