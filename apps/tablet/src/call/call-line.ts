import { callSignalSchema, parseTabletPayload, type CallSignal } from '@acorn/domain';
import type { OngoingCall } from '../state/tablet-state';
import { TabletCall } from './tablet-call';

/**
 * The tablet's calls (issue 22): one at a time. A ring while in a call is answered busy; a ring heard after
 * it stopped ringing (the tablet was offline) is not rung at all. Signals are not queued for later: a call
 * is now or never.
 */
export class CallLine {
  private call: TabletCall | null = null;

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
    if (this.call && !this.call.over) return this.deps.send({ type: 'busy', call_id: signal.call_id });
    if (Date.parse(signal.rings_until) <= Date.now()) return;
    this.call = new TabletCall(signal, {
      send: this.deps.send,
      getMedia: () => navigator.mediaDevices.getUserMedia({ audio: true, video: true }),
      createPeer: (config) => new RTCPeerConnection(config),
      changed: (view, media) => this.deps.show({ view, ...media }),
      now: () => new Date(),
    });
    this.deps.show({ view: this.viewOf(this.call, signal), local: null, remote: null });
  }

  answer = () => void this.call?.answer();
  decline = () => {
    this.call?.decline();
    // Declined by the resident: nothing more to say on their screen.
    this.close();
  };
  hangUp = () => this.call?.hangUp();

  /** The resident closed the ending's words: the call leaves the screen. */
  close = () => {
    if (this.call && !this.call.over) return;
    this.call = null;
    this.deps.show(null);
  };

  private viewOf(call: TabletCall, room: Extract<CallSignal, { type: 'room' }>) {
    return {
      call_id: call.callId,
      caller: room.caller,
      phase: 'ringing' as const,
      answered_at: null,
      ended: null,
    };
  }
}
