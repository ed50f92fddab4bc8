import type { CallEndReason, CallSignal } from '@acorn/domain/tablet-link';
import { describe, expect, it } from 'vitest';
import { CALL_TEXT, callStep, initialCall, statusText, type CallEvent, type CallState } from './call-session';

const ICE = [{ urls: 'stun:stun.example.test:3478' }];
const ID = 7;
const AT = Date.parse('2026-11-28T10:00:00Z');

/** Runs the events in order from a fresh call: the last state, and every effect on the way. */
function run(...events: CallEvent[]) {
  let state: CallState = initialCall;
  const effects = [];
  for (const event of events) {
    const step = callStep(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects, sent: effects.flatMap((e) => (e.type === 'send' ? [e.signal] : [])) };
}

const posted: CallEvent = { type: 'posted', call_id: ID, ice_servers: ICE };
const signal = (s: CallSignal): CallEvent => ({ type: 'signal', signal: s, at: AT });
const start = signal({ type: 'start', call_id: ID });
const answer = signal({ type: 'answer', call_id: ID, sdp: 'v=0 answer' });
const remote = (n: number) =>
  signal({ type: 'candidate', call_id: ID, candidate: { candidate: `candidate:${n}`, sdpMid: '0' } });
const ended = (reason: CallEndReason) => signal({ type: 'ended', call_id: ID, reason });

describe('a call the portal places', () => {
  it('rings, then connects, then ends when the caller hangs up', () => {
    const ringing = run(posted);
    expect(statusText(ringing.state)).toBe('Ringing…');

    const connected = run(
      posted,
      start,
      { type: 'offer-made', sdp: 'v=0 offer' },
      answer,
      { type: 'remote-set' },
      { type: 'connection', state: 'connected' },
    );
    expect(statusText(connected.state)).toBe('Connected');
    expect(connected.state.answeredAt).toBe(AT);
    expect(connected.effects).toContainEqual({ type: 'make-offer', iceServers: ICE });
    expect(connected.effects).toContainEqual({ type: 'set-answer', sdp: 'v=0 answer' });

    const after = callStep(connected.state, { type: 'hang-up' });
    expect(after.effects).toEqual([
      { type: 'send', signal: { type: 'hangup', call_id: ID } },
      { type: 'close' },
    ]);
    expect(statusText(after.state)).toBe('The call has ended.');
    expect(after.state.dismissed).toBe(false);
  });

  it('sends the offer only after the tablet answered (start)', () => {
    const early = run(posted, { type: 'offer-made', sdp: 'v=0 offer' });
    expect(early.sent).toEqual([]);
    expect(early.effects).not.toContainEqual(expect.objectContaining({ type: 'make-offer' }));

    const { sent } = run(posted, start, { type: 'offer-made', sdp: 'v=0 offer' });
    expect(sent).toEqual([{ type: 'offer', call_id: ID, sdp: 'v=0 offer' }]);
  });

  it('holds candidates heard before the answer is set, then adds them in order', () => {
    const before = run(posted, start, remote(1), remote(2), answer);
    expect(before.effects.filter((e) => e.type === 'add-candidate')).toEqual([]);
    expect(before.state.held).toHaveLength(2);

    const set = callStep(before.state, { type: 'remote-set' });
    expect(set.effects).toEqual([
      { type: 'add-candidate', candidate: { candidate: 'candidate:1', sdpMid: '0' } },
      { type: 'add-candidate', candidate: { candidate: 'candidate:2', sdpMid: '0' } },
    ]);
    const later = callStep(set.state, remote(3));
    expect(later.effects).toEqual([
      { type: 'add-candidate', candidate: { candidate: 'candidate:3', sdpMid: '0' } },
    ]);
  });

  it('sends its own candidates as the browser finds them, once answered', () => {
    const candidate = { candidate: 'candidate:9', sdpMid: '0', sdpMLineIndex: 0 };
    expect(run(posted, { type: 'local-candidate', candidate }).sent).toEqual([]);
    expect(run(posted, start, { type: 'local-candidate', candidate }).sent).toEqual([
      { type: 'candidate', call_id: ID, candidate },
    ]);
  });

  it('ignores another call’s signals', () => {
    const other = run(posted, signal({ type: 'start', call_id: ID + 1 }));
    expect(other.state.phase).toBe('ringing');
    expect(other.effects).toEqual([]);
  });
});

describe('each ending has its own words', () => {
  it.each([
    ['missed', 'No answer.'],
    ['declined', 'The resident declined the call.'],
    ['busy', 'The resident is already in a call.'],
    ['hangup', 'The call has ended.'],
    ['failed', 'The call could not be connected.'],
  ] as const)('ended, %s: %s', (reason, words) => {
    const { state, effects } = run(posted, ended(reason));
    expect(state.phase).toBe('ended');
    expect(statusText(state)).toBe(words);
    expect(effects).toContainEqual({ type: 'close' });
  });

  it('the tablet’s own declined, busy and hangup signals', () => {
    expect(statusText(run(posted, signal({ type: 'declined', call_id: ID })).state)).toBe(CALL_TEXT.declined);
    expect(statusText(run(posted, signal({ type: 'busy', call_id: ID })).state)).toBe(CALL_TEXT.busy);
    expect(statusText(run(posted, start, signal({ type: 'hangup', call_id: ID })).state)).toBe(
      'The call has ended.',
    );
  });

  it('a decline heard before the POST came back: taken once the call is known, another call’s dropped', () => {
    const declined = signal({ type: 'declined', call_id: ID });
    const { state } = run(signal({ type: 'declined', call_id: ID - 1 }), declined, posted);
    expect(state.phase).toBe('ended');
    expect(statusText(state)).toBe(CALL_TEXT.declined);
    expect(state.early).toEqual([]);
  });

  it('cancelled (the caller hung up while it rang): no words, the view just closes', () => {
    const mine = run(posted, { type: 'hang-up' });
    expect(mine.sent).toEqual([{ type: 'hangup', call_id: ID }]);
    expect(mine.state).toMatchObject({ phase: 'ended', ending: null, dismissed: true });
    expect(run(posted, ended('cancelled')).state.dismissed).toBe(true);
  });

  it('a connection that fails: said in words, and the server told by a hang-up', () => {
    const { state, sent } = run(posted, start, { type: 'connection', state: 'failed' });
    expect(statusText(state)).toBe('The call could not be connected.');
    expect(sent).toContainEqual({ type: 'hangup', call_id: ID });
  });

  it('the POST’s refusal, as the server said it', () => {
    const { state } = run({ type: 'post-failed', message: 'The resident is already in a call.' });
    expect(statusText(state)).toBe('The resident is already in a call.');
  });

  it('a hang-up before the server answered the POST cancels the call it then places', () => {
    const { state, sent } = run({ type: 'hang-up' }, posted);
    expect(state.dismissed).toBe(true);
    expect(sent).toEqual([{ type: 'hangup', call_id: ID }]);
  });

  it('nothing moves once it has ended', () => {
    const { state, effects } = run(posted, ended('missed'), start, answer);
    expect(statusText(state)).toBe('No answer.');
    expect(effects.filter((e) => e.type !== 'close')).toEqual([]);
  });
});

describe('a tablet’s call this user answered', () => {
  const answered: CallEvent = { type: 'answered', call_id: ID, ice_servers: ICE, at: AT };

  it('does not ring: it connects at once, the timer counting from the answer, and the offer is made', () => {
    const { state, effects, sent } = run(answered);
    expect(state).toMatchObject({ phase: 'connecting', callId: ID, answeredAt: AT, iceServers: ICE });
    expect(statusText(state)).toBe('Answered. Connecting…');
    expect(effects).toEqual([{ type: 'make-offer', iceServers: ICE }]);
    expect(sent).toEqual([]);
  });

  it('then signals as a placed call does: offer, its candidates, the tablet’s answer', () => {
    const candidate = { candidate: 'candidate:9', sdpMid: '0', sdpMLineIndex: 0 };
    const { state, effects, sent } = run(
      answered,
      { type: 'offer-made', sdp: 'v=0 offer' },
      { type: 'local-candidate', candidate },
      answer,
      { type: 'remote-set' },
      { type: 'connection', state: 'connected' },
    );
    expect(sent).toEqual([
      { type: 'offer', call_id: ID, sdp: 'v=0 offer' },
      { type: 'candidate', call_id: ID, candidate },
    ]);
    expect(effects).toContainEqual({ type: 'set-answer', sdp: 'v=0 answer' });
    expect(statusText(state)).toBe('Connected');
  });

  it('a late start changes nothing: the offer is made once', () => {
    const { state, effects } = run(answered, start);
    expect(state.answeredAt).toBe(AT);
    expect(effects.filter((e) => e.type === 'make-offer')).toHaveLength(1);
  });

  it('hung up: the tablet is told, and the note follows (it was answered)', () => {
    const { state, sent } = run(answered, { type: 'hang-up' });
    expect(sent).toEqual([{ type: 'hangup', call_id: ID }]);
    expect(state).toMatchObject({ phase: 'ended', ending: 'The call has ended.', dismissed: false });
  });

  it('without a camera or microphone: said why, and the tablet is not left waiting', () => {
    const { state, sent } = run(answered, { type: 'no-media', message: 'No camera.' });
    expect(statusText(state)).toBe('No camera.');
    expect(sent).toEqual([{ type: 'hangup', call_id: ID }]);
  });

  it('answered after the view was already closed: it is hung up at once', () => {
    const { sent } = run({ type: 'hang-up' }, answered);
    expect(sent).toEqual([{ type: 'hangup', call_id: ID }]);
  });
});
