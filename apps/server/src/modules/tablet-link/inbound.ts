import {
  ackPayloadSchema,
  everyTabletTopic,
  metricsPayloadSchema,
  parseTabletPayload,
  parseTabletTopic,
  presencePayloadSchema,
  tabletMessagePayloadSchema,
  type TabletChannel,
} from '@acorn/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { acornUsers, callLogs, messages, userMetrics } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { BrokerLink } from './broker/broker-link.js';
import type { CommandDispatcher } from './commands/dispatch.js';
import type { CommandOutcomes } from './commands/command-outcomes.js';
import type { LiveEvents } from './live-events.js';

interface Deps {
  db: Db;
  clock: Clock;
  link: BrokerLink;
  events: LiveEvents;
  dispatcher: CommandDispatcher;
  outcomes: CommandOutcomes;
  log: FastifyBaseLogger;
  root: string;
}

/**
 * What tablets report, handled. Each payload is size-checked and schema-checked first; a bad one is dropped
 * with one log line and touches nothing (the broker already kept the tablet to its own topics).
 */
export async function handleTabletTraffic(deps: Deps) {
  const { db, clock, events, dispatcher, outcomes, log } = deps;

  /** The tablet's user, if it still exists (its group scopes every event about it). */
  async function groupOf(userId: number): Promise<number | null> {
    const [user] = await db
      .select({ group_id: acornUsers.group_id })
      .from(acornUsers)
      .where(eq(acornUsers.user_id, userId));
    return user?.group_id ?? null;
  }

  const handlers: {
    [C in Exclude<TabletChannel, 'commands'>]: [z.ZodType, (userId: number, body: never) => Promise<void>];
  } = {
    presence: [
      presencePayloadSchema,
      async (userId, body: z.infer<typeof presencePayloadSchema>) => {
        const online = body.state === 'online';
        const last_seen = clock().toISOString();
        const [user] = await db
          .update(acornUsers)
          .set({ is_connected: online, last_seen })
          .where(eq(acornUsers.user_id, userId))
          .returning({ group_id: acornUsers.group_id });
        if (!user) return;
        events.emit({ type: 'presence', group_id: user.group_id, user_id: userId, online, last_seen });
        if (online) await dispatcher.redeliver(userId);
      },
    ],
    metrics: [
      metricsPayloadSchema,
      async (userId, body: z.infer<typeof metricsPayloadSchema>) => {
        const group_id = await groupOf(userId);
        if (group_id === null) return;
        const now = clock().toISOString();
        const values = { ...body, apps: body.apps ?? [], last_sync: now, last_modified_date: now };
        await db
          .insert(userMetrics)
          .values({ user_id: userId, group_id, ...values })
          .onConflictDoUpdate({ target: userMetrics.user_id, set: values });
        await db.update(acornUsers).set({ last_seen: now }).where(eq(acornUsers.user_id, userId));
        events.emit({
          type: 'metrics',
          group_id,
          user_id: userId,
          battery: body.battery ?? null,
          acorn_version: body.acorn_version ?? null,
        });
      },
    ],
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
        (handle as (userId: number, body: unknown) => Promise<void>)(target.userId, body).catch(
          (error: unknown) => log.error({ err: error, topic }, 'tablet link: report not stored'),
        );
      },
      { shared: true },
    );
  }
}
