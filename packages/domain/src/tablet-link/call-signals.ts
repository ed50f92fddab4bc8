import { z } from 'zod';

// Calls between the portal and a resident's tablet (issue 22, docs/decisions/0035-calls.md): the signals
// both sides exchange through the server, over the portal's live socket and the tablet link. The server
// relays a signal only between the two parties of its call. The portal's side always makes the offer and
// the tablet always answers it, whoever rang first, so the tablet never needs more than one code path.

/** How long a call rings before it is missed. */
export const CALL_RING_SECONDS = 45;

/** No SDP a browser writes for one audio and one video track comes near this; a larger one is dropped. */
const MAX_SDP = 16 * 1024;

const callId = z.number().int().positive();

/** An ICE candidate as RTCIceCandidate.toJSON() writes it. */
export const iceCandidateSchema = z.object({
  candidate: z.string().max(1024),
  sdpMid: z.string().max(64).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullish(),
  usernameFragment: z.string().max(256).nullish(),
});

/** STUN and TURN servers as RTCConfiguration.iceServers takes them (ICE_SERVERS; given with the ring). */
export const iceServersSchema = z
  .array(
    z.object({
      urls: z.union([z.string().max(500), z.array(z.string().max(500)).max(8)]),
      username: z.string().max(200).optional(),
      credential: z.string().max(500).optional(),
    }),
  )
  .max(8);
export type IceServer = z.infer<typeof iceServersSchema>[number];

/** How a call ended, as both parties are told and the call log keeps it. */
export const CALL_END_REASONS = [
  /** Either party hung up after it was answered. */
  'hangup',
  /** Nobody answered within CALL_RING_SECONDS. */
  'missed',
  /** The one rung said no. */
  'declined',
  /** The one rung was already in a call. */
  'busy',
  /** The caller gave up before it was answered. */
  'cancelled',
  /** Another staff member answered the tablet's call first (said only to the others who were rung). */
  'taken',
  /** The connection could not be made or was lost. */
  'failed',
] as const;
export type CallEndReason = (typeof CALL_END_REASONS)[number];

/**
 * One signal. `room`: a call rings (server → the one rung: who calls and the ICE servers to use);
 * `start`: it was answered (the portal then makes its offer); `offer`, `answer`, `candidate`: WebRTC's
 * negotiation, relayed as they are; `hangup`, `busy`, `declined`: a party ends it; `ended`: the server
 * ends it for both (missed, taken, failed), so each side's screen says why in its own words.
 */
export const callSignalSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('room'),
    call_id: callId,
    /** The caller as the one rung knows them: 'Anne Byrne (Maple Grove Care)', 'Mary Campbell'. */
    caller: z.string().max(200),
    ice_servers: iceServersSchema,
    /** When it stops ringing (ISO): a tablet that hears of it late does not ring at all. */
    rings_until: z.string().max(40),
    /**
     * Who rang: the portal (the tablet rings for the resident to answer), or the tablet itself (its 'Call
     * me' now rings the care home's staff, and the tablet shows it calling; `caller` is then the home).
     */
    rung_by: z.enum(['portal', 'tablet']).default('portal'),
  }),
  z.object({
    type: z.literal('start'),
    call_id: callId,
    /** Who answered a tablet's call (server → tablet): 'Anne Byrne'. The tablet's own `start` has none. */
    answered_by: z.string().max(200).optional(),
  }),
  z.object({ type: z.literal('offer'), call_id: callId, sdp: z.string().min(1).max(MAX_SDP) }),
  z.object({ type: z.literal('answer'), call_id: callId, sdp: z.string().min(1).max(MAX_SDP) }),
  z.object({ type: z.literal('candidate'), call_id: callId, candidate: iceCandidateSchema }),
  z.object({ type: z.literal('hangup'), call_id: callId }),
  z.object({ type: z.literal('busy'), call_id: callId }),
  z.object({ type: z.literal('declined'), call_id: callId }),
  z.object({ type: z.literal('ended'), call_id: callId, reason: z.enum(CALL_END_REASONS) }),
]);
export type CallSignal = z.infer<typeof callSignalSchema>;
export type CallSignalType = CallSignal['type'];

/**
 * The signals each party may send; `room` and `ended` are the server's alone. The portal offers and the
 * tablet answers, so neither sends the other's half of the negotiation.
 */
export const TABLET_SIGNALS: ReadonlySet<CallSignalType> = new Set([
  'start',
  'answer',
  'candidate',
  'hangup',
  'busy',
  'declined',
]);
export const PORTAL_SIGNALS: ReadonlySet<CallSignalType> = new Set(['offer', 'candidate', 'hangup']);

/** A call as the relay judges it: its resident's tablet and the portal user on the other end, if any yet. */
export interface CallParties {
  /** outgoing: the portal rang the tablet; incoming: the tablet rang the care home. */
  direction: 'outgoing' | 'incoming';
  /** The resident whose tablet is in the call. */
  user_id: number;
  /** The staff or family member in the call: the caller, or who answered the tablet's call; null while it rings every staff member. */
  portal_user_id: number | null;
  state: 'ringing' | 'answered' | 'ended';
}

/** What only the one rung sends: answering a ring, or refusing it. */
const ANSWERING: ReadonlySet<CallSignalType> = new Set(['start', 'busy', 'declined']);

/** Who sent a signal: a tablet (by its credential's user) or a signed-in portal user. */
export type SignalSender = { tablet: number } | { portal_user: number };

/**
 * May this sender send this signal into this call? Only its two parties may, only the signals that party
 * sends, and only while the call is not over: a tablet only into its own resident's calls, a portal user
 * only into the call they placed or answered. (Answering a tablet's call that rings every staff member is
 * not a signal: the server gives it to the first who asks, `POST /v1/acorn/calls/{call_id}/answer`.)
 */
export function maySignal(call: CallParties, sender: SignalSender, type: CallSignalType): boolean {
  if (call.state === 'ended') return false;
  if ('tablet' in sender)
    return (
      TABLET_SIGNALS.has(type) &&
      sender.tablet === call.user_id &&
      // A tablet does not answer, or refuse, the call it made itself.
      (call.direction === 'outgoing' || !ANSWERING.has(type))
    );
  return (
    PORTAL_SIGNALS.has(type) && call.portal_user_id !== null && sender.portal_user === call.portal_user_id
  );
}
