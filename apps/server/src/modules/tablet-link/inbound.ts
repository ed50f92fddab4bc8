import {
  ackPayloadSchema,
  everyTabletTopic,
  INBOUND_CHANNELS,
  metricsPayloadSchema,
  parseTabletPayload,
  parseTabletTopic,
  presencePayloadSchema,
  type InboundChannel,
  type TabletChannel,
} from '@acorn/domain/tablet-link';
import type { z } from 'zod';
import type { InboundDeps } from './inbound/inbound-deps.js';
import { metricsReports } from './inbound/metrics-reports.js';
import { presenceReports } from './inbound/presence-reports.js';

/** What a tablet may report on a channel: the payload's schema, and what is done with a valid one. */
export type ChannelHandler = [z.ZodType, (userId: number, body: never) => Promise<void> | void];
/** Kept at QoS 1: a resident's message, a health reading and a call's signals are said once. */
const SAID_ONCE = new Set<string>(['messages', 'health', 'call_out']);

/**
 * What tablets report, handled: the link's own channels (presence, metrics, acknowledgements) here, the
 * others by the features that registered for them (`features`: a resident's messages and health readings,
 * a call's signals). Each payload is size-checked and schema-checked first; a bad one is dropped with one
 * log line and touches nothing (the broker already kept the tablet to its own topics). Presence, metrics
 * and acknowledgements are stored in batches, so a whole fleet reporting at once (a broadcast, a server
 * restart) costs a few statements, not tens of thousands.
 */
export async function handleTabletTraffic(
  deps: InboundDeps,
  features: ReadonlyMap<InboundChannel, ChannelHandler>,
) {
  const { outcomes } = deps;
  const presence = presenceReports(deps);
  const metrics = metricsReports(deps);
  const own: Partial<Record<InboundChannel, ChannelHandler>> = {
    presence: [
      presencePayloadSchema,
      (user_id, body: z.infer<typeof presencePayloadSchema>) =>
        presence.add({ user_id, online: body.state === 'online' }),
    ],
    metrics: [
      metricsPayloadSchema,
      (user_id, body: z.infer<typeof metricsPayloadSchema>) => metrics.add({ ...body, user_id }),
    ],
    acks: [
      ackPayloadSchema,
      (userId, body: z.infer<typeof ackPayloadSchema>) => outcomes.acknowledge(userId, body),
    ],
  };
  for (const channel of INBOUND_CHANNELS) {
    const handler = own[channel] ?? features.get(channel);
    // A channel nobody handles would drop what tablets say on it: the server does not start so.
    if (!handler) throw new Error(`tablet link: no feature handles the tablets' ${channel} channel`);
    await subscribe(deps, channel, handler);
  }

  return {
    /** Stores everything received so far (tests and shutdown). */
    async flush() {
      await Promise.all([presence.flush(), metrics.flush(), outcomes.flushAcks()]);
    },
  };
}

/** Every tablet's reports on one channel, each checked against the channel's schema and handed over. */
async function subscribe(deps: InboundDeps, channel: string, [schema, handle]: ChannelHandler) {
  const { log, root } = deps;
  await deps.link.subscribe(
    everyTabletTopic(channel as TabletChannel, root),
    (topic, payload) => {
      const target = parseTabletTopic(topic, root);
      const body = target && parseTabletPayload(schema, payload);
      if (!target || body === null) {
        log.warn({ topic, bytes: payload.byteLength }, 'tablet link: malformed payload dropped');
        return;
      }
      Promise.resolve(
        (handle as (userId: number, body: unknown) => Promise<void> | void)(target.userId, body),
      ).catch((error: unknown) => log.error({ err: error, topic }, 'tablet link: report not stored'));
    },
    // The rest repeat themselves (a lost acknowledgement means the command goes again at the next
    // connection, and the tablet acknowledges it again).
    { shared: true, qos: SAID_ONCE.has(channel) ? 1 : 0 },
  );
}
