import type { AckPayload, EnrolmentResponse } from '@acorn/domain';
import type { TabletState } from '../state/tablet-state';

// What the tablet keeps in the browser's storage (one key), so that a reload, a restart or a day without a
// connection shows the last of everything and forgets no acknowledgement. Photos' bytes live in the Cache
// API (photo-store.ts); here only what describes them.

const KEY = 'acorn.tablet.v1';

/** A publish the broker has not confirmed yet: sent again on the next connection. */
export interface PendingPublish {
  channel: 'acks' | 'messages';
  body: unknown;
}

/** The last acknowledgement sent for each command: a command delivered again is answered, not redone. */
export type Answered = Record<number, AckPayload>;

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

/** How many answers are remembered: far more than a tablet receives within a command's 28 days to live. */
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
  const ids = Object.keys(stored.answered).map(Number);
  const answered =
    ids.length > ANSWERS_KEPT
      ? Object.fromEntries(
          ids
            .sort((a, b) => a - b)
            .slice(-ANSWERS_KEPT)
            .map((id) => [id, stored.answered[id]]),
        )
      : stored.answered;
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...stored, answered }));
  } catch {
    // Storage full or refused: the tablet goes on from memory; the next write tries again.
  }
}

export function forgetStored(): void {
  localStorage.removeItem(KEY);
}
