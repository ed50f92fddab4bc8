import { tabletUsername, topicRoot, type InboundChannel } from '@acorn/domain/tablet-link';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { BrokerLink } from './broker/broker-link.js';
import { dynsecProvisioner } from './broker/dynsec.js';
import { startBroker } from './broker/start-broker.js';
import { commandOutcomes, type CommandOutcomes } from './commands/command-outcomes.js';
import { commandDispatcher, type CommandDispatcher } from './commands/dispatch.js';
import { handleTabletTraffic, type ChannelHandler } from './inbound.js';
import { fcmClient, type FcmClient } from './fcm/fcm-client.js';
import { liveEvents, type LiveEvents } from './live-events.js';
import { countCaused, receiptTimes } from '../../plugins/metrics/event-counts.js';

export interface TabletLink {
  dispatcher: CommandDispatcher;
  outcomes: CommandOutcomes;
  events: LiveEvents;
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
  /** Whether this instance reaches its broker now (readyz). */
  brokerConnected(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    tabletLink: TabletLink;
  }
}

/** Something time ends (a check-in unanswered, a call rung out), looked at every few seconds. */
interface Sweeper {
  sweep(): Promise<void>;
}

/** What a feature is given to use the link, while the link starts and before any tablet is let in. */
export interface TabletLinkParts {
  link: BrokerLink;
  events: LiveEvents;
  root: string;
  /** FCM, where configured. */
  fcm: FcmClient | null;
  /** Handles what tablets report on `channel`, each payload checked against `schema` first. */
  onReport<S extends z.ZodType>(
    channel: InboundChannel,
    schema: S,
    handle: (userId: number, body: z.infer<S>) => Promise<void> | void,
  ): void;
  /** Looks at `sweeper` every few seconds, with the link's own. */
  onSweep(sweeper: Sweeper): void;
  /** Runs once each batch of tablets' metrics is stored, with the tablets' users. */
  onMetricsStored(handle: (userIds: number[]) => Promise<void>): void;
}

/**
 * A feature that uses the tablet link (calls, residents' messages and health, tablet jobs): the link is a
 * transport, and features register what they handle with it (ADR 0050). The composition root (app.ts)
 * names them, so the link imports no feature.
 */
export type TabletFeature = (app: FastifyInstance, link: TabletLinkParts) => void;

const SWEEP_EVERY_MS = 5_000;

/**
 * The tablet link: a broker (embedded Aedes, or the external one MQTT_URL names), what tablets report,
 * the command outbox's dispatch and outcomes, and live events. See docs/tablet-link.md.
 */
export const tabletLinkPlugin = fp(
  async (app: FastifyInstance, { features }: { features: TabletFeature[] }) => {
    const { config, db, clock, log } = app;
    const root = topicRoot(config.mqttNamespace);
    const { link, broker, mqttUrls } = await startBroker(app, root);

    const provisioner = config.mqttUrl && config.mqttDynsec ? await dynsecProvisioner(link, root) : null;
    const events = liveEvents(link, log, root, countCaused(app.metrics));
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
    const onReceipts = receiptTimes(app.metrics);
    const outcomes = commandOutcomes({
      onError,
      db,
      clock,
      events,
      checkInTimeoutMinutes,
      broadcasts,
      onReceipts,
    });
    const reports = new Map<InboundChannel, ChannelHandler>();
    const sweepers: Sweeper[] = [outcomes];
    const metricsStored: ((userIds: number[]) => Promise<void>)[] = [];
    const parts: TabletLinkParts = {
      ...{ link, events, root, fcm },
      onReport: (channel, schema, handle) => reports.set(channel, [schema, handle as ChannelHandler[1]]),
      onSweep: (sweeper) => sweepers.push(sweeper),
      onMetricsStored: (handle) => metricsStored.push(handle),
    };
    for (const feature of features) feature(app, parts);
    const traffic = await handleTabletTraffic(
      {
        ...{ db, clock, link, events, dispatcher, outcomes, log, root, onError },
        metricsStored: async (userIds) => {
          for (const handle of metricsStored) await handle(userIds);
        },
      },
      reports,
    );

    // Only now, with every report read, does the embedded broker let tablets in.
    broker?.admit();
    dispatcher
      .recover(Boolean(config.mqttUrl))
      .catch((error: unknown) => log.error({ err: error }, 'tablet link: resume failed'));

    const timer = sweepEvery(SWEEP_EVERY_MS, sweepers, log);

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
      brokerConnected: () => link.connected(),
    });
  },
);

/**
 * Ends what time has ended (unanswered check-ins, expired commands, calls rung out) every `ms`; the timer
 * never keeps the process running by itself.
 */
function sweepEvery(ms: number, sweepers: Sweeper[], log: FastifyInstance['log']) {
  const timer = setInterval(() => {
    for (const sweeper of sweepers)
      sweeper.sweep().catch((error: unknown) => log.error({ err: error }, 'tablet link: sweep failed'));
  }, ms);
  timer.unref();
  return timer;
}
