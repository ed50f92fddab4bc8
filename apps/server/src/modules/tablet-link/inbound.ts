import {
  ackPayloadSchema,
  everyTabletTopic,
  metricsPayloadSchema,
  parseTabletPayload,
  parseTabletTopic,
  presencePayloadSchema,
  tabletMessagePayloadSchema,
  type MetricsPayload,
  type TabletChannel,
} from '@acorn/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { acornUsers, callLogs, messages, tabletCredentials, userMetrics } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { batcher } from '../../lib/batcher.js';
import type { BrokerLink } from './broker/broker-link.js';
import type { CommandOutcomes } from './commands/command-outcomes.js';
import type { CommandDispatcher } from './commands/dispatch.js';
import type { LiveEvent, LiveEvents } from './live-events.js';

interface Deps {
  db: Db;
  clock: Clock;
  link: BrokerLink;
  events: LiveEvents;
  dispatcher: CommandDispatcher;
  outcomes: CommandOutcomes;
  log: FastifyBaseLogger;
  root: string;
  onError: (error: unknown) => void;
}

const BATCH = { maxItems: 1000, maxDelayMs: 20 };

/** The last report of each tablet in a batch: one row may change only once per statement. */
const latestPerTablet = <T extends { user_id: number }>(items: readonly T[]) => [
  ...new Map(items.map((i) => [i.user_id, i])).values(),
];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * What tablets report, handled. Each payload is size-checked and schema-checked first; a bad one is dropped
 * with one log line and touches nothing (the broker already kept the tablet to its own topics). Presence,
 * metrics and acknowledgements are stored in batches, so a whole fleet reporting at once (a broadcast, a
 * server restart) costs a few statements, not tens of thousands.
 */
