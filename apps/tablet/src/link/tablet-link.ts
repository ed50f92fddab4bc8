import {
  broadcastPayloadSchema,
  commandPayloadSchema,
  heldCommand,
  parseTabletPayload,
  type CommandPayload,
  type EnrolmentResponse,
  type ResetCommandPayload,
} from '@acorn/domain/tablet-link';
import { INITIAL_STATE, type TabletActions, type TabletState } from '../state/tablet-state';
import { CallLine } from '../call/call-line';
import { openBrokerConnection, type BrokerConnection } from './broker-connection';
import { clearCaches } from './caches';
import { carryOut } from './carry-out';
import { withoutPhoto } from './carry-out-photo';
import { wireAck, type HeldAck } from './held-ack';
import { readMetrics } from './metrics';
import { keptPhoto } from './photo-store';
import * as portal from './portal-http';
import { refreshProfile } from './profile';
import { forgetStored, readStored, writeStored, type Answered, type PendingPublish } from './stored';

/** Said on the set-up screen when the care home reset the tablet, or withdrew its credential. */
export const RESET_NOTICE =
  'This tablet was reset by the care home. Ask them for a new set-up link to use it again.';
export const REVOKED_NOTICE =
  'This tablet is no longer set up: the care home withdrew its access. Ask them for a new set-up link.';

const METRICS_EVERY_MS = 15 * 60_000;
/** How long a reset or an update waits for its acknowledgement to reach the broker before going on. */
const ACK_WAIT_MS = 5_000;

/**
 * The tablet's end of the tablet link (docs/tablet-link.md), for the screens: one store of TabletState
 * (read with useSyncExternalStore), kept in the browser's storage, and the actions the screens may take.
 * Connects only while the browser is online; every publish goes through a stored outbox, so nothing the
 * resident answered is lost to a dropped connection or a reload.
 */
export class TabletLink {
  private state: TabletState;
  private credential: EnrolmentResponse | null;
  private answered: Answered;
  private outbox: PendingPublish[];
  private readonly sending = new Set<PendingPublish>();
  private broker: BrokerConnection | null = null;
  private readonly listeners = new Set<() => void>();
  /** Commands (a broadcast's too) are carried out one after another, in arrival order. */
  private queue = Promise.resolve();
  private metricsTimer: ReturnType<typeof setInterval> | undefined;
  private readonly calls = new CallLine({
    // A call's signals are now or never: published directly, not through the outbox.
    send: (signal) => void this.broker?.publish('call_out', signal).catch(() => undefined),
    show: (call) => this.update((s) => ({ ...s, call })),
  });

  constructor(private readonly version: string) {
    const stored = readStored();
    this.credential = stored?.credential ?? null;
    this.answered = stored?.answered ?? {};
    this.outbox = stored?.outbox ?? [];
    const kept = stored?.state;
    this.state = kept
      ? {
          ...INITIAL_STATE,
          ...kept,
          phase: this.credential ? 'ready' : 'set-up',
          connection: 'offline',
          photos: [],
        }
      : INITIAL_STATE;
  }

  readonly getState = (): TabletState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts the app's side: photos back from storage, the connection when the browser is online. */
  async start(): Promise<void> {
    // Photos first: until they are back, a write of the state would forget them.
    await this.restorePhotos();
    window.addEventListener('online', () => this.connect());
    window.addEventListener('offline', () => this.dropConnection());
    this.connect();
  }

