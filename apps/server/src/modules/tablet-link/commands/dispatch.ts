import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/types.js';
import type { BrokerLink } from '../broker/broker-link.js';
import type { FcmClient } from '../fcm/fcm-client.js';
import type { LiveEvents } from '../live-events.js';
import { broadcaster } from './broadcasts.js';
import { sendByFcm } from './fcm-commands.js';
import { publishCommands } from './publish-commands.js';
import { sentMarks } from './sent-marks.js';
import type { StoredCommand } from './store-commands.js';
import {
  broadcastWaiting,
  commandsWaitingFor,
  connectedAmong,
  connectedWithWaiting,
} from './waiting-commands.js';

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
  /** The fewest tablets of one group a broadcast publishes on the group's topic (ADR 0041). */
  groupPublishMin: number;
  /** BROADCAST_FALLBACK_MS unless a test shortens it. */
  broadcastFallbackMs: number;
}) {
  const { db, clock, log, fcm } = deps;
  const marks = sentMarks(deps);
  const broadcasts = broadcaster(deps);
  const fallbacks = new Set<NodeJS.Timeout>();
  let closing = false;

  /** Later, each of the broadcast's tablets still connected and silent gets it on its own topic. */
  function fallBackLater(broadcastIds: readonly number[]): void {
    for (const id of new Set(broadcastIds)) {
      const timer = setTimeout(() => {
        fallbacks.delete(timer);
        if (closing) return;
        broadcastWaiting(db, id, clock().toISOString())
          .then(publish)
          .catch((error: unknown) =>
            log.warn({ err: error, broadcast_id: id }, 'tablet link: fallback failed'),
          );
      }, deps.broadcastFallbackMs);
      timer.unref();
      fallbacks.add(timer);
    }
  }

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
    broadcasts,
    redeliver,
    /** Marks what was published and is still unacknowledged as sent now (tests). */
    flush: () => marks.flush(),
    /** At shutdown, while the database and the broker are still there: the marks waiting, now. */
    async close() {
      closing = true;
      for (const timer of fallbacks) clearTimeout(timer);
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
      // A broadcast's commands went out on their group's topic already: recorded as sent where the tablet
      // was online, and each given its own publish later only if its tablet stays silent.
      const byGroup = stored.filter((s) => s.broadcast_id !== null);
      const at = clock().toISOString();
      for (const row of byGroup) if (online.has(row.user_id)) marks.add({ row, at });
      fallBackLater(byGroup.map((s) => s.broadcast_id!));
      return publish(stored.filter((s) => s.broadcast_id === null && online.has(s.user_id)));
    },
    /**
     * After an API restart on an external broker the tablets stayed connected, so nothing prompts a
     * redelivery: what was queued or sent but not acknowledged goes out again now (tablets act on each
     * command id once).
     */
    async resume(): Promise<Set<number>> {
      return redeliver(await connectedWithWaiting(db, clock().toISOString()));
    },
    /**
     * At start: broadcasts a crash left unwritten are written out; if there were any, or the broker is
     * external (its tablets stayed connected), what waits for connected tablets goes out again.
     */
    async recover(externalBroker: boolean): Promise<void> {
      const written = await broadcasts.recover();
      if (externalBroker || written.length > 0) await this.resume();
    },
  };
}
export type CommandDispatcher = ReturnType<typeof commandDispatcher>;
