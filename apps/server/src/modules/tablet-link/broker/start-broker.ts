import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createWebSocketStream } from 'ws';
import { acornUsers } from '../../../db/schema/index.js';
import { batchedCredentialCheck } from '../credentials.js';
import type { BrokerLink } from './broker-link.js';
import { startEmbeddedBroker, type EmbeddedBroker } from './embedded-broker.js';
import { connectExternalBroker } from './external-link.js';

/** The address without credentials, for telling tablets where the external broker is. */
export function publicBrokerUrl(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString().replace(/\/$/, '');
}

/**
 * The broker the tablet link speaks through: the external one MQTT_URL names, or the embedded one, served
 * over WebSocket at /mqtt on the API's port (and over TCP where MQTT_PORT is free). Answers where tablets
 * connect, as told at enrolment.
 */
export async function startBroker(app: FastifyInstance, root: string) {
  const { config, db, clock, log } = app;
  const mqttUrls = [`${config.publicUrl.replace(/^http/, 'ws')}/mqtt`];
  if (config.mqttUrl) {
    const link: BrokerLink = await connectExternalBroker(config.mqttUrl, log);
    mqttUrls.splice(0, 1, config.mqttTabletUrl ?? publicBrokerUrl(config.mqttUrl));
    return { link, broker: null, mqttUrls };
  }
  const broker: EmbeddedBroker = await startEmbeddedBroker({
    checkCredential: batchedCredentialCheck(db, clock),
    port: config.mqttPort,
    host: config.host,
    waiting: config.mqttWaiting,
    root,
    log,
  });
  // Every connection to this broker ended with the last process: nobody is online until they say so.
  // (An external broker outlives API restarts, and its tablets stay connected.)
  await db.update(acornUsers).set({ is_connected: false }).where(eq(acornUsers.is_connected, true));
  if (broker.tcpUrl) mqttUrls.push(broker.tcpUrl);
  // MQTT over WebSocket on the API's own port, as browsers' and tablets' MQTT clients speak it. req.ip is
  // the client's address, from a trusted proxy's X-Forwarded-For (TRUST_PROXY) when behind one.
  app.get('/mqtt', { websocket: true }, (socket, req) => {
    broker.handle(createWebSocketStream(socket), req.ip, req.raw);
  });
  return { link: broker.link, broker, mqttUrls };
}
