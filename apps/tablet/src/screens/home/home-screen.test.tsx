// @vitest-environment happy-dom
import type { TabletProfile } from '@acorn/domain/tablet-link';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMessage } from '../../state/tablet-state';
import { App } from '../app';
import { fixedTablet, PROFILE, renderWith } from '../test-tablet';

const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'] }).setSystemTime(iso);
const livingIn = (time_zone: string, firstname: string | null = 'Mary'): TabletProfile => ({
  ...PROFILE,
  time_zone,
  firstname,
});
afterEach(() => vi.useRealTimers());

describe('the home screen', () => {
  it('tells the time, the date and the greeting on the clock of where the resident lives', () => {
    at('2026-11-27T18:30:00Z');
    renderWith(<App />, fixedTablet({ profile: livingIn('America/Chicago') }).tablet);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Good afternoon, Mary');
    expect(screen.getByText('12:30')).toBeTruthy();
    expect(screen.getByText('Friday 27 November 2026')).toBeTruthy();
  });

  it.each([
    ['Europe/Dublin', 'Mary', 'Good evening, Mary', '18:30'],
    ['Asia/Tokyo', 'Mary', 'Good morning, Mary', '03:30'],
    ['America/Los_Angeles', null, 'Good morning', '10:30'],
  ])('in %s greets %s with “%s”', (zone, name, greeting, time) => {
    at('2026-11-27T18:30:00Z');
    renderWith(<App />, fixedTablet({ profile: livingIn(zone, name) }).tablet);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(greeting);
    expect(screen.getByText(time)).toBeTruthy();
  });

  it('uses the browser’s clock until the profile is known', () => {
    at('2026-11-27T18:30:00Z');
    renderWith(<App />, fixedTablet({ profile: null }).tablet);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Good evening');
  });

  it('offers every screen as a tile, counting unread messages', () => {
    const message = (command_id: number, read: boolean): StaffMessage => ({
      command_id,
      text: 'Lunch at half twelve.',
      received_at: '2026-11-27T10:05:00Z',
      read,
    });
    const messages = [message(3, false), message(2, false), message(1, true)];
    renderWith(<App />, fixedTablet({ messages }).tablet);
    const tiles = screen.getByRole('navigation').querySelectorAll('button');
    expect([...tiles].map((tile) => tile.getAttribute('aria-label') ?? tile.textContent)).toEqual([
      'Messages, 2 new',
      'Today',
      'Photos',
      'Newspapers',
      'Local news and services',
      'Noticeboard',
      'Menus',
    ]);
    expect(screen.getByRole('button', { name: 'Messages, 2 new' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up' })).toBeNull();
  });

  it('says calmly when there is no connection, and nothing while connecting', () => {
    const { tablet } = fixedTablet({ connection: 'connecting' });
    const { rerender } = renderWith(<App />, tablet);
    expect(screen.queryByText(/No connection/)).toBeNull();
    rerender({ ...tablet, state: { ...tablet.state, connection: 'offline' } });
    const line = screen
      .getAllByRole('status')
      .find((s) => s.textContent?.startsWith('No connection just now'));
    expect(line?.textContent).toBe(
      'No connection just now. What you see is from earlier; new things will come when it is back.',
    );
  });

  it('asks the care home to call, and says so', async () => {
    const { tablet, actions } = fixedTablet();
    const { user, rerender } = renderWith(<App />, tablet);
    await user.click(screen.getByRole('button', { name: 'Call me' }));
    expect(actions.requestCall).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The care home has been asked to call you.')).toBeTruthy();
    // The care home is rung at once: once that call is over, the words would only be stale.
    const view = {
      call_id: 7,
      rung_by: 'tablet' as const,
      caller: 'Maple Grove Care',
      phase: 'calling' as const,
    };
    const call = { view: { ...view, answered_at: null, ended: null }, local: null, remote: null };
    rerender({ ...tablet, state: { ...tablet.state, call } });
    rerender(tablet);
    expect(screen.queryByText('The care home has been asked to call you.')).toBeNull();
  });

  it('offline, says the request goes when the tablet is back and the care home will call back', async () => {
    const { tablet, actions } = fixedTablet({ connection: 'offline' });
    const { user } = renderWith(<App />, tablet);
    await user.click(screen.getByRole('button', { name: 'Call me' }));
    expect(actions.requestCall).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(
        'There is no connection just now. Your request will be sent when the tablet is back online, and the care home will call you back.',
      ),
    ).toBeTruthy();
  });

  it('passes on, in its own words, why a call could not be asked for', async () => {
    const why = 'The care home will hear this when the tablet is back online.';
    const { tablet } = fixedTablet({}, { requestCall: () => Promise.reject(new Error(why)) });
    const { user } = renderWith(<App />, tablet);
    await user.click(screen.getByRole('button', { name: 'Call me' }));
    expect((await screen.findByText(why)).getAttribute('role')).toBe('status');
  });
});
