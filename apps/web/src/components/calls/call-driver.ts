import type { CallSignal, CallStarted } from '@acorn/domain/tablet-link';
import { ApiError } from '../../lib/api';
import { sendLiveMessage } from '../../lib/live-events';
import { judgeQuality, type CallQuality, type QualitySample } from './call-quality';
import { callStep, initialCall, type CallEffect, type CallEvent, type CallState } from './call-session';
import { openLocalMedia, type LocalMedia } from './local-media';

/**
 * How a call starts: placed, by `ring` (the POST that rings the resident's tablet, staff's or a family
 * member's), or a tablet's call answered (the answer POST's reply, taken `at` that moment).
 */
export type CallStart = { ring: () => Promise<CallStarted> } | { answered: CallStarted; at: number };

/** What the in-call view shows; the driver tells it each change. */
export interface CallView {
  state(state: CallState): void;
  local(stream: MediaStream | null, notice: string | null): void;
  remote(stream: MediaStream): void;
  connection(state: RTCPeerConnectionState): void;
  quality(quality: CallQuality | null): void;
}

const STATS_MS = 2_000;
const POST_FAILED = 'The call could not be made. Try again later.';

/**
 * One call's browser side: the camera, the RTCPeerConnection and the live socket, doing what the state
 * machine (call-session.ts) says. The connection is made here, on `start` or once answered (the portal
 * always offers).
 */
export class CallDriver {
  private current: CallState = initialCall;
  private stream: MediaStream | null = null;
  /** Settles once the camera and microphone are open (true) or the call cannot use them: the offer waits. */
  private mediaReady: Promise<boolean> = Promise.resolve(false);
  private pc: RTCPeerConnection | null = null;
  private statsTimer: ReturnType<typeof setInterval> | undefined;
  private sample: QualitySample | null = null;
  private disposed = false;

  constructor(
    private readonly start: CallStart,
    private readonly view: CallView,
  ) {}

  /** Opens the camera, then rings the tablet; an answered call connects while the camera opens. */
  async begin(): Promise<void> {
    this.mediaReady = openLocalMedia().then((media) => this.keepMedia(media));
    if ('answered' in this.start) {
      // A view mounted only to be unmounted at once (React's strict mode) must not end the call.
      await Promise.resolve();
      if (this.disposed) return;
      const { answered, at } = this.start;
      this.dispatch({ type: 'answered', call_id: answered.call_id, ice_servers: answered.ice_servers, at });
    }
    if (!(await this.mediaReady) || !('ring' in this.start)) return;
    try {
      const placed = await this.start.ring();
      this.dispatch({ type: 'posted', call_id: placed.call_id, ice_servers: placed.ice_servers });
    } catch (error) {
      this.dispatch({
        type: 'post-failed',
        message: error instanceof ApiError && error.message ? error.message : POST_FAILED,
      });
    }
  }

  /** Keeps the opened camera and microphone, unless the call ended meanwhile or there are none. */
  private keepMedia(media: LocalMedia): boolean {
    // Hung up (or the view closed) while the browser asked for the camera: nothing rings.
    if (this.disposed || this.current.phase === 'ended') {
      media.stream?.getTracks().forEach((track) => track.stop());
      return false;
    }
    if (!media.stream) {
      this.dispatch({ type: 'no-media', message: media.notice ?? '' });
      return false;
    }
    this.stream = media.stream;
    this.view.local(media.stream, media.notice);
    return true;
  }

  signal(signal: CallSignal): void {
    this.dispatch({ type: 'signal', signal, at: Date.now() });
  }

  hangUp(): void {
    this.dispatch({ type: 'hang-up' });
  }

  /** The view is gone: a call still going is hung up. */
  dispose(): void {
    this.disposed = true;
    this.dispatch({ type: 'hang-up' });
    this.close();
  }

  /** Mutes or unmutes one kind of the local tracks (the microphone, the camera). */
  enable(kind: 'audio' | 'video', on: boolean): void {
    this.stream?.getTracks().forEach((track) => {
      if (track.kind === kind) track.enabled = on;
    });
  }

  private dispatch(event: CallEvent): void {
    const step = callStep(this.current, event);
    if (step.state !== this.current) {
      this.current = step.state;
      if (!this.disposed) this.view.state(step.state);
    }
    step.effects.forEach((effect) => this.apply(effect));
  }

  private apply(effect: CallEffect): void {
    switch (effect.type) {
      case 'send':
        sendLiveMessage({ type: 'signal', signal: effect.signal });
        break;
      case 'make-offer':
        this.offer(effect.iceServers).catch(() => this.dispatch({ type: 'connection', state: 'failed' }));
        break;
      case 'set-answer':
        this.pc?.setRemoteDescription({ type: 'answer', sdp: effect.sdp }).then(
          () => this.dispatch({ type: 'remote-set' }),
          () => this.dispatch({ type: 'connection', state: 'failed' }),
        );
        break;
      case 'add-candidate':
        // One candidate the browser cannot use is not the end of the call: the others may connect.
        this.pc?.addIceCandidate(effect.candidate).catch(() => undefined);
        break;
      case 'close':
        this.close();
        break;
    }
  }

  private async offer(iceServers: RTCIceServer[]): Promise<void> {
    await this.mediaReady;
    const stream = this.stream;
    if (!stream || this.pc || this.current.phase === 'ended') return;
    const pc = new RTCPeerConnection({ iceServers });
    this.pc = pc;
    stream.getTracks().forEach((track) => pc.addTrack(track, stream));
    // Without a camera or microphone here, the resident's picture and voice still come this way.
    if (stream.getAudioTracks().length === 0) pc.addTransceiver('audio', { direction: 'recvonly' });
    if (stream.getVideoTracks().length === 0) pc.addTransceiver('video', { direction: 'recvonly' });
    pc.onicecandidate = ({ candidate }) => {
      if (candidate?.candidate) {
        const { sdpMid, sdpMLineIndex, usernameFragment } = candidate.toJSON();
        this.dispatch({
          type: 'local-candidate',
          candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment },
        });
      }
    };
    pc.ontrack = ({ track, streams }) => this.view.remote(streams[0] ?? new MediaStream([track]));
    pc.onconnectionstatechange = () => {
      if (this.disposed || this.pc !== pc) return;
      this.view.connection(pc.connectionState);
      this.dispatch({ type: 'connection', state: pc.connectionState });
    };
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    this.dispatch({ type: 'offer-made', sdp: offer.sdp ?? '' });
    this.statsTimer = setInterval(() => void this.measure(pc), STATS_MS);
  }

  private async measure(pc: RTCPeerConnection): Promise<void> {
    const report = await pc.getStats();
    const { quality, sample } = judgeQuality(report.values(), this.sample);
    this.sample = sample;
    if (!this.disposed && this.pc === pc) this.view.quality(quality);
  }

  private close(): void {
    clearInterval(this.statsTimer);
    this.stream?.getTracks().forEach((track) => track.stop());
    if (this.pc) {
      this.pc.onconnectionstatechange = null;
      this.pc.close();
      if (!this.disposed) this.view.connection('closed');
    }
    this.pc = null;
  }
}
