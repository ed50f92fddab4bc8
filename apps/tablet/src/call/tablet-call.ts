import type { CallEndReason, CallSignal } from '@acorn/domain';

// The tablet's side of one call (docs/decisions/0035-calls.md): it rings, the resident answers or
// declines; once answered the portal makes the offer and the tablet answers it. WebRTC and the camera
// come in through `deps`, so the sequence is tested without a browser's media.

export type CallPhase = 'ringing' | 'connecting' | 'connected' | 'ended';

/** What the resident's screen shows of the call. */
export interface CallView {
  call_id: number;
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
  private view: CallView;
  private peer: RTCPeerConnection | null = null;
  private local: MediaStream | null = null;
  private remote: MediaStream | null = null;
  /** Candidates that came before the offer: added once the remote description is set. */
  private early: RTCIceCandidateInit[] = [];
  private readonly iceServers: RTCIceServer[];

  constructor(
    room: Extract<CallSignal, { type: 'room' }>,
    private readonly deps: CallDeps,
  ) {
    this.iceServers = room.ice_servers;
    this.view = {
      call_id: room.call_id,
      caller: room.caller,
      phase: 'ringing',
      answered_at: null,
      ended: null,
    };
  }

  get callId(): number {
    return this.view.call_id;
  }

  get over(): boolean {
    return this.view.phase === 'ended';
  }

  /** The resident answers: camera and microphone first, then the portal is told to make its offer. */
  async answer(): Promise<void> {
    if (this.view.phase !== 'ringing') return;
    this.update({ phase: 'connecting', answered_at: this.deps.now().toISOString() });
    try {
      this.local = await this.deps.getMedia();
    } catch {
      // No camera or microphone allowed: the call cannot be made; the caller is told it failed.
      this.send({ type: 'hangup', call_id: this.callId });
      return this.end('failed');
    }
    if (this.over) return void this.stopMedia();
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
    this.send({ type: 'start', call_id: this.callId });
  }

  decline(): void {
    if (this.view.phase !== 'ringing') return;
    this.send({ type: 'declined', call_id: this.callId });
    this.end('declined');
  }

  hangUp(): void {
    if (this.over) return;
    this.send({ type: 'hangup', call_id: this.callId });
    this.end('hangup');
  }

  /** A signal of this call from the portal (through the server). */
  async receive(signal: CallSignal): Promise<void> {
    if (this.over || signal.call_id !== this.callId) return;
    if (signal.type === 'ended') return this.end(signal.reason);
    if (signal.type === 'hangup') return this.end('hangup');
    const peer = this.peer;
    if (!peer) return;
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

  private send(signal: CallSignal): void {
    this.deps.send(signal);
  }

  private end(reason: CallEndReason): void {
    if (this.over) return;
    this.peer?.close();
    this.peer = null;
    this.stopMedia();
    this.remote = null;
    this.update({ phase: 'ended', ended: reason });
  }

  private stopMedia(): void {
    for (const track of this.local?.getTracks() ?? []) track.stop();
    this.local = null;
  }

  private update(change: Partial<CallView>): void {
    this.view = { ...this.view, ...change };
    this.notify();
  }

  private notify(): void {
    this.deps.changed(this.view, { local: this.local, remote: this.remote });
  }
}
