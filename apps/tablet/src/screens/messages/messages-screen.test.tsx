// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMessage } from '../../state/tablet-state';
import { App } from '../app';
import { fixedTablet, renderWith } from '../test-tablet';

afterEach(() => vi.useRealTimers());

const message = (command_id: number, text: string, received_at: string, read: boolean): StaffMessage => ({
  command_id,
  text,
  received_at,
  read,
});

describe('the messages screen', () => {
  it('opens from its tile, lists the messages newest first with when they came, and reads the unread', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }).setSystemTime('2026-11-27T18:00:00Z');
    const messages = [
      message(3, 'The hairdresser comes on Friday.', '2026-11-27T16:05:00Z', false),
      message(2, 'Lunch is at half twelve.', '2026-11-26T22:40:00Z', false),
      message(1, 'Welcome to your tablet.', '2026-11-20T15:00:00Z', true),
    ];
    const { tablet, actions } = fixedTablet({ messages });
    const { user } = renderWith(<App />, tablet);
    await user.click(screen.getByRole('button', { name: 'Messages, 2 new' }));

    const heading = screen.getByRole('heading', { level: 1, name: 'Messages' });
    expect(document.activeElement).toBe(heading);
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    // Chicago's clock: 12:00 on Friday 27 November.
    expect(items.map((item) => item.textContent)).toEqual([
      'NewThe hairdresser comes on Friday.Today at 10:05',
      'NewLunch is at half twelve.Thursday 26 November at 16:40',
      'Welcome to your tablet.Friday 20 November at 09:00',
    ]);
    expect(actions.markRead.mock.calls).toEqual([[3], [2]]);

    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(document.activeElement?.textContent).toMatch(/^Good (morning|afternoon|evening), Mary$/);
  });

  it('says when there are none', async () => {
    const { user } = renderWith(<App />, fixedTablet().tablet);
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    expect(screen.getByText('No messages yet.')).toBeTruthy();
  });
});
