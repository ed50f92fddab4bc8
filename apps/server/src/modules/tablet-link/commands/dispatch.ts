import { tabletTopic, type CommandPayload } from '@acorn/domain';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.js';
import { acornUsers, commands, tabletCredentials } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { anyOf } from '../../../lib/any-of.js';
import { batcher } from '../../../lib/batcher.js';
import type { BrokerLink } from '../broker/broker-link.js';
import type { FcmClient } from '../fcm/fcm-client.js';
import { commandEvent, type LiveEvents } from '../live-events.js';
import { storedCommandColumns, type StoredCommand } from './store-commands.js';

/**
 * How long after the broker confirmed its publish a command is marked sent, unless the tablet's
 * acknowledgement came first. A tablet that is online answers within moments, so most commands go from
 * queued straight to delivered or done, and a broadcast is not written twice while its tablets receive
 * it: at 10,000 tablets the sent update was the largest statement of the fan-out (0.3–0.9 s of the
 * database's time, competing with the delivery on a small machine). Nothing depends on sent but the
 * record: redelivery, expiry and the portal treat queued and sent alike.
 */
export const SENT_MARK_DELAY_MS = 2_000;

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
  const { db, clock, link, events, log } = deps;
  let closing = false;

  /** Confirmed publishes (with when), marked sent together SENT_MARK_DELAY_MS later where still queued. */
  const sentMarks = batcher<{ row: StoredCommand; at: string }>(markSent, {
    maxItems: 50_000,
    maxDelayMs: SENT_MARK_DELAY_MS,
    onError: (error) => log.error({ err: error }, 'tablet link: sent states not stored'),
  });

  async function markSent(confirmed: { row: StoredCommand; at: string }[]): Promise<void> {
    // Only what is still queued: an acknowledged (or expired) command has moved on.
    const marked = await db.execute<{ id: number | string }>(sql`
      update ${commands} c set state = 'sent', sent_at = v.at
      from jsonb_to_recordset(${JSON.stringify(confirmed.map((c) => ({ id: c.row.id, at: c.at })))}::jsonb)
        as v(id bigint, at timestamptz)
      where c.id = v.id and c.state = 'queued'
      returning c.id`);
    const nowSent = new Set(marked.rows.map((m) => Number(m.id)));
    events.emit(
      ...confirmed.filter(({ row }) => nowSent.has(row.id)).map(({ row }) => commandEvent(row, 'sent')),
    );
  }

  /** Publishes each command (QoS 1, all at once); answers the ids the broker confirmed. */
  async function publish(rows: readonly StoredCommand[]): Promise<Set<number>> {
    const sent: StoredCommand[] = [];
    await Promise.all(
      rows.map(async (row) => {
        const message: CommandPayload = {
          command_id: row.id,
          action: row.action as CommandPayload['action'],
          payload: row.payload,
          expires_at: row.expires_at,
        };
        try {
          await link.publish(tabletTopic(row.user_id, 'commands', deps.root), JSON.stringify(message), {
            qos: 1,
          });
          sent.push(row);
        } catch (error) {
          // Still queued: it goes out when the tablet next comes online.
          log.warn({ err: error, command_id: row.id }, 'tablet link: publish failed');
        }
      }),
    );
    // Once the server is closing a late confirmation is not recorded: the command stays queued, and
    // goes again at the tablet's next connection (or the next instance's start).
    const at = clock().toISOString();
    if (!closing) for (const row of sent) sentMarks.add({ row, at });
    return new Set(sent.map((s) => s.id));
  }

  /** Tablets came online: everything still waiting for them and not expired goes out, oldest first. */
  /**
   * The same commands as FCM data messages, to every target that registered a token: FCM wakes a tablet
   * whose MQTT connection is asleep. Its acknowledgement still comes over MQTT, so states stay one story.
   */
  async function sendByFcm(stored: readonly StoredCommand[]): Promise<void> {
    const { fcm } = deps;
    if (!fcm || stored.length === 0) return;
    const registered = await db
      .select({ user_id: tabletCredentials.user_id, fcm_token: tabletCredentials.fcm_token })
      .from(tabletCredentials)
      .where(
        and(
          anyOf(tabletCredentials.user_id, [...new Set(stored.map((s) => s.user_id))]),
          isNull(tabletCredentials.revoked_at),
          isNotNull(tabletCredentials.fcm_token),
        ),
      );
    const tokenOf = new Map(registered.map((r) => [r.user_id, r.fcm_token!]));
    const now = clock().getTime();
    await Promise.all(
      stored
        .filter((s) => tokenOf.has(s.user_id))
        .map(async (s) => {
          const token = tokenOf.get(s.user_id)!;
          const data = {
            command_id: String(s.id),
            action: s.action,
            payload: JSON.stringify(s.payload),
            expires_at: s.expires_at,
          };
          const ttl = Math.max(0, Math.floor((Date.parse(s.expires_at) - now) / 1000));
          if ((await fcm.send(token, data, ttl)) === 'unregistered') {
            await db
              .update(tabletCredentials)
              .set({ fcm_token: null })
              .where(and(eq(tabletCredentials.user_id, s.user_id), eq(tabletCredentials.fcm_token, token)));
          }
        }),
    );
  }

  async function redeliver(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const waiting = await db
      .select(storedCommandColumns)
      .from(commands)
      .where(
        and(
          anyOf(commands.user_id, userIds),
          inArray(commands.state, ['queued', 'sent']),
          gt(commands.expires_at, clock().toISOString()),
        ),
      )
      .orderBy(asc(commands.id));
    return publish(waiting);
  }

  return {
    redeliver,
    /** Marks what was published and is still unacknowledged as sent now (tests). */
    flush: () => sentMarks.flush(),
    /** At shutdown, while the database and the broker are still there: the marks waiting, now. */
    async close() {
      closing = true;
      await sentMarks.flush();
    },
    /**
     * Sends new commands to the tablets that are online. Connection state is read after the commands were
     * stored, so a tablet coming online meanwhile gets them either here or from its own redelivery.
     */
    async dispatch(stored: readonly StoredCommand[]): Promise<Set<number>> {
      if (stored.length === 0) return new Set();
      const online = await db
        .select({ user_id: acornUsers.user_id })
        .from(acornUsers)
        .where(
          and(
            anyOf(acornUsers.user_id, [...new Set(stored.map((s) => s.user_id))]),
            eq(acornUsers.is_connected, true),
          ),
        );
      const ids = new Set(online.map((o) => o.user_id));
      sendByFcm(stored).catch((error: unknown) => log.warn({ err: error }, 'FCM: commands not sent'));
      return publish(stored.filter((s) => ids.has(s.user_id)));
    },

    /**
     * After an API restart on an external broker the tablets stayed connected, so nothing prompts a
     * redelivery: what was queued or sent but not acknowledged goes out again now (tablets act on each
     * command id once).
     */
    async resume(): Promise<Set<number>> {
      const waiting = await db
        .selectDistinct({ user_id: commands.user_id })
        .from(commands)
        .innerJoin(acornUsers, eq(acornUsers.user_id, commands.user_id))
        .where(
          and(
            inArray(commands.state, ['queued', 'sent']),
            gt(commands.expires_at, clock().toISOString()),
            eq(acornUsers.is_connected, true),
          ),
        );
      return redeliver(waiting.map((w) => w.user_id));
    },
  };
}
export type CommandDispatcher = ReturnType<typeof commandDispatcher>;
