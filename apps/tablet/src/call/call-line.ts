import { callSignalSchema, parseTabletPayload, type CallSignal } from '@acorn/domain/tablet-link';
import type { OngoingCall } from '../state/tablet-state';
import { TabletCall } from './tablet-call';

/**
 * The tablet's calls (issue 22): one at a time. The portal's ring while in a call is answered busy; the
 * tablet's own call cannot start during another, so one that seems to is ignored. A ring heard after it
 * stopped ringing (the tablet was offline) is not shown at all. Signals are not queued for later: a call
 * is now or never.
 */
/** How long after `rings_until` the tablet stops a ring itself, if the server's `ended` has not come. */
export const RING_OUT_GRACE_MS = 10_000;

export class CallLine {
  private call: TabletCall | null = null;
  private ringOut: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly deps: {
      send(signal: CallSignal): void;
      show(call: OngoingCall | null): void;
    },
  ) {}

  receive(payload: Uint8Array): void {
    const signal = parseTabletPayload(callSignalSchema, payload);
    if (!signal) return;
    if (signal.type !== 'room') return void this.call?.receive(signal);
    if (this.call && !this.call.over) {
      if (signal.rung_by === 'portal') this.deps.send({ type: 'busy', call_id: signal.call_id });
      return;
    }
    if (Date.parse(signal.rings_until) <= Date.now()) return;
    const call = new TabletCall(signal, {
      send: this.deps.send,
      getMedia: () => navigator.mediaDevices.getUserMedia({ audio: true, video: true }),
      createPeer: (config) => new RTCPeerConnection(config),
      changed: (view, media) => this.deps.show({ view, ...media }),
      now: () => new Date(),
    });
    this.call = call;
    clearTimeout(this.ringOut);
    const left = Date.parse(signal.rings_until) - Date.now() + RING_OUT_GRACE_MS;
    this.ringOut = setTimeout(() => call.ringOut(), left);
    this.deps.show({ view: call.view, local: null, remote: null });
  }

  answer = () => void this.call?.answer();
  decline = () => {
    this.call?.decline();
    // Declined by the resident: nothing more to say on their screen.
    this.close();
  };
  hangUp = () => {
    const calling = this.call?.view.phase === 'calling';
    this.call?.hangUp();
    // The resident gave up on their own call before anyone answered: they chose it, nothing to say.
    if (calling) this.close();
  };

  /** The resident closed the ending's words: the call leaves the screen. */
  close = () => {
    if (this.call && !this.call.over) return;
    this.call = null;
    this.deps.show(null);
  };
}
