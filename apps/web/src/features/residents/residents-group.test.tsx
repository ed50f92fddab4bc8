// @vitest-environment happy-dom
import type { ResidentsCommandResult } from '@acorn/domain/residents';
import { INCORRECT_MESSAGE, LIST_IS_EMPTY } from '@acorn/domain/tablets';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enter } from '../../../test/queries';
import { liveEvent } from '../../../test/render';
import type { RecordedCall } from '../../../test/server-double';
import { LIST, residentsPage, showResidents } from './test/residents-fixtures';

// The group actions above the list: Message and Check-In over the selected residents, or over every one
// the filters match; how many, from a dry run, before anything is sent; then how many received it, live.

const COMMANDS = '/v1/acorn/residents/commands';
const answer = (extra: Partial<ResidentsCommandResult>): ResidentsCommandResult => ({
  message: 'Message was sent successfully.',
  targeted: 2,
  sent: 2,
  skipped: 0,
  refused: 0,
  commands: [],
  ...extra,
});
const dryOrNot = (call: RecordedCall) => (call.body as { dry_run: boolean }).dry_run;

describe('the group Check-In', () => {
  it('counts the selected residents with a dry run, asks, sends, and follows delivery live', async () => {
    const { user, server } = showResidents('/users', {
      [`POST ${COMMANDS}`]: (call) => ({
        body: dryOrNot(call)
          ? answer({ message: '', targeted: 2, sent: 1, skipped: 1 })
          : answer({
              message: 'Successfully send check in to device.',
              sent: 1,
              skipped: 1,
              commands: [{ command_id: 70, user_id: 12, state: 'sent' }],
            }),
      }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Mary Smith' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select John Byrne' }));
    await user.click(screen.getByRole('button', { name: 'Check-In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group check-in' });
    expect(
      await within(dialog).findByText(
        'Check in 1 resident? 1 is already awaiting a response and will not be asked twice.',
      ),
    ).toBeDefined();
    expect(server.last('POST', COMMANDS)?.body).toEqual({
      action: 'check_in',
      user_ids: [12, 13],
      dry_run: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(await within(dialog).findByText('Successfully send check in to device.')).toBeDefined();
    expect(server.last('POST', COMMANDS)?.body).toMatchObject({ dry_run: false, user_ids: [12, 13] });
    expect(within(dialog).getByRole('status').textContent).toContain('Received by 0 of 1 tablet');
    act(() =>
      liveEvent({
        type: 'command',
        group_id: 3,
        user_id: 12,
        command_id: 70,
        action: 'check_in',
        state: 'delivered',
      }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toContain('Received by 1 of 1 tablet'),
    );
  });

  it('with nothing selected, goes to every resident the filters match', async () => {
    const { user, server } = showResidents('/users?check_in=0&q=Oak', {
      [`POST ${COMMANDS}`]: { body: answer({ targeted: 23, sent: 23 }) },
    });
    await screen.findByRole('button', { name: 'Mary Smith' });
    expect(screen.getByText('For all 2 residents matching the filters')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Check-In' }));
    expect(await screen.findByText('Check in 23 residents?')).toBeDefined();
    expect(server.last('POST', COMMANDS)?.body).toEqual({
      action: 'check_in',
      filter: { q: 'Oak', facility_id: null, check_in: [0] },
      dry_run: true,
    });
  });

  it('says List is empty. when the filters match nobody, and sends nothing', async () => {
    const { user, server } = showResidents('/users', { [`GET ${LIST}`]: { body: residentsPage([], 0) } });
    await screen.findByText('No residents match these filters.');
    await user.click(screen.getByRole('button', { name: 'Check-In' }));
    expect(await screen.findByText(LIST_IS_EMPTY)).toBeDefined();
    expect(server.writes()).toEqual([]);
  });
});

describe('the group Message', () => {
  it('refuses 86 characters with the spec’s sentence, before any call', async () => {
    const { user, server } = showResidents();
    await screen.findByRole('button', { name: 'Mary Smith' });
    await user.click(screen.getByRole('button', { name: 'Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group message' });
    await enter(user, within(dialog).getByRole('textbox', { name: 'Message' }), 'x'.repeat(86));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(INCORRECT_MESSAGE)).toBeDefined();
    expect(server.writes()).toEqual([]);
  });

  it('says how many before sending, then the spec’s success', async () => {
    const { user, server } = showResidents('/users', {
      [`POST ${COMMANDS}`]: (call) => ({
        body: answer(
          dryOrNot(call)
            ? { sent: 1, refused: 1 }
            : { sent: 1, refused: 1, commands: [{ command_id: 80, user_id: 12, state: 'queued' }] },
        ),
      }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Mary Smith' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select John Byrne' }));
    await user.click(screen.getByRole('button', { name: 'Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group message' });
    await enter(user, within(dialog).getByRole('textbox', { name: 'Message' }), 'Lunch is served');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Send this message to 1 resident? 1 resident without a tablet will be left out.',
      ),
    ).toBeDefined();
    expect(server.writes()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Message was sent successfully.')).toBeDefined();
    expect(server.last('POST', COMMANDS)?.body).toEqual({
      action: 'message',
      message: 'Lunch is served',
      user_ids: [12, 13],
      dry_run: false,
    });
  });
});
