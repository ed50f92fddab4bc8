import type { EventAnswer } from '@acorn/domain/activities';
import type { InstalledApp } from '@acorn/domain/residents';
import {
  ackReference,
  broadcastPayloadSchema,
  calendarPayloadSchema,
  callSignalSchema,
  commandPayloadSchema,
  heldCommand,
  installAppPayloadSchema,
  parseTabletPayload,
  TABLET_CHANNELS,
  type TabletChannel,
  type AckPayload,
  type CalendarPayload,
  type CallSignal,
  type CommandPayload,
  type EnrolmentResponse,
  type HealthPayload,
  type MetricsPayload,
  type TabletMessagePayload,
} from '@acorn/domain/tablet-link';
import { EventEmitter } from 'node:events';
import mqtt, { type MqttClient } from 'mqtt';
import { plausibleHealthReading } from './health-reading';
import { portalApi } from './http';
import { carryOutPhoto, type TabletPhoto } from './tablet-photos';

export interface TabletIdentity {
  acorn_id: string;
  serial_number: string;
}

export interface TabletBehaviour {
  /** Milliseconds before the resident answers a check-in; null: never (the Failed path). */
  checkInAnswerMs: number | null;
  /** Answer staff messages with a short reply. */
  replyToMessages: boolean;
  /** Metrics again every so many ms (0: only on connect). */
  metricsEveryMs: number;
  /** Reconnect this long after a lost connection (0: stay offline), as a real tablet would. */
  reconnectMs: number;
  /** The resident's answer to every activity invitation, after checkInAnswerMs; null: only by answerInvite. */
  inviteAnswer: EventAnswer | null;
}

export const DEFAULT_BEHAVIOUR: TabletBehaviour = {
  checkInAnswerMs: 2_000,
  replyToMessages: false,
  metricsEveryMs: 0,
  reconnectMs: 0,
  inviteAnswer: null,
};

const GiB = 1024 ** 3;

/**
 * One simulated Acorn tablet speaking the tablet link (docs/tablet-link.md) with mqtt.js: it enrols over
 * HTTPS, connects with its credential, reports presence and metrics, acknowledges every command once
 * (commands may arrive more than once), answers check-ins (and, if told, activity invitations) after a
 * delay and can drop its connection. It subscribes to its group's broadcasts too (ADR 0041), and holds a
 * broadcast's command by its broadcast (heldCommand: a negative command_id), however it came.
 */
