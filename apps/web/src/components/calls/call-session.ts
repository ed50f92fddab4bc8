import type { CallEndReason, CallSignal } from '@acorn/domain/tablet-link';

// The portal's side of one call (docs/decisions/0035-calls.md) as a plain state machine: it takes what
// happened (the POST's answer, a signal, the connection's state, a button) and says what to show and what
// to do. The hook around it (use-call.ts) owns the browser's WebRTC; this file never touches it, so every
// turn of the signalling is tested without a browser.

type Candidate = Extract<CallSignal, { type: 'candidate' }>['candidate'];

export type CallPhase = 'starting' | 'ringing' | 'connecting' | 'connected' | 'ended';

export interface CallState {
  phase: CallPhase;
  callId: number | null;
  iceServers: RTCIceServer[];
  /** When the call was answered (ms since the epoch): the timer counts from it; null if never. */
  answeredAt: number | null;
  /** Why it ended, in words; null while it lasts, and when it ends by the caller's own hang-up while ringing. */
  ending: string | null;
  /** The ending needs no words: the in-call view closes by itself. */
  dismissed: boolean;
  /** The tablet's answer is set on the connection: candidates may be added from now on. */
  remoteSet: boolean;
  /** Candidates heard before the answer was set, kept in order until it is. */
  held: Candidate[];
  /**
   * Signals heard before the server's answer gave the call its id (the tablet declined at once, faster
   * than the POST came back): kept, then taken in order once the id is known if they are this call's.
   */
  early: { signal: CallSignal; at: number }[];
}

export type CallEvent =
  | { type: 'posted'; call_id: number; ice_servers: RTCIceServer[] }
  /** A tablet's call this user answered (the answer POST's 200, `at` when it came): no ringing, it connects. */
  | { type: 'answered'; call_id: number; ice_servers: RTCIceServer[]; at: number }
  | { type: 'post-failed'; message: string }
  | { type: 'no-media'; message: string }
  | { type: 'signal'; signal: CallSignal; at: number }
  | { type: 'offer-made'; sdp: string }
  | { type: 'local-candidate'; candidate: Candidate }
  | { type: 'remote-set' }
  | { type: 'connection'; state: RTCPeerConnectionState }
  | { type: 'hang-up' };

/** What the driver must do: each is one call on the browser's objects or the live socket. */
export type CallEffect =
  | { type: 'send'; signal: CallSignal }
  /** Create the RTCPeerConnection with these servers, add the local tracks and make the offer. */
  | { type: 'make-offer'; iceServers: RTCIceServer[] }
  | { type: 'set-answer'; sdp: string }
  | { type: 'add-candidate'; candidate: Candidate }
  /** Stop the local tracks and close the connection. */
  | { type: 'close' };

export const CALL_TEXT = {
  starting: 'Starting your camera…',
  ringing: 'Ringing…',
  connecting: 'Answered. Connecting…',
  connected: 'Connected',
  missed: 'No answer.',
  declined: 'The resident declined the call.',
  busy: 'The resident is already in a call.',
  hangup: 'The call has ended.',
  failed: 'The call could not be connected.',
} as const;

/** The words each way of ending has; null: none are needed (the caller cancelled). */
const ENDING: Record<CallEndReason, string | null> = {
  missed: CALL_TEXT.missed,
  declined: CALL_TEXT.declined,
  busy: CALL_TEXT.busy,
  cancelled: null,
  hangup: CALL_TEXT.hangup,
  // Said only to other staff rung by a tablet's call; a call the portal placed never hears it.
  taken: CALL_TEXT.hangup,
  failed: CALL_TEXT.failed,
};

export const initialCall: CallState = {
  phase: 'starting',
  callId: null,
  iceServers: [],
  answeredAt: null,
  ending: null,
  dismissed: false,
  remoteSet: false,
  held: [],
  early: [],
};

/** No call's early signals come near this; beyond it they are not this call's and are not kept. */
const MAX_EARLY = 64;

export interface Step {
  state: CallState;
  effects: CallEffect[];
}

const end = (state: CallState, ending: string | null, effects: CallEffect[] = []): Step => ({
  state: { ...state, phase: 'ended', ending, dismissed: ending === null, held: [] },
  effects: [...effects, { type: 'close' }],
});

