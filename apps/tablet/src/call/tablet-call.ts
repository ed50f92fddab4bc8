import type { CallEndReason, CallSignal } from '@acorn/domain/tablet-link';

// The tablet's side of one call (docs/decisions/0035-calls.md). The portal rings it: it rings, the resident
// answers or declines. Or the resident's 'Call me' rang the care home: the tablet shows it calling until a
// staff member answers. Either way, once answered the portal makes the offer and the tablet answers it.
// WebRTC and the camera come in through `deps`, so the sequence is tested without a browser's media.

type Room = Extract<CallSignal, { type: 'room' }>;

/** ringing: the portal rings the resident; calling: the resident's own call rings the care home. */
export type CallPhase = 'ringing' | 'calling' | 'connecting' | 'connected' | 'ended';

/** What the resident's screen shows of the call. */
export interface CallView {
  call_id: number;
  /** Who rang: the portal (someone calls the resident) or the tablet itself (the resident's 'Call me'). */
  rung_by: Room['rung_by'];
  /**
   * The other party as the resident knows them: who calls them; for their own call, the care home until
   * someone answers, then who answered.
   */
  caller: string;
  phase: CallPhase;
  /** When it was answered (ISO), for the timer. */
  answered_at: string | null;
  /** Why it ended, once it has. */
  ended: CallEndReason | null;
}

export interface CallDeps {
  /** Publishes a signal of this call on the tablet's call_out topic. */
  send(signal: CallSignal): void;
  /** The camera and microphone; rejects when the resident's browser refuses them. */
  getMedia(): Promise<MediaStream>;
  createPeer(config: RTCConfiguration): RTCPeerConnection;
  changed(view: CallView, media: { local: MediaStream | null; remote: MediaStream | null }): void;
  now(): Date;
}

export class TabletCall {
  private current: CallView;
  private peer: RTCPeerConnection | null = null;
  private local: MediaStream | null = null;
  private remote: MediaStream | null = null;
  /** Candidates that came before the offer: added once the remote description is set. */
  private early: RTCIceCandidateInit[] = [];
  /** The portal's signals that came while the camera was still opening: handled once the peer exists. */
  private waiting: CallSignal[] = [];
  private readonly iceServers: RTCIceServer[];

  constructor(
    room: Room,
    private readonly deps: CallDeps,
  ) {
    this.iceServers = room.ice_servers;
    this.current = {
      call_id: room.call_id,
      rung_by: room.rung_by,
      caller: room.caller,
      phase: room.rung_by === 'tablet' ? 'calling' : 'ringing',
      answered_at: null,
      ended: null,
    };
  }

  get view(): CallView {
    return this.current;
  }

  get callId(): number {
    return this.current.call_id;
  }

  get over(): boolean {
    return this.current.phase === 'ended';
  }

  /** The resident answers the portal's ring: camera and microphone first, then the portal is told to offer. */
  async answer(): Promise<void> {
    if (this.current.phase !== 'ringing') return;
    if (await this.connect({})) this.send({ type: 'start', call_id: this.callId });
  }

  decline(): void {
    if (this.current.phase !== 'ringing') return;
    this.send({ type: 'declined', call_id: this.callId });
    this.end('declined');
  }

  /** Hanging up the resident's own call while it still rings the care home cancels it (as the server says). */
  hangUp(): void {
    if (this.over) return;
    this.send({ type: 'hangup', call_id: this.callId });
    this.end(this.current.phase === 'calling' ? 'cancelled' : 'hangup');
  }

  /**
   * The ring ran out and the server's word of it never came (the link dropped meanwhile): the screen does
   * not wait for ever. Only a call still ringing or calling; the server has ended it on its own clock.
   */
  ringOut(): void {
    if (this.current.phase === 'ringing' || this.current.phase === 'calling') this.end('missed');
  }

  /** A signal of this call from the portal, or the server's `start` and `ended`. */
  async receive(signal: CallSignal): Promise<void> {
    if (this.over || signal.call_id !== this.callId) return;
    if (signal.type === 'ended') return this.end(signal.reason);
    if (signal.type === 'hangup') return this.end('hangup');
    if (signal.type === 'start') return this.answered(signal.answered_by);
    const peer = this.peer;
    if (!peer) {
      if (this.current.phase === 'connecting') this.waiting.push(signal);
      return;
    }
    if (signal.type === 'offer') {
      await peer.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
      for (const candidate of this.early.splice(0)) await peer.addIceCandidate(candidate).catch(() => {});
      const answer = await peer.createAnswer();
      await peer.setLocalDescription(answer);
      this.send({ type: 'answer', call_id: this.callId, sdp: answer.sdp ?? '' });
    } else if (signal.type === 'candidate') {
      if (peer.remoteDescription) await peer.addIceCandidate(signal.candidate).catch(() => {});
      else this.early.push(signal.candidate);
    }
  }

  /**
   * A staff member answered the resident's own call (the server's `start`): the camera opens now. The
   * portal already knows, so the tablet sends no `start` of its own; its offer follows.
   */
  private async answered(by: string | undefined): Promise<void> {
    if (this.current.phase !== 'calling') return;
    await this.connect(by ? { caller: by } : {});
  }

  /** Camera and microphone, then the peer connection; false when the call cannot go on. */
  private async connect(change: Partial<CallView>): Promise<boolean> {
    this.update({ ...change, phase: 'connecting', answered_at: this.deps.now().toISOString() });
    try {
      this.local = await this.deps.getMedia();
    } catch {
      // No camera or microphone allowed: the call cannot be made; the other side is told it failed.
      this.send({ type: 'hangup', call_id: this.callId });
      this.end('failed');
      return false;
    }
    if (this.over) {
      this.stopMedia();
      return false;
    }
    const peer = this.deps.createPeer({ iceServers: this.iceServers });
    this.peer = peer;
    for (const track of this.local.getTracks()) peer.addTrack(track, this.local);
    peer.onicecandidate = ({ candidate }) => {
      const json = candidate?.toJSON();
      // The end-of-candidates event has no candidate line: the portal needs nothing for it.
      if (json?.candidate)
        this.send({
          type: 'candidate',
          call_id: this.callId,
          candidate: { ...json, candidate: json.candidate },
        });
    };
    peer.ontrack = ({ streams }) => {
      this.remote = streams[0] ?? null;
      this.notify();
    };
    peer.onconnectionstatechange = () => {
      if (peer.connectionState === 'connected') this.update({ phase: 'connected' });
      if (peer.connectionState === 'failed') {
        this.send({ type: 'hangup', call_id: this.callId });
        this.end('failed');
      }
    };
    this.notify();
    for (const signal of this.waiting.splice(0)) await this.receive(signal);
    return true;
  }

  private send(signal: CallSignal): void {
    this.deps.send(signal);
  }

  private end(reason: CallEndReason): void {
    if (this.over) return;
    this.peer?.close();
    this.peer = null;
    this.waiting = [];
    this.stopMedia();
    this.remote = null;
    this.update({ phase: 'ended', ended: reason });
  }

  private stopMedia(): void {
    for (const track of this.local?.getTracks() ?? []) track.stop();
    this.local = null;
  }

  private update(change: Partial<CallView>): void {
    this.current = { ...this.current, ...change };
    this.notify();
  }

  private notify(): void {
    this.deps.changed(this.current, { local: this.local, remote: this.remote });
  }
}
