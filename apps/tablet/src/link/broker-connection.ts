import { TABLET_CHANNELS, type EnrolmentResponse, type TabletChannel } from '@acorn/domain/tablet-link';
import type { MqttClient } from 'mqtt';
import type Mqtt from 'mqtt';
import { brokerUrl } from './portal-http';

// The tablet's MQTT connection (docs/tablet-link.md, "Connecting" and "Topics"): its user name as client
// id, a persistent session (clean: false) so the broker keeps QoS 1 commands while it is away, presence
// online retained on every connect and offline as its will.

/** CONNACK codes that mean the credential itself was refused (MQTT 3.1.1: 4, 5; MQTT 5: 134, 135). */
const REFUSED_CODES = new Set([4, 5, 134, 135]);

export interface BrokerEvents {
  /** Connected (first time or again): subscribed to commands, presence said. */
  connected(): void;
  command(payload: Uint8Array): void;
  /** A command to its whole group, on the group's topic (ADR 0041). */
  broadcast(payload: Uint8Array): void;
  /** A signal of one of its calls (issue 22). */
  callSignal(payload: Uint8Array): void;
  /** The connection was lost; mqtt.js tries again by itself. */
  lost(): void;
  /** The broker refused the credential: perhaps revoked, perhaps only throttled (the caller checks). */
  refused(): void;
}

export interface BrokerConnection {
  /** QoS 1: resolves when the broker has it. */
  publish(channel: TabletChannel, body: unknown): Promise<void>;
  readonly connected: boolean;
  /** Ends the connection: with a goodbye (offline said), or dropped at once as when the network goes. */
  close(how: 'goodbye' | 'drop'): Promise<void>;
}

const OFFLINE = JSON.stringify({ state: 'offline' });

export function openBrokerConnection(credential: EnrolmentResponse, events: BrokerEvents): BrokerConnection {
  let client: MqttClient | null = null;
  let closed = false;
  const opened = import('mqtt').then(({ default: mqtt }) => {
    if (!closed) client = connect(mqtt, credential, events);
    return client;
  });
  const topic = topicOf(credential);

  return {
    publish: async (channel, body) => {
      const open = await opened;
      if (!open) throw new Error('The connection was closed.');
      await open.publishAsync(topic(channel), JSON.stringify(body), { qos: 1 });
    },
    get connected() {
      return client?.connected ?? false;
    },
    close: async (how) => {
      closed = true;
      const open = await opened;
      if (!open) return;
      if (how === 'goodbye' && open.connected) {
        await open.publishAsync(topic('presence'), OFFLINE, { qos: 1, retain: true }).catch(() => undefined);
        await open.endAsync();
      } else {
        // No DISCONNECT: the broker publishes the will, as it would for a tablet whose Wi-Fi went.
        open.end(true);
      }
    },
  };
}

const topicOf = (credential: EnrolmentResponse) => (channel: TabletChannel) =>
  `${credential.topic_prefix}${TABLET_CHANNELS[channel]}`;

/** The client, connecting, with the link's events wired to it. */
function connect(mqtt: typeof Mqtt, credential: EnrolmentResponse, events: BrokerEvents): MqttClient {
  const topic = topicOf(credential);
  const client = mqtt.connect(brokerUrl(credential, location), {
    username: credential.username,
    password: credential.password,
    clientId: credential.username,
    clean: false,
    keepalive: 30,
    reconnectPeriod: 5_000,
    // mqtt.js stops trying after any refused CONNACK; 'server unavailable' (a server starting again) and a
    // throttle pass, and a withdrawn credential is found by `refused` (back to set-up, which ends this).
    reconnectOnConnackError: true,
    connectTimeout: 15_000,
    will: { topic: topic('presence'), payload: OFFLINE, qos: 1, retain: true },
  });

  // A credential stored by an app version from before broadcasts has no group topic (ADR 0041).
  const broadcasts: string | undefined = credential.broadcast_topic;
  client.on('connect', (connack) => {
    const online = JSON.stringify({ state: 'online', at: new Date().toISOString() });
    void subscribe(client, subscriptions(topic, broadcasts, connack.sessionPresent))
      .then(() => client.publishAsync(topic('presence'), online, { qos: 1, retain: true }))
      .then(() => events.connected())
      .catch(() => {
        // The connection went while starting; the next connect starts again.
      });
  });
  client.on('message', (received, payload) => {
    if (received === topic('commands')) events.command(payload);
    else if (received === topic('call_in')) events.callSignal(payload);
    else if (received === broadcasts) events.broadcast(payload);
    // Anything else is a kept subscription of an earlier credential (another group's topic): not for it.
  });
  client.on('close', () => events.lost());
  client.on('error', (error) => {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'number' && REFUSED_CODES.has(code)) events.refused();
  });
  return client;
}

/**
 * What to subscribe to on connecting. A session the broker kept has its own topics already; the group's
 * topic is asked for every time, since a kept session may predate it (an earlier app version, or an
 * earlier credential in another group). Without one the tablet gets its broadcasts on its own topic.
 */
function subscriptions(
  topic: (channel: TabletChannel) => string,
  broadcasts: string | undefined,
  sessionPresent: boolean,
): string[] {
  const own = sessionPresent ? [] : [topic('commands'), topic('call_in')];
  return broadcasts ? [...own, broadcasts] : own;
}

async function subscribe(client: MqttClient, topics: string[]): Promise<void> {
  if (topics.length) await client.subscribeAsync(topics, { qos: 1 });
}
