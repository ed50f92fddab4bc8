// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallView } from '../../call/tablet-call';
import { App } from '../app';
import { fixedTablet, renderWith } from '../test-tablet';

const view = (change: Partial<CallView>): CallView => ({
  call_id: 5,
  rung_by: 'portal',
  caller: 'Anne Byrne',
  phase: 'ringing',
  answered_at: null,
  ended: null,
  ...change,
});

const calling = (change: Partial<CallView>) => {
  const fixed = fixedTablet({
    call: { view: view(change), local: null, remote: null },
    prompts: [{ kind: 'check_in', command_id: 8 }],
  });
  return { ...fixed, ...renderWith(<App />, fixed.tablet) };
};

afterEach(() => vi.useRealTimers());

describe('a call on the tablet', () => {
  it('rings over everything, a prompt included, with Answer and Decline', async () => {
    const { user, actions } = calling({});
    const dialog = screen.getByRole('dialog', { name: 'Call from Anne Byrne' });
    expect(screen.queryByRole('dialog', { name: 'Are you OK?' })).toBeNull();
    expect(dialog.textContent).toContain('Anne Byrne would like to talk with you.');
    await user.click(within(dialog).getByRole('button', { name: 'Answer' }));
    expect(actions.answerCall).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(actions.declineCall).toHaveBeenCalledOnce();
  });

  it('in the call: the caller’s picture, the resident’s own, how long, and Hang up', async () => {
    const { user, actions } = calling({
      phase: 'connected',
      answered_at: new Date(Date.now() - 83_000).toISOString(),
    });
    const dialog = screen.getByRole('dialog', { name: 'Call with Anne Byrne' });
    expect(within(dialog).getByLabelText('Anne Byrne’s camera').tagName).toBe('VIDEO');
    expect(within(dialog).getByLabelText('Your camera').tagName).toBe('VIDEO');
    expect(within(dialog).getByRole('status').textContent).toBe('Talking for 01:23');
    await user.click(within(dialog).getByRole('button', { name: 'Hang up' }));
    expect(actions.hangUpCall).toHaveBeenCalledOnce();
  });

  it('says why a call ended, in the resident’s words, until OK', async () => {
    const { user, actions } = calling({ phase: 'ended', ended: 'missed' });
    const dialog = screen.getByRole('dialog', { name: 'Call with Anne Byrne' });
    expect(within(dialog).getByRole('status').textContent).toBe(
      'You missed a call from Anne Byrne. They can call again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(actions.closeCall).toHaveBeenCalledOnce();
  });

  it('the resident’s own call: calling the home, waiting, one large Hang up, and no camera yet', async () => {
    const { user, actions } = calling({ rung_by: 'tablet', caller: 'Maple Grove Care', phase: 'calling' });
    const dialog = screen.getByRole('dialog', { name: 'Calling Maple Grove Care…' });
    expect(screen.queryByRole('dialog', { name: 'Are you OK?' })).toBeNull();
    expect(within(dialog).getByRole('status').textContent).toBe('Waiting for someone to answer.');
    expect(within(dialog).queryByLabelText('Your camera')).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Hang up']);
    await user.click(within(dialog).getByRole('button', { name: 'Hang up' }));
    expect(actions.hangUpCall).toHaveBeenCalledOnce();
  });

  it('the resident’s own call, answered: the call with whoever answered, saying so while it connects', () => {
    calling({
      rung_by: 'tablet',
      caller: 'Anne Byrne',
      phase: 'connecting',
      answered_at: new Date().toISOString(),
    });
    const dialog = screen.getByRole('dialog', { name: 'Call with Anne Byrne' });
    expect(within(dialog).getByRole('status').textContent).toBe('Anne Byrne answered. Connecting…');
    expect(within(dialog).getByRole('button', { name: 'Hang up' })).toBeTruthy();
  });

  it('nobody answered the resident’s own call: the care home will call back, until OK', async () => {
    const { user, actions } = calling({
      rung_by: 'tablet',
      caller: 'Maple Grove Care',
      phase: 'ended',
      ended: 'missed',
    });
    const dialog = screen.getByRole('dialog', { name: 'Call with Maple Grove Care' });
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Nobody could answer just now. The care home will call you back soon.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(actions.closeCall).toHaveBeenCalledOnce();
  });
});