  readonly actions: TabletActions = {
    enrolWithSecret: async (input) => this.adopt(await portal.enrolWithSecret(input)),
    enrolWithToken: async (token) => this.adopt(await portal.enrolWithToken(token)),
    answerCheckIn: (commandId, answer) => {
      this.update((s) => ({ ...s, prompts: s.prompts.filter((p) => p.command_id !== commandId) }));
      void this.ack({
        command_id: commandId,
        state: 'done',
        detail: answer === 'ok' ? 'answered' : 'I need help',
      });
      if (answer === 'help') void this.publish({ channel: 'messages', body: this.callRequest() });
    },
    answerInvite: (commandId, answer) => {
      this.update((s) => ({ ...s, prompts: s.prompts.filter((p) => p.command_id !== commandId) }));
      void this.ack({ command_id: commandId, state: 'done', answer });
    },
    markRead: (commandId) => {
      const message = this.state.messages.find((m) => m.command_id === commandId);
      if (!message || message.read) return;
      this.update((s) => ({
        ...s,
        messages: s.messages.map((m) => (m.command_id === commandId ? { ...m, read: true } : m)),
      }));
      void this.ack({ command_id: commandId, state: 'done', detail: 'read' });
    },
    dismiss: (commandId) => {
      const prompt = this.state.prompts.find((p) => p.command_id === commandId);
      this.update((s) => ({ ...s, prompts: s.prompts.filter((p) => p.command_id !== commandId) }));
      if (prompt?.kind === 'install')
        void this.ack({
          command_id: commandId,
          state: 'done',
          detail: 'The store page was shown to the resident.',
        });
    },
    requestCall: async () => {
      // Queued while offline: it goes as soon as the tablet is back (having waited too long, it rings no one).
      void this.publish({ channel: 'messages', body: this.callRequest() });
    },
    answerCall: () => this.calls.answer(),
    declineCall: () => this.calls.decline(),
    hangUpCall: () => this.calls.hangUp(),
    closeCall: () => this.calls.close(),
    fetchWithCredential: async (path) => {
      const credential = this.credential;
      if (!credential) throw new Error('This tablet is not set up.');
      const res = await portal.fetchAsTablet(credential, path);
      if (res.status === 401) await this.backToSetUp(REVOKED_NOTICE);
      return res;
    },
  };

  private update(change: (state: TabletState) => TabletState): void {
    const next = change(this.state);
    if (next === this.state) return;
    this.state = next;
    this.persist();
    for (const listener of this.listeners) listener();
  }

  private persist(): void {
    if (!this.credential) return;
    const { connection: _connection, call: _call, photos, ...kept } = this.state;
    writeStored({
      credential: this.credential,
      state: { ...kept, photos: photos.map(({ src: _src, ...photo }) => photo) },
      answered: this.answered,
      outbox: this.outbox,
    });
  }

  private adopt(credential: EnrolmentResponse): void {
    this.credential = credential;
    this.update((s) => ({ ...s, phase: 'ready', setUpNotice: null }));
    this.persist();
    this.connect();
    void this.refresh();
  }

  /**
   * A call request, stamped with the moment the resident asked: sent at once, it rings the care home's
   * staff as a call; one that waited in the outbox is kept for them to call back.
   */
  private callRequest() {
    const { firstname, surname } = this.state.profile ?? {};
    const name = [firstname, surname].filter(Boolean).join(' ');
    return { kind: 'call_request' as const, ...(name ? { name } : {}), asked_at: new Date().toISOString() };
  }

  private connect(): void {
    const credential = this.credential;
    if (!credential || this.broker || !navigator.onLine) return;
    this.update((s) => ({ ...s, connection: 'connecting' }));
    this.broker = openBrokerConnection(credential, {
      connected: () => this.onConnected(),
      command: (payload) => this.onCommand(payload),
      broadcast: (payload) => this.onBroadcast(payload),
      callSignal: (payload) => this.calls.receive(payload),
      lost: () => this.update((s) => ({ ...s, connection: navigator.onLine ? 'connecting' : 'offline' })),
      refused: () => void this.checkCredential(),
    });
  }

  private onConnected(): void {
    this.update((s) => ({ ...s, connection: 'online' }));
    void this.reportMetrics();
    clearInterval(this.metricsTimer);
    this.metricsTimer = setInterval(() => void this.reportMetrics(), METRICS_EVERY_MS);
    for (const pending of this.outbox) void this.send(pending);
    void this.refresh();
  }

  private async refresh(): Promise<void> {
    const profile = await refreshProfile(this.actions.fetchWithCredential);
    if (profile) this.update((s) => ({ ...s, profile }));
  }

  private async reportMetrics(): Promise<void> {
    if (this.broker?.connected)
      await this.broker.publish('metrics', await readMetrics(this.version)).catch(() => {});
  }

  /** The browser says the network went: drop at once, so the resident and the portal both know now. */
  private dropConnection(): void {
    clearInterval(this.metricsTimer);
    const broker = this.broker;
    this.broker = null;
    void broker?.close('drop');
    this.update((s) => ({ ...s, connection: 'offline' }));
  }

