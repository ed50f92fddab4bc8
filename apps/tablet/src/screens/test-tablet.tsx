import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, vi, type Mock } from 'vitest';
import { TabletProvider, type Tablet } from '../state/tablet-context';
import { INITIAL_STATE, type TabletActions, type TabletState } from '../state/tablet-state';

afterEach(cleanup);

export const PROFILE = {
  user_id: 42,
  user_type: 2,
  firstname: 'Mary',
  surname: 'Byrne',
  group_name: 'Acorn Care',
  facility_name: 'Lake Barrington Woods',
  time_zone: 'America/Chicago',
  acorn_version: null,
};

/** A ready tablet (or as `state` says), every action a mock that does what `actions` says or nothing. */
export function fixedTablet(state: Partial<TabletState> = {}, actions: Partial<TabletActions> = {}) {
  const done = () => Promise.resolve();
  const plain: TabletActions = {
    enrolWithSecret: done,
    enrolWithToken: done,
    answerCheckIn: () => {},
    answerInvite: () => {},
    markRead: () => {},
    dismiss: () => {},
    requestCall: done,
    answerCall: () => {},
    declineCall: () => {},
    hangUpCall: () => {},
    closeCall: () => {},
    fetchWithCredential: () => Promise.resolve(new Response('{}', { status: 404 })),
    ...actions,
  };
  const mocks = Object.fromEntries(Object.entries(plain).map(([name, f]) => [name, vi.fn(f)])) as {
    [K in keyof TabletActions]: Mock<TabletActions[K]>;
  };
  const tablet: Tablet = {
    state: { ...INITIAL_STATE, phase: 'ready', connection: 'online', profile: PROFILE, ...state },
    actions: mocks,
  };
  return { tablet, actions: mocks };
}

/** Renders `ui` over the tablet, with a user who types and taps as a person does. */
export function renderWith(ui: ReactNode, tablet: Tablet) {
  const user = userEvent.setup();
  const view = render(<TabletProvider tablet={tablet}>{ui}</TabletProvider>);
  const rerender = (next: Tablet) => view.rerender(<TabletProvider tablet={next}>{ui}</TabletProvider>);
  return { user, rerender };
}

/** A JSON answer as the server gives it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
