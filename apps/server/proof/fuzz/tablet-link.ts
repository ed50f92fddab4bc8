import { INBOUND_CHANNELS, type InboundChannel } from '@acorn/domain/tablet-link';
import { SimulatedTablet, type TabletIdentity } from '@acorn/tablet-sim';
import type { MqttClient } from 'mqtt';
import type { Random } from '../../src/setup/seed/random.js';
import { deepJson, MALFORMED_JSON, ODD_STRINGS } from './inputs.js';

/** What the link fuzz sent and what became of its connection. */
export interface LinkFigures {
  published: number;
  byChannel: Record<string, number>;
  reconnects: number;
  failures: string[];
}

/** A payload no inbound topic's schema accepts (docs/tablet-link.md): not JSON, too big, or out of schema. */
function badPayload(
  channel: InboundChannel,
  random: Random,
  commandIds: readonly number[],
): { kind: string; payload: string | Buffer } {
  const outOfSchema: Record<InboundChannel, unknown[]> = {
    presence: [
      { state: 'sleeping' },
      { state: 1 },
      { state: 'online', at: 'yesterday' },
      { state: ['online'] },
    ],
    metrics: [
      { battery: 1e9 },
      { battery: 'full' },
      { storage_total: -1 },
      { apps: 'all' },
      { apps: [{ name: 1 }] },
      { IMEI: { $ne: '' } },
    ],
    // Acks of commands of other tablets (real ids) or of none: never this tablet's to answer.
    acks: [
      { command_id: random.pick([...commandIds, 2147483648]), state: 'done' },
      { command_id: random.pick([...commandIds, -1]), state: 'exploded' },
      { command_id: 'one', state: 'delivered' },
      { command_id: random.pick([...commandIds, 0]), state: 'done', answer: 'maybe' },
    ],
    messages: [
      { kind: 'shout', body: 'x' },
      { kind: 'message', body: 42 },
      { kind: 'message' },
      { kind: 'call_request', name: { first: 'a' } },
    ],
    health: [
      { kind: 'blood_pressure', systolic: 'high' },
      { kind: 'weight', value: -5 },
      { kind: 'nonsense' },
      { taken_at: 'never' },
    ],
    call_out: [
      { type: 'answer', call_id: 2147483648 },
      { type: 'ring' },
      { type: 'candidate', candidate: 7 },
      { type: 'start', call_id: 'x' },
    ],
  } as Record<InboundChannel, unknown[]>;
  const kinds: [string, () => string | Buffer][] = [
    ['out of schema', () => JSON.stringify(random.pick(outOfSchema[channel] ?? [{}]))],
    ['not JSON', () => random.pick(MALFORMED_JSON)],
    ['binary', () => Buffer.from(Array.from({ length: random.int(1, 512) }, () => random.int(0, 255)))],
    [
      'over 64 KB',
      () => JSON.stringify({ body: 'x'.repeat(random.pick([65 * 1024, 256 * 1024, 1024 * 1024])) }),
    ],
    [
      'odd unicode',
      () =>
        JSON.stringify({ kind: 'message', body: random.pick(ODD_STRINGS), state: random.pick(ODD_STRINGS) }),
    ],
    ['deep JSON', () => deepJson(random.pick([100, 10_000]), random.chance(0.5))],
    [
      '__proto__ keys',
      () => '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"state":"online"}',
    ],
    ['empty', () => ''],
  ];
  const [kind, make] = random.pick(kinds);
  return { kind, payload: make() };
}

/**
 * Connects as one demo tablet through the server's embedded broker and publishes `count` bad payloads on
 * every inbound topic it may publish to. The server must drop each and stay up; a connection the broker
 * closes is opened again and counted.
 */
export async function fuzzTabletLink(opts: {
  server: string;
  mqttPort: number;
  identity: TabletIdentity;
  enrolmentSecret: string;
  count: number;
  random: Random;
  commandIds: readonly number[];
}): Promise<LinkFigures & { userId: number }> {
  const tablet = new SimulatedTablet(opts.identity, {
    server: opts.server,
    enrolmentSecret: opts.enrolmentSecret,
    mqttUrl: `mqtt://127.0.0.1:${opts.mqttPort}`,
    behaviour: { checkInAnswerMs: null },
  });
  await tablet.enrol();
  await tablet.connect();
  const figures: LinkFigures = { published: 0, byChannel: {}, reconnects: 0, failures: [] };
  for (let i = 0; i < opts.count; i++) {
    const channel = INBOUND_CHANNELS[i % INBOUND_CHANNELS.length]!;
    const { kind, payload } = badPayload(channel, opts.random, opts.commandIds);
    if (!tablet.client?.connected) {
      figures.reconnects += 1;
      await tablet.client?.endAsync(true).catch(() => undefined);
      await tablet.connect().catch((e: unknown) => figures.failures.push(`reconnect: ${String(e)}`));
    }
    try {
      await untilAnswered(tablet.publishRaw(channel, payload), tablet.client!, 5_000);
      figures.published += 1;
      figures.byChannel[`${channel} (${kind})`] = (figures.byChannel[`${channel} (${kind})`] ?? 0) + 1;
    } catch (error) {
      // A broker that closes on an oversized packet is within its rights; the next publish reconnects.
      if (tablet.client?.connected) figures.failures.push(`${channel} ${kind}: ${String(error)}`);
    }
  }
  const userId = tablet.userId;
  await tablet.client?.endAsync(true).catch(() => undefined);
  return { ...figures, userId };
}

/**
 * The publish's PUBACK, or its refusal: the broker closing the connection (the embedded broker closes on
 * a packet over its limit, at once) or no answer within `ms`.
 */
async function untilAnswered<T>(promise: Promise<T>, client: MqttClient, ms: number): Promise<T> {
  let stop = () => {};
  const refused = new Promise<never>((_, reject) => {
    const closed = () => reject(new Error('closed by the broker'));
    const timer = setTimeout(() => reject(new Error(`no PUBACK in ${ms} ms`)), ms);
    client.once('close', closed);
    stop = () => {
      clearTimeout(timer);
      client.off('close', closed);
    };
  });
  try {
    return await Promise.race([promise, refused]);
  } finally {
    stop();
  }
}