  /** The broker refused the credential: revoked (401 here too) or only throttled for a minute. */
  private async checkCredential(): Promise<void> {
    await this.actions.fetchWithCredential('/v1/acorn/tablet-link/me').catch(() => undefined);
  }

  /** From its own topic: a command of its own, or a broadcast's sent to it alone (fallback, redelivery). */
  private onCommand(payload: Uint8Array): void {
    const command = parseTabletPayload(commandPayloadSchema, payload);
    if (command) this.enqueue(heldCommand(command));
  }

  /** From its group's topic (ADR 0041): for every tablet of the group but those it names as not for them. */
  private onBroadcast(payload: Uint8Array): void {
    const broadcast = parseTabletPayload(broadcastPayloadSchema, payload);
    const userId = this.credential?.user_id;
    if (broadcast && userId !== undefined && !broadcast.except?.includes(userId))
      this.enqueue(heldCommand(broadcast));
  }

  /** `held`: as heldCommand gives it, so a broadcast that comes both ways has one id and is acted on once. */
  private enqueue(held: CommandPayload): void {
    this.queue = this.queue.then(() => this.handle(held)).catch(() => undefined);
  }

  private async handle(command: CommandPayload): Promise<void> {
    const answered = this.answered[command.command_id];
    // Again (delivery is at least once): only its answer goes again; the first may have been lost.
    if (answered) return void this.ack(answered);
    if (Date.parse(command.expires_at) < Date.now()) return;
    await carryOut(command, {
      now: () => new Date(),
      update: (change) => this.update(change),
      ack: (ack) => this.ack(ack),
      fetchAsTablet: (path) => this.actions.fetchWithCredential(path),
      reset: (options) => this.reset(options),
      reloadForUpdate: () => void this.reloadForUpdate(),
    });
  }

  private async ack(ack: HeldAck): Promise<void> {
    this.answered[ack.command_id] = ack;
    await this.publish({ channel: 'acks', body: wireAck(ack) });
  }

  /** Stored first, then sent; resolves when the broker has it, or after a few seconds (it stays queued). */
  private async publish(pending: PendingPublish): Promise<void> {
    this.outbox.push(pending);
    this.persist();
    await Promise.race([this.send(pending), new Promise((r) => setTimeout(r, ACK_WAIT_MS))]);
  }

  private async send(pending: PendingPublish): Promise<void> {
    const broker = this.broker;
    if (!broker?.connected || this.sending.has(pending)) return;
    this.sending.add(pending);
    try {
      await broker.publish(pending.channel, pending.body);
      this.outbox = this.outbox.filter((p) => p !== pending);
      this.persist();
    } catch {
      // Still in the outbox: sent again on the next connection.
    } finally {
      this.sending.delete(pending);
    }
  }

  private async reset(options: ResetCommandPayload): Promise<void> {
    if (options.isApplicationReset) return this.backToSetUp(RESET_NOTICE);
    if (options.isPhotoReset) {
      this.update((s) => s.photos.reduce((state, p) => withoutPhoto(state, p.photo_id), s));
      await clearCaches('photos');
    }
  }

  private async reloadForUpdate(): Promise<void> {
    const registration = await navigator.serviceWorker?.getRegistration();
    await registration?.update().catch(() => undefined);
    location.reload();
  }

  /** Forgets everything the tablet holds and shows set-up with a sentence saying why. */
  private async backToSetUp(notice: string): Promise<void> {
    if (!this.credential) return;
    clearInterval(this.metricsTimer);
    const broker = this.broker;
    this.broker = null;
    this.credential = null;
    await broker?.close('goodbye').catch(() => undefined);
    for (const photo of this.state.photos) URL.revokeObjectURL(photo.src);
    this.answered = {};
    this.outbox = [];
    forgetStored();
    await clearCaches('all');
    this.update(() => ({ ...INITIAL_STATE, setUpNotice: notice }));
  }

  /** The photos' pictures back from the Cache API; one the browser evicted is dropped. */
  private async restorePhotos(): Promise<void> {
    const restored: TabletState['photos'] = [];
    for (const meta of readStored()?.state.photos ?? []) {
      const picture = await keptPhoto(meta.photo_id).catch(() => null);
      if (picture) restored.push({ ...meta, src: URL.createObjectURL(picture) });
    }
    if (restored.length) this.update((s) => ({ ...s, photos: [...s.photos, ...restored] }));
  }
}
