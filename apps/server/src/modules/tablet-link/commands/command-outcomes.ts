import type { AckPayload } from '@acorn/domain/tablet-link';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/types.js';
import type { LiveEvents } from '../live-events.js';
import type { Broadcaster } from './broadcasts.js';
import { commandAcks, type Receipt } from './command-acks.js';
import { expireCommands, failUnansweredCheckIns } from './command-sweep.js';

/** What happens when commands end: their states, and for check-ins the resident's state and log. */
export function commandOutcomes(deps: {
  db: Db;
  clock: Clock;
  events: LiveEvents;
  checkInTimeoutMinutes: number;
  broadcasts: Pick<Broadcaster, 'materialised'>;
  onError: (error: unknown) => void;
  onReceipts?: (receipts: readonly Receipt[]) => void;
}) {
  const acks = commandAcks(deps);
  return {
    /**
     * A tablet's report on one of its own commands (a report on another tablet's command changes
     * nothing). Reports are stored in batches; `flushAcks` waits for those received so far.
     */
    acknowledge(userId: number, ack: AckPayload): void {
      acks.add({ user_id: userId, ...ack });
    },
    flushAcks: () => acks.flush(),

    /**
     * Ends what time has ended: check-ins unanswered for the configured minutes fail, and commands still
     * waiting past their time to live expire. Run every few seconds; idempotent.
     */
    async sweep(): Promise<void> {
      const now = deps.clock();
      await failUnansweredCheckIns(deps, now);
      await expireCommands(deps, now.toISOString());
    },
  };
}
export type CommandOutcomes = ReturnType<typeof commandOutcomes>;
