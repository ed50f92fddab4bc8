import { CHECK_IN_STATES } from '@acorn/domain/residents';
import type { LiveEvent } from '@acorn/domain/tablet-link';
import type { Instruments } from './instruments.js';

const checkInLabel = new Map(CHECK_IN_STATES.map(({ value, label }) => [value, label.toLowerCase()]));

/**
 * Counts commands' and check-ins' moves from the live events the instance that made them emits: every
 * move is told to the portal so, in one place (live-events.ts), where a count beside each of the
 * outbox's statements would be five.
 */
export const countCaused = (instruments: Instruments) => (events: readonly LiveEvent[]) => {
  for (const event of events) {
    if (event.type === 'command') instruments.commandStates.inc({ state: event.state });
    else if (event.type === 'check_in')
      instruments.checkInResults.inc({ state: checkInLabel.get(event.state) ?? String(event.state) });
  }
};

/** A command's receipt as the tablet link reports it (the metrics know no module: the link calls them). */
interface Receipt {
  /** From the ask to the tablet's receipt. */
  seconds: number;
  viaGroupTopic: boolean;
}

/** Times from a command's ask to its tablet's receipt, by the topic it went on. */
export const receiptTimes = (instruments: Instruments) => (receipts: readonly Receipt[]) => {
  for (const { seconds, viaGroupTopic } of receipts)
    instruments.commandReceipt.observe({ topic: viaGroupTopic ? 'group' : 'tablet' }, seconds);
};
