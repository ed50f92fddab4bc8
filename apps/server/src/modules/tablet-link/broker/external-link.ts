import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import type { FastifyBaseLogger } from 'fastify';
import { topicMatches, type BrokerLink, type MessageHandler } from './broker-link.js';
import { PACKET_LIMITS } from './packet-gate.js';

const SHARE_GROUP = 'acorn-api';

/**
 * The link to an external broker (MQTT_URL): one MQTT 5 client per API instance. Tablet traffic is read
 * through shared subscriptions so each message is handled once however many instances run; a lost
 * connection is re-established by mqtt.js, and the command outbox covers anything published meanwhile.
 */
export async function connectExternalBroker(url: string, log: FastifyBaseLogger): Promise<BrokerLink> {
  const client = await mqtt.connectAsync(url, {
    clientId: `acorn-api-${randomBytes(6).toString('hex')}`,
    protocolVersion: 5,
    clean: true,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
    // The broker must not pass on a tablet's packet larger than the embedded broker would read (MQTT 5
    // Maximum Packet Size: the broker drops it instead): mqtt.js keeps a packet whole until it has it all.
    properties: { maximumPacketSize: PACKET_LIMITS.publish + 5 },
  });
  client.on('error', (error) => log.warn({ err: error }, 'tablet link: broker connection error'));
  client.on('reconnect', () => log.info('tablet link: reconnecting to the broker'));
  const routes: { filter: string; handler: MessageHandler }[] = [];
  client.on('message', (topic, payload) => {
    for (const route of routes) if (topicMatches(route.filter, topic)) route.handler(topic, payload);
  });
  return {
    async publish(topic, payload, options = {}) {
      await client.publishAsync(topic, payload, { qos: options.qos ?? 1, retain: options.retain ?? false });
    },
    async subscribe(filter, handler, options = {}) {
      routes.push({ filter, handler });
      const subscription = options.shared ? `$share/${SHARE_GROUP}/${filter}` : filter;
      await client.subscribeAsync(subscription, { qos: options.qos ?? 1 });
    },
    async close() {
      await client.endAsync();
    },
    connected: () => client.connected,
  };
}
