import type { CallSignal } from '@acorn/domain/tablet-link';
import { beforeEach, describe, expect, it } from 'vitest';
import { TabletCall, type CallView } from './tablet-call';

/** RTCPeerConnection as far as the tablet's call uses it, recording what it was asked. */
class FakePeer {
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  connectionState: RTCPeerConnectionState = 'new';
  readonly added: RTCIceCandidateInit[] = [];
  readonly tracks: MediaStreamTrack[] = [];
  closed = false;
  onicecandidate: ((e: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  ontrack: ((e: { streams: MediaStream[] }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor(readonly config: RTCConfiguration) {}
  addTrack(track: MediaStreamTrack) {
    this.tracks.push(track);
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.remoteDescription = d;
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'v=0 answer' };
  }
  async setLocalDescription(d: RTCSessionDescriptionInit) {
    this.localDescription = d;
  }
  async addIceCandidate(c: RTCIceCandidateInit) {
    this.added.push(c);
  }
  close() {
    this.closed = true;
  }
  state(next: RTCPeerConnectionState) {
    this.connectionState = next;
    this.onconnectionstatechange?.();
  }
}

const room: Extract<CallSignal, { type: 'room' }> = {
  type: 'room',
  rung_by: 'portal',
  call_id: 5,
  caller: 'Anne Byrne (Maple Grove Care)',
  ice_servers: [{ urls: 'stun:stun.example.org' }],
  rings_until: '2026-11-28T10:00:45Z',
};
const stopped: string[] = [];
const track = (kind: string) => ({ kind, stop: () => stopped.push(kind) }) as unknown as MediaStreamTrack;

let sent: CallSignal[];
let views: CallView[];
let peer: FakePeer | null;
let media: () => Promise<MediaStream>;
let call: TabletCall;

const callFrom = (ring: typeof room) =>
  new TabletCall(ring, {
    send: (s) => void sent.push(s),
    getMedia: () => media(),
    createPeer: (config) => (peer = new FakePeer(config)) as unknown as RTCPeerConnection,
    changed: (view) => void views.push(view),
    now: () => new Date('2026-11-28T10:00:10Z'),
  });

beforeEach(() => {
  sent = [];
  views = [];
  peer = null;
  stopped.length = 0;
  media = async () => ({ getTracks: () => [track('audio'), track('video')] }) as unknown as MediaStream;
  call = callFrom(room);
});

describe('a call to the tablet', () => {
  it('answered: camera first, then start; the portal’s offer is answered and early candidates kept for it', async () => {
    await call.answer();
    expect(sent).toEqual([{ type: 'start', call_id: 5 }]);
    expect(peer!.config.iceServers).toEqual(room.ice_servers);
    expect(peer!.tracks.map((t) => t.kind)).toEqual(['audio', 'video']);
    const early = { candidate: 'candidate:1 1 udp 1 10.0.0.9 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    await call.receive({ type: 'candidate', call_id: 5, candidate: early });
    expect(peer!.added).toEqual([]);
    await call.receive({ type: 'offer', call_id: 5, sdp: 'v=0 offer' });
    expect(peer!.remoteDescription).toEqual({ type: 'offer', sdp: 'v=0 offer' });
    expect(peer!.added).toEqual([early]);
    expect(sent.at(-1)).toEqual({ type: 'answer', call_id: 5, sdp: 'v=0 answer' });
    peer!.state('connected');
    expect(views.at(-1)).toMatchObject({ phase: 'connected', answered_at: '2026-11-28T10:00:10.000Z' });
  });

  it('sends its own candidates as the portal reads them', async () => {
    await call.answer();
    const json = { candidate: 'candidate:2 1 udp 1 10.0.0.8 5001 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    peer!.onicecandidate!({ candidate: { toJSON: () => json } });
    expect(sent.at(-1)).toEqual({ type: 'candidate', call_id: 5, candidate: json });
  });

  it('declined: says so and rings no more', () => {
    call.decline();
    expect(sent).toEqual([{ type: 'declined', call_id: 5 }]);
    expect(views.at(-1)).toMatchObject({ phase: 'ended', ended: 'declined' });
  });

  it('hung up by the resident: the camera goes off and the connection closes', async () => {
    await call.answer();
    call.hangUp();
    expect(sent.at(-1)).toEqual({ type: 'hangup', call_id: 5 });
    expect(peer!.closed).toBe(true);
    expect(stopped.sort()).toEqual(['audio', 'video']);
  });

  it('ended by the server (missed) or by the portal hanging up, and ignores another call’s signals', async () => {
    await call.receive({ type: 'offer', call_id: 6, sdp: 'v=0' });
    expect(views).toEqual([]);
    await call.receive({ type: 'ended', call_id: 5, reason: 'missed' });
    expect(views.at(-1)).toMatchObject({ phase: 'ended', ended: 'missed' });
    await call.answer();
    expect(sent).toEqual([]);
  });

  it('without a camera or microphone allowed, the call fails in words for both sides', async () => {
    media = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    await call.answer();
    expect(sent).toEqual([{ type: 'hangup', call_id: 5 }]);
    expect(views.at(-1)).toMatchObject({ phase: 'ended', ended: 'failed' });
  });
});

/** The resident's 'Call me' rang the care home's staff: the server's `room`, rung by the tablet. */
const ownRoom: typeof room = { ...room, call_id: 7, rung_by: 'tablet', caller: 'Maple Grove Care' };

describe('the resident’s own call to the care home', () => {
  beforeEach(() => {
    call = callFrom(ownRoom);
  });

  it('calls the home, camera off, until someone answers', async () => {
    expect(call.view).toMatchObject({ phase: 'calling', rung_by: 'tablet', caller: 'Maple Grove Care' });
    await call.answer();
    call.decline();
    // Neither answering nor refusing its own call: nothing is sent, no camera opens.
    expect(sent).toEqual([]);
    expect(peer).toBeNull();
    expect(call.view.phase).toBe('calling');
  });

  it('answered by a staff member: camera and peer, no start of its own; the portal’s offer is answered', async () => {
    await call.receive({ type: 'start', call_id: 7, answered_by: 'Anne Byrne' });
    expect(views.map((v) => v.phase)).toEqual(['connecting', 'connecting']);
    expect(views.at(-1)).toMatchObject({ caller: 'Anne Byrne', answered_at: '2026-11-28T10:00:10.000Z' });
    expect(peer!.config.iceServers).toEqual(room.ice_servers);
    expect(peer!.tracks.map((t) => t.kind)).toEqual(['audio', 'video']);
    expect(sent).toEqual([]);
    await call.receive({ type: 'offer', call_id: 7, sdp: 'v=0 offer' });
    expect(peer!.remoteDescription).toEqual({ type: 'offer', sdp: 'v=0 offer' });
    expect(sent).toEqual([{ type: 'answer', call_id: 7, sdp: 'v=0 answer' }]);
    peer!.state('connected');
    expect(views.at(-1)).toMatchObject({ phase: 'connected', caller: 'Anne Byrne' });
  });

  it('an offer and candidates that come while the camera still opens are answered once it is on', async () => {
    let allow!: () => void;
    const opened = new Promise<void>((resolve) => (allow = resolve));
    const later = media;
    media = async () => opened.then(later);
    const answering = call.receive({ type: 'start', call_id: 7, answered_by: 'Anne Byrne' });
    const early = { candidate: 'candidate:1 1 udp 1 10.0.0.9 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    await call.receive({ type: 'offer', call_id: 7, sdp: 'v=0 offer' });
    await call.receive({ type: 'candidate', call_id: 7, candidate: early });
    expect(peer).toBeNull();
    allow();
    await answering;
    expect(peer!.remoteDescription).toEqual({ type: 'offer', sdp: 'v=0 offer' });
    expect(peer!.added).toEqual([early]);
    expect(sent).toEqual([{ type: 'answer', call_id: 7, sdp: 'v=0 answer' }]);
  });

  it('hung up while it calls: hangup sent, the call cancelled as the server counts it', () => {
    call.hangUp();
    expect(sent).toEqual([{ type: 'hangup', call_id: 7 }]);
    expect(views.at(-1)).toMatchObject({ phase: 'ended', ended: 'cancelled' });
  });

  it('nobody answered in time: missed', async () => {
    await call.receive({ type: 'ended', call_id: 7, reason: 'missed' });
    expect(views.at(-1)).toMatchObject({ phase: 'ended', ended: 'missed', rung_by: 'tablet' });
    expect(peer).toBeNull();
  });

  it('answered, but no camera or microphone allowed: hangs up, failed', async () => {
    media = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    await call.receive({ type: 'start', call_id: 7, answered_by: 'Anne Byrne' });
    expect(sent).toEqual([{ type: 'hangup', call_id: 7 }]);
    expect(views.at(-1)).toMatchObject({ phase: 'ended', ended: 'failed' });
  });
});