/** One step: the state after `event`, and what to do about it. */
export function callStep(state: CallState, event: CallEvent): Step {
  const same: Step = { state, effects: [] };
  // Hung up before the server had placed (or given) the call: it is this user's nonetheless, so it is
  // ended at once.
  if ((event.type === 'posted' || event.type === 'answered') && state.phase === 'ended')
    return { state, effects: [{ type: 'send', signal: { type: 'hangup', call_id: event.call_id } }] };
  if (state.phase === 'ended') return same;
  const send = (signal: CallSignal): CallEffect => ({ type: 'send', signal });
  switch (event.type) {
    case 'posted':
      return withEarly({
        state: { ...state, phase: 'ringing', callId: event.call_id, iceServers: event.ice_servers },
        effects: [],
      });
    case 'answered':
      return withEarly({
        state: {
          ...state,
          phase: 'connecting',
          callId: event.call_id,
          iceServers: event.ice_servers,
          answeredAt: event.at,
        },
        effects: [{ type: 'make-offer', iceServers: event.ice_servers }],
      });
    case 'post-failed':
      return end(state, event.message);
    case 'no-media':
      // An answered call is the server's already: the tablet is told it ended rather than left waiting.
      return end(
        state,
        event.message,
        state.callId === null ? [] : [send({ type: 'hangup', call_id: state.callId })],
      );
    case 'hang-up': {
      if (state.callId === null) return end(state, null);
      const hangup = send({ type: 'hangup', call_id: state.callId });
      return end(state, state.answeredAt === null ? null : CALL_TEXT.hangup, [hangup]);
    }
    case 'offer-made':
      return state.callId === null || state.answeredAt === null
        ? same
        : { state, effects: [send({ type: 'offer', call_id: state.callId, sdp: event.sdp })] };
    case 'local-candidate':
      return state.callId === null || state.answeredAt === null
        ? same
        : {
            state,
            effects: [send({ type: 'candidate', call_id: state.callId, candidate: event.candidate })],
          };
    case 'remote-set':
      return {
        state: { ...state, remoteSet: true, held: [] },
        effects: state.held.map((candidate) => ({ type: 'add-candidate', candidate })),
      };
    case 'connection':
      if (event.state === 'connected') return { state: { ...state, phase: 'connected' }, effects: [] };
      if (event.state === 'failed' && state.callId !== null)
        // The server hears of it as a hang-up: only the tablet and the server send `ended`.
        return end(state, CALL_TEXT.failed, [send({ type: 'hangup', call_id: state.callId })]);
      return same;
    case 'signal':
      return signalStep(state, event.signal, event.at);
  }
}

/** The step that gave the call its id, then the signals of that call heard before it, in order. */
function withEarly(step: Step): Step {
  const { early } = step.state;
  let next: Step = { state: { ...step.state, early: [] }, effects: step.effects };
  for (const { signal, at } of early) {
    const after = signalStep(next.state, signal, at);
    next = { state: after.state, effects: [...next.effects, ...after.effects] };
  }
  return next;
}

function signalStep(state: CallState, signal: CallSignal, at: number): Step {
  const same: Step = { state, effects: [] };
  if (state.callId === null)
    return state.early.length < MAX_EARLY
      ? { state: { ...state, early: [...state.early, { signal, at }] }, effects: [] }
      : same;
  // Another call's late signal (a previous call of this tab) is not this one's business.
  if (signal.call_id !== state.callId) return same;
  switch (signal.type) {
    case 'start':
      if (state.answeredAt !== null) return same;
      return {
        state: { ...state, phase: 'connecting', answeredAt: at },
        effects: [{ type: 'make-offer', iceServers: state.iceServers }],
      };
    case 'answer':
      return state.answeredAt === null ? same : { state, effects: [{ type: 'set-answer', sdp: signal.sdp }] };
    case 'candidate':
      return state.remoteSet
        ? { state, effects: [{ type: 'add-candidate', candidate: signal.candidate }] }
        : { state: { ...state, held: [...state.held, signal.candidate] }, effects: [] };
    case 'hangup':
      return end(state, CALL_TEXT.hangup);
    case 'busy':
      return end(state, CALL_TEXT.busy);
    case 'declined':
      return end(state, CALL_TEXT.declined);
    case 'ended':
      return end(state, ENDING[signal.reason]);
    default:
      // `room` and `offer` go to a tablet, never to the portal.
      return same;
  }
}

/** The state line's words. */
export function statusText(state: CallState): string {
  if (state.phase === 'ended') return state.ending ?? CALL_TEXT.hangup;
  return CALL_TEXT[state.phase];
}