export class SimulatedTablet extends EventEmitter<{
  command: [CommandPayload];
  call: [CallSignal];
  offline: [];
  online: [];
}> {
  credential: EnrolmentResponse | null = null;
  client: MqttClient | null = null;
  /** Every distinct command received, in arrival order (a broadcast's with command_id -broadcast_id). */
  readonly received: CommandPayload[] = [];
  /** Every call signal received on call_in, in arrival order (the simulator answers none by itself). */
  readonly callSignals: CallSignal[] = [];
  /** The family photos it shows, by photo id (photo commands). */
  readonly photos = new Map<number, TabletPhoto>();
  /** Apps installed by install_app commands (issue 20), reported with the tablet's own in its metrics. */
  readonly installed: InstalledApp[] = [];
  /** The resident's appointments: the latest `calendar` command by generated_at (each replaces the last). */
  calendar: CalendarPayload | null = null;
  /** The last acknowledgement sent for each held command, said again if the command comes again. */
  private readonly answered = new Map<number, AckPayload>();
  private metricsTimer: NodeJS.Timeout | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    readonly identity: TabletIdentity,
    readonly options: {
      server: string;
      enrolmentSecret: string;
      /** Overrides the broker address the enrolment answer gives. */
      mqttUrl?: string;
      behaviour?: Partial<TabletBehaviour>;
    },
  ) {
    super();
  }

  get behaviour(): TabletBehaviour {
    return { ...DEFAULT_BEHAVIOUR, ...this.options.behaviour };
  }

  get userId(): number {
    if (!this.credential) throw new Error(`${this.identity.acorn_id} has not enrolled`);
    return this.credential.user_id;
  }

  /** One of its topics, under the prefix the server gave at enrolment. */
  topic(channel: TabletChannel): string {
    if (!this.credential) throw new Error(`${this.identity.acorn_id} has not enrolled`);
    return `${this.credential.topic_prefix}${TABLET_CHANNELS[channel]}`;
  }

  async enrol(): Promise<EnrolmentResponse> {
    this.credential = await portalApi(this.options.server)('post', '/v1/acorn/tablet-link/enrolments', {
      body: { ...this.identity, enrolment_secret: this.options.enrolmentSecret },
      label: `${this.identity.acorn_id}: enrolment`,
    });
    return this.credential;
  }

  /** Connects with the credential (or the one given, to try a forged or revoked one). */
  async connect(credential: { username: string; password: string } = this.credential!): Promise<void> {
    const url = this.options.mqttUrl ?? this.credential!.mqtt_urls[0]!;
    const presence = this.topic('presence');
    const client = await mqtt.connectAsync(url, {
      username: credential.username,
      password: credential.password,
      // The broker admits a tablet only under its own user name (docs/tablet-link.md).
      clientId: credential.username,
      clean: true,
      reconnectPeriod: this.behaviour.reconnectMs,
      // A refusal is no reason to give up: 'server unavailable' (a server still starting after a crash)
      // passes, as does a throttle. mqtt.js would otherwise stop trying after any refused CONNACK.
      reconnectOnConnackError: true,
      connectTimeout: 10_000,
      will: {
        topic: presence,
        payload: Buffer.from(JSON.stringify({ state: 'offline' })),
        qos: 1,
        retain: true,
      },
    });
    this.client = client;
    const callIn = this.topic('call_in');
    const broadcasts = this.credential!.broadcast_topic;
    client.on('message', (topic, payload) => {
      if (topic === callIn) this.onCallSignal(payload);
      else if (topic === broadcasts) this.onBroadcast(payload);
      else this.onCommand(payload);
    });
    client.on('close', () => this.emit('offline'));
    // After a reconnect (mqtt.js resubscribes by itself) the tablet says it is back.
    client.on('connect', () => void this.announce().catch(() => {}));
    await client.subscribeAsync([this.topic('commands'), callIn, broadcasts], { qos: 1 });
    await this.announce();
    const every = this.behaviour.metricsEveryMs;
    if (every > 0) this.metricsTimer = setInterval(() => void this.reportMetrics().catch(() => {}), every);
    this.emit('online');
  }

  /** Online (retained) and a first report: on connect and on every reconnect. */
  private async announce(): Promise<void> {
    const online = JSON.stringify({ state: 'online', at: new Date().toISOString() });
    await this.client!.publishAsync(this.topic('presence'), online, { qos: 1, retain: true });
    await this.reportMetrics();
  }

  metrics(): MetricsPayload {
    const total = 64 * GiB;
    const free = 21.5 * GiB;
    return {
      battery: 40 + (this.userId % 60),
      storage_total: total,
      storage_free: free,
      storage_used: total - free,
      acorn_version: '3.6.0',
      serial_number: this.identity.serial_number,
      IMEI: `35${String(this.userId).padStart(13, '0')}`,
      sim_number: 'WIFI',
      apps: [
        { name: 'Acorn', version: '3.6.0', applicationIdentifier: 'ie.acorn.tablet' },
        ...this.installed,
      ],
    };
  }

  async reportMetrics(metrics: MetricsPayload = this.metrics()): Promise<void> {
    await this.publish('metrics', metrics);
  }

  async sendMessage(body: string): Promise<void> {
    await this.publish('messages', { kind: 'message', body } satisfies TabletMessagePayload);
  }

  async requestCall(name?: string): Promise<void> {
    await this.publish('messages', {
      kind: 'call_request',
      ...(name ? { name } : {}),
    } satisfies TabletMessagePayload);
  }

  /**
   * 'Call me' as the tablet app sends it: a call request saying when it was asked, so the server rings the
   * care home's staff with it (`askedAt` in the tablet's clock; an old one is kept as a request).
   */
  async callCareHome(askedAt: Date = new Date()): Promise<void> {
    await this.publish('messages', {
      kind: 'call_request',
      asked_at: askedAt.toISOString(),
    } satisfies TabletMessagePayload);
  }

  /**
   * A health reading the resident took (docs/tablet-link.md, health), published at QoS 1: what `values`
   * gives, plausible random values for an older person for the rest. Answers what was sent.
   */
  async reportHealth(values: Partial<HealthPayload> = {}): Promise<HealthPayload> {
    const reading = { ...plausibleHealthReading(), ...values };
    await this.publish('health', reading);
    return reading;
  }

  /** The resident answers a check-in now: for a tablet told not to answer by itself (checkInAnswerMs null). */
  answerCheckIn(command: Pick<CommandPayload, 'command_id'>): void {
    this.ack({ command_id: command.command_id, state: 'done', detail: 'answered' });
  }

  /** The resident answers an activity invitation now (going or not going). */
  answerInvite(command: Pick<CommandPayload, 'command_id'>, answer: EventAnswer): void {
    this.ack({ command_id: command.command_id, state: 'done', answer });
  }

  /** Sends a call signal (start, answer, candidate, hangup…) on its call_out. */
  async signal(signal: CallSignal): Promise<void> {
    await this.publish('call_out', signal);
  }

  /** The first call signal received that matches, now or within the time. */
  async waitForCall(predicate: (s: CallSignal) => boolean, timeoutMs = 10_000): Promise<CallSignal> {
    return this.waitOn('call', this.callSignals, predicate, timeoutMs);
  }

  /** The first of what has arrived, or arrives within the time, that matches. */
  private waitOn<K extends 'command' | 'call', T extends CommandPayload | CallSignal>(
    event: K,
    arrived: readonly T[],
    predicate: (item: T) => boolean,
    timeoutMs: number,
  ): Promise<T> {
    const found = arrived.find(predicate);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const listener = (item: T) => {
        if (!predicate(item)) return;
        clearTimeout(timer);
        this.off(event, listener as never);
        resolve(item);
      };
      const timer = setTimeout(() => {
        this.off(event, listener as never);
        reject(new Error(`${this.identity.acorn_id}: no matching ${event} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.on(event, listener as never);
    });
  }

  /** Publishes raw bytes on one of its own topics (to test what the server does with bad payloads). */
  async publishRaw(
    channel: 'metrics' | 'acks' | 'messages' | 'presence' | 'health' | 'call_out',
    payload: string | Buffer,
  ): Promise<void> {
    await this.client!.publishAsync(this.topic(channel), payload, { qos: 1 });
  }

  /** Says goodbye properly: offline first, then disconnects. */
  async disconnect(): Promise<void> {
    this.stopTimers();
    if (!this.client) return;
    await this.client.publishAsync(this.topic('presence'), JSON.stringify({ state: 'offline' }), {
      qos: 1,
      retain: true,
    });
    await this.client.endAsync();
    this.client = null;
  }

  /** Loses the connection without a word (battery out, Wi-Fi gone): the broker publishes the will. */
  drop(): void {
    this.stopTimers();
    this.client?.stream.destroy();
    this.client?.end(true);
    this.client = null;
  }

  async waitFor(predicate: (c: CommandPayload) => boolean, timeoutMs = 10_000): Promise<CommandPayload> {
    return this.waitOn('command', this.received, predicate, timeoutMs);
  }

  private async publish(
    channel: 'metrics' | 'acks' | 'messages' | 'health' | 'call_out',
    body: unknown,
  ): Promise<void> {
    await this.client!.publishAsync(this.topic(channel), JSON.stringify(body), { qos: 1 });
  }

  /** Acknowledges a held command (its command_id as heldCommand gives it), naming it as the server knows it. */
  private ack(ack: AckPayload): void {
    const { command_id: held, broadcast_id: _broadcast, ...outcome } = ack;
    this.answered.set(held!, ack);
    // Sent after what else has arrived meanwhile is read: a real fleet's tablets each have a processor of
    // their own, where here thousands share one thread, and a broadcast's receipts would otherwise queue
    // behind the acknowledgements of the tablets that had it first (bench:fanout).
    setImmediate(() => void this.publish('acks', { ...outcome, ...ackReference(held!) }).catch(() => {}));
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  private onCallSignal(payload: Buffer): void {
    const signal = parseTabletPayload(callSignalSchema, payload);
    if (!signal) return;
    this.callSignals.push(signal);
    this.emit('call', signal);
  }

  private onBroadcast(payload: Buffer): void {
    const broadcast = parseTabletPayload(broadcastPayloadSchema, payload);
    if (broadcast && !broadcast.except?.includes(this.userId)) this.carryOut(heldCommand(broadcast));
  }

  private onCommand(payload: Buffer): void {
    const command = parseTabletPayload(commandPayloadSchema, payload);
    if (command) this.carryOut(heldCommand(command));
  }

  private carryOut(command: CommandPayload): void {
    const answered = this.answered.get(command.command_id);
    if (answered) {
      // Again (delivery is at least once): acted on already, so only the answer goes again, since the
      // first may have been lost (say, while the server restarted). Without it the command would wait.
      this.ack(answered);
      return;
    }
    this.received.push(command);
    this.emit('command', command);
    if (command.action === 'check_in' || command.action === 'event_invite') {
      // The outcome waits for the resident: delivered now, done when they answer.
      this.ack({ command_id: command.command_id, state: 'delivered' });
      const delay = this.behaviour.checkInAnswerMs;
      const answer = this.behaviour.inviteAnswer;
      if (command.action === 'check_in' && delay !== null)
        this.later(delay, () => this.answerCheckIn(command));
      else if (command.action === 'event_invite' && answer !== null)
        this.later(delay ?? 0, () => this.answerInvite(command, answer));
      return;
    }
    if (command.action === 'photo') {
      const { server } = this.options;
      void carryOutPhoto(command, this.photos, { server, ...this.credential! }).then((ack) => this.ack(ack));
      return;
    }
    if (command.action === 'install_app') return void this.installApp(command);
    if (command.action === 'calendar') {
      this.ack(this.keepCalendar(command));
      return;
    }
    // Carried out at once: one acknowledgement with the outcome says it arrived too (half the packets of
    // delivered-then-done, which counts at 10,000 tablets).
    this.ack({ command_id: command.command_id, state: 'done' });
    if (command.action === 'message' && this.behaviour.replyToMessages) {
      this.later(500, () => void this.sendMessage('Thank you, got it.').catch(() => {}));
    }
  }

  /**
   * Installs the app at once (a real tablet opens the store page, or installs it where it may): reports
   * metrics listing it, then acknowledges done, so the portal has the app by the time it hears done.
   */
  private async installApp(command: CommandPayload): Promise<void> {
    const app = installAppPayloadSchema.safeParse(command.payload);
    if (!app.success) {
      this.ack({
        command_id: command.command_id,
        state: 'failed',
        detail: 'Not an app this tablet can install.',
      });
      return;
    }
    const { package: applicationIdentifier, name } = app.data;
    if (!this.installed.some((a) => a.applicationIdentifier === applicationIdentifier))
      this.installed.push({ name, version: '1.0.0', applicationIdentifier });
    await this.reportMetrics().catch(() => {});
    this.ack({ command_id: command.command_id, state: 'done', detail: 'installed' });
  }

  /** A calendar replaces the one held unless it is older (snapshots may arrive out of order). */
  private keepCalendar(command: CommandPayload): AckPayload {
    const parsed = calendarPayloadSchema.safeParse(command.payload);
    if (!parsed.success)
      return { command_id: command.command_id, state: 'failed', detail: 'calendar payload not understood' };
    const stamp = (c: CalendarPayload) => Date.parse(c.generated_at);
    if (!this.calendar || stamp(parsed.data) >= stamp(this.calendar)) this.calendar = parsed.data;
    return { command_id: command.command_id, state: 'done' };
  }

  private stopTimers(): void {
    if (this.metricsTimer) clearInterval(this.metricsTimer);
    this.metricsTimer = null;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
