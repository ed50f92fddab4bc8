import { eventInvitePayloadSchema } from '@acorn/domain/activities';
import {
  calendarPayloadSchema,
  installAppPayloadSchema,
  messageCommandPayloadSchema,
  resetCommandPayloadSchema,
  updateCommandPayloadSchema,
  type CommandPayload,
  type ResetCommandPayload,
  type UpdateCommandPayload,
} from '@acorn/domain/tablet-link';
import type { Prompt, TabletState } from '../state/tablet-state';
import { showOrRemovePhoto, type PhotoDeps } from './carry-out-photo';
import type { HeldAck } from './held-ack';

// What the app does with each command of protocol v1 (docs/tablet-link.md), and what it answers. A command
// that waits for the resident (a message to be read, a check-in, an invitation, an app offer) is
// acknowledged delivered now and done when they act; the rest are carried out at once and acknowledged
// once, with their outcome.

export interface CommandDeps extends PhotoDeps {
  now(): Date;
  update(change: (state: TabletState) => TabletState): void;
  /** Sends the acknowledgement; resolves when the broker has it (or it is queued for the next connection). */
  ack(ack: HeldAck): Promise<void>;
  /** Clears what the reset names; a full reset returns the app to set-up. */
  reset(payload: ResetCommandPayload): Promise<void>;
  /** Moves to the version the portal serves now. */
  reloadForUpdate(payload: UpdateCommandPayload): void;
}

const withPrompt = (prompt: Prompt) => (state: TabletState) =>
  state.prompts.some((p) => p.command_id === prompt.command_id)
    ? state
    : { ...state, prompts: [...state.prompts, prompt] };

/**
 * Carries a command out once; its acknowledgements go through deps.ack, naming it by its held id (a
 * broadcast's is negative: deps.ack names it as the server knows it).
 */
export async function carryOut(command: CommandPayload, deps: CommandDeps): Promise<void> {
  const { command_id: id, payload } = command;
  const done = (detail?: string) =>
    deps.ack({ command_id: id, state: 'done', ...(detail ? { detail } : {}) });
  const delivered = () => deps.ack({ command_id: id, state: 'delivered' });
  const failed = (detail: string) => deps.ack({ command_id: id, state: 'failed', detail });
  const unreadable = () =>
    failed(`This tablet could not read the ${command.action.replace(/_/g, ' ')} command.`);

  switch (command.action) {
    case 'message': {
      const parsed = messageCommandPayloadSchema.safeParse(payload);
      if (!parsed.success) return unreadable();
      const text = parsed.data.message;
      deps.update((state) =>
        withPrompt({ kind: 'message', command_id: id, text })({
          ...state,
          messages: [
            { command_id: id, text, received_at: deps.now().toISOString(), read: false },
            ...state.messages.filter((m) => m.command_id !== id),
          ],
        }),
      );
      // Done is the read receipt, sent when the message is on the resident's screen (markRead).
      return delivered();
    }
    case 'check_in':
      deps.update(withPrompt({ kind: 'check_in', command_id: id }));
      return delivered();
    case 'event_invite': {
      const parsed = eventInvitePayloadSchema.safeParse(payload);
      if (!parsed.success) return unreadable();
      deps.update(withPrompt({ kind: 'invite', command_id: id, invite: parsed.data }));
      return delivered();
    }
    case 'install_app': {
      // A browser cannot install an app: the resident is shown its store page, done when they have seen it.
      const parsed = installAppPayloadSchema.safeParse(payload);
      if (!parsed.success) return unreadable();
      deps.update(withPrompt({ kind: 'install', command_id: id, app: parsed.data }));
      return delivered();
    }
    case 'photo':
      return deps.ack(await showOrRemovePhoto(command, deps));
    case 'calendar': {
      const parsed = calendarPayloadSchema.safeParse(payload);
      if (!parsed.success) return unreadable();
      const stamp = Date.parse(parsed.data.generated_at);
      // Snapshots may arrive out of order: the newest wins.
      deps.update((state) =>
        state.calendar && Date.parse(state.calendar.generated_at) > stamp
          ? state
          : { ...state, calendar: parsed.data },
      );
      return done();
    }
    case 'reset_calendar':
      deps.update((state) => ({ ...state, calendar: null }));
      return done('calendar cleared');
    case 'reset_messages_auth':
      deps.update((state) => ({
        ...state,
        messages: [],
        prompts: state.prompts.filter((p) => p.kind !== 'message'),
      }));
      return done('messages cleared');
    case 'reset_email':
      return done('This tablet keeps no email.');
    case 'reset': {
      const parsed = resetCommandPayloadSchema.safeParse(payload);
      if (!parsed.success) return unreadable();
      // Acknowledged first: a full reset forgets the credential the acknowledgement needs.
      await done('reset');
      return deps.reset(parsed.data);
    }
    case 'update': {
      const parsed = updateCommandPayloadSchema.safeParse(payload);
      if (!parsed.success) return unreadable();
      await done(`Reloading for version ${parsed.data.version}.`);
      return deps.reloadForUpdate(parsed.data);
    }
  }
}
