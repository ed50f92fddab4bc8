import type { CommandState } from '@acorn/domain/tablets';
import { useState } from 'react';
import { useLiveEvents } from '../../lib/live-events';

export interface Progress {
  total: number;
  /** Acknowledged by the tablet (delivered) or already carried out (done). */
  received: number;
  waiting: number;
  failed: number;
  expired: number;
}

/** A command a request stored, as its answer names it. */
export interface FollowedCommand {
  command_id: number;
  state: CommandState;
}

const RECEIVED: readonly CommandState[] = ['delivered', 'done'];

export function progressOf(states: Iterable<CommandState>): Progress {
  const progress: Progress = { total: 0, received: 0, waiting: 0, failed: 0, expired: 0 };
  for (const state of states) {
    progress.total++;
    if (RECEIVED.includes(state)) progress.received++;
    else if (state === 'failed') progress.failed++;
    else if (state === 'expired') progress.expired++;
    else progress.waiting++;
  }
  return progress;
}

/**
 * Follows commands' states live. Mount it before the request is sent: a tablet can acknowledge before the
 * answer naming its command reaches the browser, and that event must not be missed.
 */
export function useCommandProgress(commands: readonly FollowedCommand[]): Progress {
  const [seen, setSeen] = useState<ReadonlyMap<number, CommandState>>(new Map());
  useLiveEvents((event) => {
    if (event.type !== 'command') return;
    setSeen((before) => new Map(before).set(event.command_id, event.state as CommandState));
  });
  return progressOf(commands.map((c) => later(seen.get(c.command_id), c.state)));
}

const ORDER: readonly CommandState[] = ['queued', 'sent', 'delivered', 'done', 'failed', 'expired'];
/** States only move forward; whichever of the answer and the live event is further along wins. */
const later = (a: CommandState | undefined, b: CommandState) =>
  a !== undefined && ORDER.indexOf(a) > ORDER.indexOf(b) ? a : b;