export async function handleTabletTraffic(deps: Deps) {
  const { db, clock, events, dispatcher, outcomes, log, onError } = deps;

  const presence = batcher<{ user_id: number; online: boolean }>(
    async (items) => {
      const last_seen = clock().toISOString();
      const changed = rowsOf<{ user_id: number; group_id: number; is_connected: boolean }>(
        await db.execute(sql`
          update ${acornUsers} u set is_connected = v.online, last_seen = ${last_seen}
          from jsonb_to_recordset(${JSON.stringify(latestPerTablet(items))}::jsonb) as v(user_id int, online boolean)
          where u.user_id = v.user_id
          returning u.user_id, u.group_id, u.is_connected`),
      );
      events.emit(
        ...changed.map((c): LiveEvent => ({
          type: 'presence',
          group_id: c.group_id,
          user_id: c.user_id,
          online: c.is_connected,
          last_seen,
        })),
      );
      await dispatcher.redeliver(changed.filter((c) => c.is_connected).map((c) => c.user_id));
    },
    { ...BATCH, onError },
  );

  const metrics = batcher<MetricsPayload & { user_id: number }>(
    async (items) => {
      const now = clock().toISOString();
      const rows = latestPerTablet(items).map((m) => ({ ...m, apps: m.apps ?? [] }));
      const stored = rowsOf<{
        user_id: number;
        group_id: number;
        battery: number | null;
        acorn_version: string | null;
      }>(
        await db.execute(sql`
          insert into ${userMetrics} (user_id, group_id, last_sync, acorn_version, battery, storage_total, storage_free,
            storage_used, "IMEI", serial_number, sim_number, apps, last_modified_date)
          select v.user_id, u.group_id, ${now}, v.acorn_version, v.battery, v.storage_total, v.storage_free,
            v.storage_used, v."IMEI", v.serial_number, v.sim_number, v.apps, ${now}
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(user_id int, acorn_version text, battery int,
            storage_total bigint, storage_free bigint, storage_used bigint, "IMEI" text, serial_number text,
            sim_number text, apps jsonb)
          join ${acornUsers} u on u.user_id = v.user_id
          on conflict (user_id) do update set last_sync = excluded.last_sync, acorn_version = excluded.acorn_version,
            battery = excluded.battery, storage_total = excluded.storage_total, storage_free = excluded.storage_free,
            storage_used = excluded.storage_used, "IMEI" = excluded."IMEI", serial_number = excluded.serial_number,
            sim_number = excluded.sim_number, apps = excluded.apps, last_modified_date = excluded.last_modified_date
          returning user_id, group_id, battery, acorn_version`),
      );
      await db.execute(sql`
        update ${acornUsers} set last_seen = ${now}
        where user_id in (select (jsonb_array_elements_text(${JSON.stringify(stored.map((s) => s.user_id))}::jsonb))::int)`);
      const tokens = rows
        .filter((r) => r.fcm_token)
        .map((r) => ({ user_id: r.user_id, fcm_token: r.fcm_token }));
      if (tokens.length > 0) {
        await db.execute(sql`
          update ${tabletCredentials} c set fcm_token = v.fcm_token
          from jsonb_to_recordset(${JSON.stringify(tokens)}::jsonb) as v(user_id int, fcm_token text)
          where c.user_id = v.user_id and c.revoked_at is null`);
      }
      events.emit(...stored.map((s): LiveEvent => ({ type: 'metrics', ...s })));
    },
    { ...BATCH, onError },
  );

  /** The tablet's user's group, if the user still exists. */
  async function groupOf(userId: number): Promise<number | null> {
    const [user] = await db
      .select({ group_id: acornUsers.group_id })
      .from(acornUsers)
      .where(eq(acornUsers.user_id, userId));
    return user?.group_id ?? null;
  }

  const handlers: {
    [C in Exclude<TabletChannel, 'commands'>]: [
      z.ZodType,
      (userId: number, body: never) => Promise<void> | void,
    ];
  } = {
    presence: [
      presencePayloadSchema,
      (user_id, body: z.infer<typeof presencePayloadSchema>) =>
        presence.add({ user_id, online: body.state === 'online' }),
    ],
    metrics: [metricsPayloadSchema, (user_id, body: MetricsPayload) => metrics.add({ ...body, user_id })],
    acks: [
      ackPayloadSchema,
      (userId, body: z.infer<typeof ackPayloadSchema>) => outcomes.acknowledge(userId, body),
    ],
    messages: [
      tabletMessagePayloadSchema,
      async (userId, body: z.infer<typeof tabletMessagePayloadSchema>) => {
        const group_id = await groupOf(userId);
        if (group_id === null) return;
        const now = clock().toISOString();
        if (body.kind === 'message') {
          await db.insert(messages).values({
            user_id: userId,
            group_id,
            direction: 'from_tablet',
            body: body.body,
            created_at: now,
          });
        } else {
          await db.insert(callLogs).values({
            user_id: userId,
            group_id,
            name: body.name ?? 'Call request',
            date: now,
            status: 'requested',
          });
        }
        events.emit({ type: 'message', group_id, user_id: userId, kind: body.kind });
      },
    ],
  };

  for (const [channel, [schema, handle]] of Object.entries(handlers)) {
    await deps.link.subscribe(
      everyTabletTopic(channel as TabletChannel, deps.root),
      (topic, payload) => {
        const target = parseTabletTopic(topic, deps.root);
        const body = target && parseTabletPayload(schema, payload);
        if (!target || body === null) {
          log.warn({ topic, bytes: payload.byteLength }, 'tablet link: malformed payload dropped');
          return;
        }
        Promise.resolve(
          (handle as (userId: number, body: unknown) => Promise<void> | void)(target.userId, body),
        ).catch((error: unknown) => log.error({ err: error, topic }, 'tablet link: report not stored'));
      },
      // A resident's message is kept at QoS 1; the rest repeat themselves (a lost acknowledgement means
      // the command goes again at the next connection, and the tablet acknowledges it again).
      { shared: true, qos: channel === 'messages' ? 1 : 0 },
    );
  }

  return {
    /** Stores everything received so far (tests and shutdown). */
    async flush() {
      await Promise.all([presence.flush(), metrics.flush(), outcomes.flushAcks()]);
    },
  };
}
