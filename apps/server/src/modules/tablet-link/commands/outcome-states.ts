import type { AckPayload } from '@acorn/domain/tablet-link';
import type { CommandState } from '@acorn/domain/tablets';
import { commands } from '../../../db/schema/index.js';
import { commandEvent } from '../live-events.js';

/** States a command may move on from, for each report: states only ever move forward. */
export const MOVES_FROM: Record<AckPayload['state'], CommandState[]> = {
  delivered: ['queued', 'sent'],
  done: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent', 'delivered'],
};

/** A command whose state just moved, as its live event and the check-in it may settle need it. */
export type Finished = { id: number; user_id: number; group_id: number; action: string; state: CommandState };

/** The columns of a Finished command, for an update's returning(). */
export const finishedColumns = {
  id: commands.id,
  user_id: commands.user_id,
  group_id: commands.group_id,
  action: commands.action,
  state: commands.state,
};

export const commandEvents = (rows: readonly Finished[]) => rows.map((r) => commandEvent(r, r.state));
