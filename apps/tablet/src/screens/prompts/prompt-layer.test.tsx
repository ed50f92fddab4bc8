// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Prompt } from '../../state/tablet-state';
import { App } from '../app';
import { fixedTablet, renderWith } from '../test-tablet';

const showing = (...prompts: Prompt[]) => {
  const fixed = fixedTablet({ prompts });
  return { ...fixed, ...renderWith(<App />, fixed.tablet) };
};

describe('prompts', () => {
  it('shows the oldest prompt as a modal dialog with focus inside and the screen behind inert', () => {
    showing({ kind: 'message', command_id: 7, text: 'First' }, { kind: 'check_in', command_id: 8 });
    const dialog = screen.getByRole('dialog', { name: 'A message from the care home' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Are you OK?' })).toBeNull();
  });

  it('reads a staff message as it shows it (its receipt goes), and closes it with OK', async () => {
    const { user, actions } = showing({ kind: 'message', command_id: 7, text: 'Lunch is at half twelve.' });
    const dialog = screen.getByRole('dialog', { name: 'A message from the care home' });
    expect(dialog.textContent).toContain('Lunch is at half twelve.');
    expect(actions.markRead).toHaveBeenCalledWith(7);
    expect(actions.dismiss).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(actions.dismiss).toHaveBeenCalledWith(7);
  });

  it.each([
    ['I’m OK', 'ok', 'Thank you. The care home knows you are OK.'],
    ['I need help', 'help', 'Thank you. Someone from the care home will come to you.'],
  ] as const)('answers a check-in with “%s”, then thanks the resident', async (button, answer, thanks) => {
    const { user, actions, tablet, rerender } = showing({ kind: 'check_in', command_id: 8 });
    const dialog = screen.getByRole('dialog', { name: 'Are you OK?' });
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(actions.answerCheckIn).toHaveBeenCalledWith(8, answer);
    // The link takes the answered prompt away.
    rerender({ ...tablet, state: { ...tablet.state, prompts: [] } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('status').some((s) => s.textContent === thanks)).toBe(true);
  });

  it('shows an invitation with its time and place, and passes on the answer', async () => {
    const invite = {
      public_event_id: 5,
      title: 'Tea dance',
      location: 'Garden room',
      start_time: '2026-11-28T15:00:00Z',
      end_time: '2026-11-28T16:30:00Z',
    };
    vi.useFakeTimers({ toFake: ['Date'] }).setSystemTime('2026-11-27T10:00:00Z');
    const { user, actions } = showing({ kind: 'invite', command_id: 9, invite });
    const dialog = screen.getByRole('dialog', { name: 'An invitation' });
    expect(dialog.textContent).toContain('Tea dance');
    expect(dialog.textContent).toContain('Saturday 28 November, 09:00 – 10:30');
    expect(dialog.textContent).toContain('Garden room');
    await user.click(within(dialog).getByRole('button', { name: 'Not this time' }));
    expect(actions.answerInvite).toHaveBeenCalledWith(9, 'not_going');
    vi.useRealTimers();
  });

  it('offers a suggested app’s store page and closes', async () => {
    const app = {
      package: 'com.whatsapp',
      name: 'WhatsApp',
      store_url: 'https://play.google.com/store/apps/details?id=com.whatsapp',
    };
    const { user, actions } = showing({ kind: 'install', command_id: 10, app });
    const dialog = screen.getByRole('dialog', { name: 'A new app for you' });
    const link = within(dialog).getByRole('link', { name: 'Open WhatsApp in the store' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      app.store_url,
      '_blank',
      'noopener noreferrer',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(actions.dismiss).toHaveBeenCalledWith(10);
  });
});
