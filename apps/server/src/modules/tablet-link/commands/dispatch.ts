import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/types.js';
import type { BrokerLink } from '../broker/broker-link.js';
import type { FcmClient } from '../fcm/fcm-client.js';
import type { LiveEvents } from '../live-events.js';
import { sendByFcm } from './fcm-commands.js';
import { publishCommands } from './publish-commands.js';
import { sentMarks } from './sent-marks.js';
import type { StoredCommand } from './store-commands.js';
import { commandsWaitingFor, connectedAmong, connectedWithWaiting } from './waiting-commands.js';

/** Publishes stored commands to their tablets; what the broker confirms is marked sent shortly after. */
export function commandDispatcher(deps: {
  db: Db;
  clock: Clock;
  link: BrokerLink;
  events: LiveEvents;
  log: FastifyBaseLogger;
  root: string;
  /** Set when a Firebase service account is configured. */
  fcm: FcmClient | null;
}) {
  const { db, clock, log, fcm } = deps;
  const marks = sentMarks(deps);
  let closing = false;

  /** Publishes each command; answers the ids the broker confirmed. */
  async function publish(rows: readonly StoredCommand[]): Promise<Set<number>> {
    const sent = await publishCommands(deps.link, deps.root, log, rows);
    // Once the server is closing a late confirmation is not recorded: the command stays queued, and
    // goes again at the tablet's next connection (or the next instance's start).
    const at = clock().toISOString();
    if (!closing) for (const row of sent) marks.add({ row, at });
    return new Set(sent.map((s) => s.id));
  }

  /** Tablets came online: everything still waiting for them and not expired goes out, oldest first. */
  async function redeliver(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    return publish(await commandsWaitingFor(db, userIds, clock().toISOString()));
  }

  return {
    redeliver,
    /** Marks what was published and is still unacknowledged as sent now (tests). */
    flush: () => marks.flush(),
    /** At shutdown, while the database and the broker are still there: the marks waiting, now. */
    async close() {
      closing = true;
      await marks.flush();
    },
    /**
     * Sends new commands to the tablets that are online. Connection state is read after the commands were
     * stored, so a tablet coming online meanwhile gets them either here or from its own redelivery.
     */
    async dispatch(stored: readonly StoredCommand[]): Promise<Set<number>> {
      if (stored.length === 0) return new Set();
      const online = await connectedAmong(
        db,
        stored.map((s) => s.user_id),
      );
      if (fcm)
        sendByFcm(db, clock, fcm, stored).catch((error: unknown) =>
          log.warn({ err: error }, 'FCM: commands not sent'),
        );
      return publish(stored.filter((s) => online.has(s.user_id)));
    },
    /**
     * After an API restart on an external broker the tablets stayed connected, so nothing prompts a
     * redelivery: what was queued or sent but not acknowledged goes out again now (tablets act on each
     * command id once).
     */
    async resume(): Promise<Set<number>> {
      return redeliver(await connectedWithWaiting(db, clock().toISOString()));
    },
  };
}
export type CommandDispatcher = ReturnType<typeof commandDispatcher>;
