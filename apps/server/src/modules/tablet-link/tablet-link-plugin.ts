import { tabletUsername, topicRoot } from '@acorn/domain';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { callRelay, type CallRelay } from '../calls/call-relay.js';
import { dynsecProvisioner } from './broker/dynsec.js';
import { startBroker } from './broker/start-broker.js';
import { commandOutcomes, type CommandOutcomes } from './commands/command-outcomes.js';
import { commandDispatcher, type CommandDispatcher } from './commands/dispatch.js';
import { handleTabletTraffic } from './inbound.js';
import { fcmClient } from './fcm/fcm-client.js';
import { liveEvents, type LiveEvents } from './live-events.js';

export interface TabletLink {
  dispatcher: CommandDispatcher;
  outcomes: CommandOutcomes;
  events: LiveEvents;
  /** Calls between the portal and tablets: ringing, and the relay of their signals. */
  calls: CallRelay;
  /** The deployment's topic root. */
  root: string;
  /** Where tablets connect, as told at enrolment. */
  mqttUrls: string[];
  /** Tells the broker about a new credential (Mosquitto's dynamic security; nothing for the others). */
  credentialIssued(userId: number, groupId: number, username: string, password: string): Promise<void>;
  /** A resident with a tablet moved group: its tablet reads the new group's broadcasts, not the old one's. */
  groupChanged(userId: number, from: number, to: number): Promise<void>;
  /** Ends a revoked credential's connections where the broker allows (embedded, dynamic security). */
  credentialRevoked(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tabletLink: TabletLink;
  }
}

const SWEEP_EVERY_MS = 5_000;

/**
 * The tablet link: a broker (embedded Aedes, or the external one MQTT_URL names), what tablets report,
 * the command outbox's dispatch and outcomes, and live events. See docs/tablet-link.md.
 */
export const tabletLinkPlugin = fp(async (app: FastifyInstance) => {
  const { config, db, clock, log } = app;
  const root = topicRoot(config.mqttNamespace);
  const { link, broker, mqttUrls } = await startBroker(app, root);

  const provisioner = config.mqttUrl && config.mqttDynsec ? await dynsecProvisioner(link, root) : null;
  const events = liveEvents(link, log, root);
  await events.start();
  const fcm = config.fcmServiceAccount
    ? fcmClient({ serviceAccount: config.fcmServiceAccount, apiUrl: config.fcmApiUrl, log })
    : null;
  const { groupPublishMin, broadcastFallbackMs } = config;
  const dispatcher = commandDispatcher({
    ...{ db, clock, link, events, log, root, fcm },
    ...{ groupPublishMin, broadcastFallbackMs },
  });
  const onError = (error: unknown) => log.error({ err: error }, 'tablet link: reports not stored');
  const { checkInTimeoutMinutes } = config;
  const { broadcasts } = dispatcher;
  const outcomes = commandOutcomes({ onError, db, clock, events, checkInTimeoutMinutes, broadcasts });
  const { callRingSeconds, iceServers } = config;
  const calls = callRelay({ db, clock, link, events, log, root, callRingSeconds, iceServers, fcm });
  const traffic = await handleTabletTraffic({
    calls,
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

  // Only now, with every report read, does the embedded broker let tablets in.
  broker?.admit();
  dispatcher
    .recover(Boolean(config.mqttUrl))
    .catch((error: unknown) => log.error({ err: error }, 'tablet link: resume failed'));

  const timer = sweepEvery(SWEEP_EVERY_MS, [outcomes, calls], log);

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
    calls,
    root,
    mqttUrls,
    credentialIssued: async (userId, groupId, username, password) => {
      await provisioner?.provision(userId, groupId, username, password);
    },
    groupChanged: async (userId, from, to) => {
      broker?.moveGroup(userId, to);
      await provisioner?.moveGroup(tabletUsername(userId, config.mqttNamespace), from, to);
    },
    credentialRevoked: async (userId) => {
      broker?.disconnect(userId);
      await provisioner?.revoke(tabletUsername(userId, config.mqttNamespace));
    },
  });
});

/**
 * Ends what time has ended (unanswered check-ins, expired commands, calls rung out) every `ms`; the timer
 * never keeps the process running by itself.
 */
function sweepEvery(ms: number, sweepers: { sweep(): Promise<void> }[], log: FastifyInstance['log']) {
  const timer = setInterval(() => {
    for (const sweeper of sweepers)
      sweeper.sweep().catch((error: unknown) => log.error({ err: error }, 'tablet link: sweep failed'));
  }, ms);
  timer.unref();
  return timer;
}
