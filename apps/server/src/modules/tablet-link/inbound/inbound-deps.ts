import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/types.js';
import type { BrokerLink } from '../broker/broker-link.js';
import type { CommandOutcomes } from '../commands/command-outcomes.js';
import type { CommandDispatcher } from '../commands/dispatch.js';
import type { LiveEvents } from '../live-events.js';

/** What handling the tablets' reports needs. */
export interface InboundDeps {
  db: Db;
  clock: Clock;
  link: BrokerLink;
  events: LiveEvents;
  dispatcher: CommandDispatcher;
  outcomes: CommandOutcomes;
  /** What features do once a batch of tablets' metrics is stored (tablet-jobs opens jobs from them). */
  metricsStored: (userIds: number[]) => Promise<void>;
  log: FastifyBaseLogger;
  root: string;
  onError: (error: unknown) => void;
}

/** Reports are stored a thousand at a time, or 20 ms after the first of a batch. */
export const REPORT_BATCH = { maxItems: 1000, maxDelayMs: 20 };

/** The last report of each tablet in a batch: one row may change only once per statement. */
export const latestPerTablet = <T extends { user_id: number }>(items: readonly T[]) => [
  ...new Map(items.map((i) => [i.user_id, i])).values(),
];
