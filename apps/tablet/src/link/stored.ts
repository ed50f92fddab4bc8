import type { EnrolmentResponse } from '@acorn/domain/tablet-link';
import type { TabletState } from '../state/tablet-state';
import type { HeldAck } from './held-ack';

// What the tablet keeps in the browser's storage (one key), so that a reload, a restart or a day without a
// connection shows the last of everything and forgets no acknowledgement. Photos' bytes live in the Cache
// API (photo-store.ts); here only what describes them.

const KEY = 'acorn.tablet.v1';

/** A publish the broker has not confirmed yet: sent again on the next connection. */
export interface PendingPublish {
  channel: 'acks' | 'messages';
  body: unknown;
}

/**
 * The last acknowledgement sent for each command, by its held id (a broadcast's negative): a command
 * delivered again, or a broadcast arriving by its other way, is answered, not redone.
 */
export type Answered = Record<number, HeldAck>;

/** What a reload brings back: everything of the state but the connection, a call and the photos' object URLs. */
export type KeptState = Omit<TabletState, 'connection' | 'photos' | 'call'> & {
  photos: Omit<TabletState['photos'][number], 'src'>[];
};

export interface Stored {
  credential: EnrolmentResponse | null;
  state: KeptState;
  answered: Answered;
  outbox: PendingPublish[];
}

/**
 * How many answers are remembered, of commands and of broadcasts each: far more than a tablet receives
 * within a command's 28 days to live.
 */
const ANSWERS_KEPT = 500;

export function readStored(): Stored | null {
  try {
    const text = localStorage.getItem(KEY);
    return text ? (JSON.parse(text) as Stored) : null;
  } catch {
    // Unreadable (edited by hand, or storage refused): start as a new tablet rather than not at all.
    return null;
  }
}

export function writeStored(stored: Stored): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...stored, answered: newestAnswers(stored.answered) }));
  } catch {
    // Storage full or refused: the tablet goes on from memory; the next write tries again.
  }
}

/**
 * The newest answers of each kind. Command ids and broadcast ids each grow with time, but apart: sorted
 * together, every broadcast (a negative held id) would go before any command.
 */
function newestAnswers(answered: Answered): Answered {
  const entries = Object.entries(answered).map(([id, ack]) => [Number(id), ack] as const);
  if (entries.length <= ANSWERS_KEPT) return answered;
  const newest = (kind: (typeof entries)[number][]) =>
    kind.sort(([a], [b]) => Math.abs(a) - Math.abs(b)).slice(-ANSWERS_KEPT);
  const commands = newest(entries.filter(([id]) => id > 0));
  return Object.fromEntries([...commands, ...newest(entries.filter(([id]) => id < 0))]);
}

export function forgetStored(): void {
  localStorage.removeItem(KEY);
}
