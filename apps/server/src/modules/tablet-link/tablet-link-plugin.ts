import { tabletUsername, topicRoot } from '@acorn/domain';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createWebSocketStream } from 'ws';
import { acornUsers } from '../../db/schema/index.js';
import type { BrokerLink } from './broker/broker-link.js';
import { startEmbeddedBroker, type EmbeddedBroker } from './broker/embedded-broker.js';
import { dynsecProvisioner } from './broker/dynsec.js';
import { connectExternalBroker } from './broker/external-link.js';
import { commandOutcomes, type CommandOutcomes } from './commands/command-outcomes.js';
import { commandDispatcher, type CommandDispatcher } from './commands/dispatch.js';
import { batchedCredentialCheck } from './credentials.js';
import { handleTabletTraffic } from './inbound.js';
import { fcmClient } from './fcm/fcm-client.js';
import { liveEvents, type LiveEvents } from './live-events.js';

export interface TabletLink {
  dispatcher: CommandDispatcher;
  outcomes: CommandOutcomes;
  events: LiveEvents;
  /** The deployment's topic root. */
  root: string;
  /** Where tablets connect, as told at enrolment. */
  mqttUrls: string[];
  /** Tells the broker about a new credential (Mosquitto's dynamic security; nothing for the others). */
  credentialIssued(userId: number, username: string, password: string): Promise<void>;
  /** Ends a revoked credential's connections where the broker allows (embedded, dynamic security). */
  credentialRevoked(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tabletLink: TabletLink;
  }
}

const SWEEP_EVERY_MS = 5_000;

/** The address without credentials, for telling tablets where the external broker is. */
export function publicBrokerUrl(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString().replace(/\/$/, '');
}

/**
 * The tablet link: a broker (embedded Aedes, or the external one MQTT_URL names), what tablets report,
 * the command outbox's dispatch and outcomes, and live events. See docs/tablet-link.md.
 */
export const tabletLinkPlugin = fp(async (app: FastifyInstance) => {
  const { config, db, clock, log } = app;
  const root = topicRoot(config.mqttNamespace);
  let broker: EmbeddedBroker | null = null;
  let link: BrokerLink;
  const mqttUrls = [`${config.publicUrl.replace(/^http/, 'ws')}/mqtt`];
  if (config.mqttUrl) {
    link = await connectExternalBroker(config.mqttUrl, log);
    mqttUrls.splice(0, 1, config.mqttTabletUrl ?? publicBrokerUrl(config.mqttUrl));
  } else {
    broker = await startEmbeddedBroker({
      checkCredential: batchedCredentialCheck(db, clock),
      port: config.mqttPort,
      host: config.host,
      root,
      log,
    });
    link = broker.link;
    // Every connection to this broker ended with the last process: nobody is online until they say so.
    // (An external broker outlives API restarts, and its tablets stay connected.)
    await db.update(acornUsers).set({ is_connected: false }).where(eq(acornUsers.is_connected, true));
    if (broker.tcpUrl) mqttUrls.push(broker.tcpUrl);
    const embedded = broker;
    // MQTT over WebSocket on the API's own port, as browsers' and tablets' MQTT clients speak it.
    app.get('/mqtt', { websocket: true }, (socket, req) => {
      embedded.aedes.handle(createWebSocketStream(socket), req.raw);
    });
  }

  const provisioner = config.mqttUrl && config.mqttDynsec ? await dynsecProvisioner(link, root) : null;
  const events = liveEvents(link, log, root);
  await events.start();
  const fcm = config.fcmServiceAccount
    ? fcmClient({ serviceAccount: config.fcmServiceAccount, apiUrl: config.fcmApiUrl, log })
    : null;
  const dispatcher = commandDispatcher({ db, clock, link, events, log, root, fcm });
  const onError = (error: unknown) => log.error({ err: error }, 'tablet link: reports not stored');
  const outcomes = commandOutcomes({
    onError,
    db,
    clock,
    events,
    checkInTimeoutMinutes: config.checkInTimeoutMinutes,
  });
  const traffic = await handleTabletTraffic({
    db,
    clock,
    link,
    events,
    dispatcher,
    outcomes,
    log,
    root,
    onError,
  });

  if (config.mqttUrl) {
    dispatcher.resume().catch((error: unknown) => log.error({ err: error }, 'tablet link: resume failed'));
  }

  const timer = setInterval(() => {
    outcomes.sweep().catch((error: unknown) => log.error({ err: error }, 'tablet link: sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();

  app.addHook('onClose', async () => {
    clearInterval(timer);
    await traffic.flush();
    await dispatcher.close();
    await link.close();
    await broker?.close();
  });

  app.decorate('tabletLink', {
    dispatcher,
    outcomes,
    events,
    root,
    mqttUrls,
    credentialIssued: async (userId, username, password) => {
      await provisioner?.provision(userId, username, password);
    },
    credentialRevoked: async (userId) => {
      broker?.disconnect(userId);
      await provisioner?.revoke(tabletUsername(userId, config.mqttNamespace));
    },
  });
});
