import {
  maySignal,
  tabletTopic,
  type CallEndReason,
  type CallSignal,
  type IceServer,
  type StoppedRinging,
} from '@acorn/domain/tablet-link';
import { inOrderPerKey } from '../../lib/in-order.js';
import type { FcmClient } from '../tablet-link/fcm/fcm-client.js';
import type { InboundDeps } from '../tablet-link/inbound/inbound-deps.js';
import { pushRing, type RingText } from './call-push.js';
import {
  answerCall,
  answerIncoming,
  endCall,
  findCall,
  placeCall,
  residentForCall,
  unansweredCalls,
  type CallActor,
  type CallRow,
} from './call-store.js';

export type CallRelayDeps = Pick<InboundDeps, 'db' | 'clock' | 'link' | 'events' | 'log' | 'root'> & {
  callRingSeconds: number;
  iceServers: IceServer[];
  /** FCM, where configured: a ring is pushed as well (call-push.ts). */
  fcm: FcmClient | null;
};

/**
 * Calls between the portal and a tablet (docs/decisions/0035-calls.md): rings the tablet, or every staff
 * member of the group when the tablet calls; judges each party's signals against the call's row
 * (`maySignal`), and relays them: to the tablet on its `call_in` topic, to the portal party as a live event
 * only that user's streams hear. Any instance may judge any signal, since every move is a conditional
 * update of the row.
 */
export function callRelay(deps: CallRelayDeps) {
  const { db, clock, link, events, log, root } = deps;
  const now = () => clock().toISOString();
  // Each party's signals are judged and relayed in the order it sent them: judging one waits on the
  // database, and an ICE candidate relayed before its answer is refused by the browser.
  const inOrder = inOrderPerKey<string>();

  const toTablet = (call: CallRow, signal: CallSignal) =>
    link.publish(tabletTopic(call.user_id, 'call_in', root), JSON.stringify(signal), { qos: 1 });
  const toPortal = (call: CallRow, signal: CallSignal) => {
    if (call.portal_user_id === null) return;
    const { group_id, user_id, portal_user_id } = call;
    events.emit({ type: 'call_signal', group_id, user_id, portal_user_id, signal });
  };
  const ended = (call: CallRow, reason: CallEndReason): CallSignal => ({
    type: 'ended',
    call_id: call.id,
    reason,
  });
  const ringsUntil = (at: Date) => new Date(at.getTime() + deps.callRingSeconds * 1000).toISOString();
  /** A tablet's call stopped ringing the staff: they are told (and the header's requests, if nobody answered). */
  const stoppedRinging = (call: CallRow, reason: StoppedRinging) => {
    const { group_id, user_id } = call;
    const answered_by =
      reason === 'answered' && call.portal_user_id !== null
        ? { portal_user_id: call.portal_user_id, name: call.portal_user_name ?? '' }
        : null;
    events.emit({ type: 'call_stopped_ringing', group_id, user_id, call_id: call.id, reason, answered_by });
    if (reason !== 'answered') events.emit({ type: 'message', group_id, user_id, kind: 'call_request' });
  };
  const dropped = (from: string, signal: CallSignal) =>
    log.warn({ from, call_id: signal.call_id, type: signal.type }, 'calls: signal dropped');

  /** A tablet's signal (already checked against callSignalSchema), judged and relayed. */
  async function fromTablet(userId: number, signal: CallSignal): Promise<void> {
    const call = await findCall(db, signal.call_id);
    if (!call || !maySignal(call, { tablet: userId }, signal.type))
      return dropped(`tablet ${userId}`, signal);
    if (signal.type === 'start') {
      const answered = await answerCall(db, call.id, now());
      if (answered) toPortal(answered, signal);
    } else if (signal.type === 'hangup' || signal.type === 'busy' || signal.type === 'declined') {
      const reason = tabletEnding(call, signal.type);
      const over = await endCall(db, call.id, reason, now(), null);
      if (!over) return;
      if (reason === 'cancelled') stoppedRinging(over, 'cancelled');
      else toPortal(over, ended(over, reason));
    } else toPortal(call, signal);
  }

  /** A portal user's signal, judged and relayed. */
  async function fromPortal(actor: CallActor, signal: CallSignal): Promise<void> {
    const call = await findCall(db, signal.call_id);
    const sender = { portal_user: actor.user_id };
    if (!call || !maySignal(call, sender, signal.type))
      return dropped(`portal user ${actor.user_id}`, signal);
    if (signal.type !== 'hangup') return toTablet(call, signal);
    const reason = call.state === 'ringing' ? 'cancelled' : 'hangup';
    const over = await endCall(db, call.id, reason, now(), actor);
    if (over) await toTablet(over, ended(over, reason));
  }

  return {
    /**
     * A staff or family member calls a resident's tablet: stored ringing, then the tablet is told (`room`)
     * over the link, and by FCM where configured (`text`: the push's words, if the caller gave any).
     */
    async ring(
      call: { user_id: number; group_id: number; portal_user_id: number; name: string; caller: string },
      actor: CallActor,
      text?: RingText,
    ): Promise<CallRow | null> {
      const at = clock();
      const rings_until = ringsUntil(at);
      const { user_id, group_id, portal_user_id, name } = call;
      const placed = await placeCall(
        db,
        { user_id, group_id, direction: 'outgoing', portal_user_id, portal_user_name: name, rings_until },
        actor,
        at.toISOString(),
      );
      if (!placed) return null;
      const ringing = { ...placed, rings_until };
      const room = {
        type: 'room' as const,
        call_id: placed.id,
        caller: call.caller,
        ice_servers: deps.iceServers,
        rings_until,
        rung_by: 'portal' as const,
      };
      await toTablet(ringing, room);
      pushRing(deps, user_id, room, text);
      return ringing;
    },

    /**
     * A resident's tablet calls the care home: it rings every signed-in staff member of the group (a live
     * event), and the tablet shows it calling. Null when it is not rung: asked too long ago (it waited in
     * an offline tablet's outbox) or at no stated time, the resident already in a call, or gone.
     */
    async ringStaff(userId: number, askedAt: string | undefined): Promise<CallRow | null> {
      const asked = askedAt === undefined ? NaN : Date.parse(askedAt);
      if (!(Math.abs(clock().getTime() - asked) < deps.callRingSeconds * 1000)) return null;
      const resident = await residentForCall(db, userId);
      if (!resident) return null;
      const at = clock();
      const rings_until = ringsUntil(at);
      const { group_id } = resident;
      const placed = await placeCall(
        db,
        {
          user_id: userId,
          group_id,
          direction: 'incoming',
          portal_user_id: null,
          portal_user_name: null,
          rings_until,
        },
        null,
        at.toISOString(),
      );
      if (!placed) return null;
      const call_id = placed.id;
      const { resident_name, home } = resident;
      events.emit({ type: 'call_ringing', group_id, call_id, user_id: userId, resident_name, rings_until });
      const room = { call_id, caller: home, ice_servers: deps.iceServers, rings_until };
      await toTablet(placed, { type: 'room', ...room, rung_by: 'tablet' });
      return { ...placed, rings_until };
    },

    /**
     * A staff member answers a tablet's call: theirs if nobody came first (the others are told it was
     * taken), and the tablet is told who answered. Null when it no longer rings for them.
     */
    async answer(callId: number, by: { user_id: number; name: string }, actor: CallActor) {
      const answered = await answerIncoming(db, callId, by, actor, now());
      if (!answered) return null;
      stoppedRinging(answered, 'answered');
      await toTablet(answered, { type: 'start', call_id: answered.id, answered_by: by.name });
      return answered;
    },

    /** A tablet's signal on its `call_out` (already checked against callSignalSchema). */
    fromTablet(userId: number, signal: CallSignal): Promise<void> {
      return inOrder(`tablet ${userId}`, () => fromTablet(userId, signal));
    },

    /** A signed-in portal user's signal on their live stream (already checked against callSignalSchema). */
    fromPortal(actor: CallActor, signal: CallSignal): Promise<void> {
      return inOrder(`portal user ${actor.user_id}`, () => fromPortal(actor, signal));
    },

    /** Calls rung out unanswered are missed, both sides told; run by the tablet link's sweep. */
    async sweep(): Promise<void> {
      const at = now();
      for (const call of await unansweredCalls(db, at)) {
        const over = await endCall(db, call.id, 'missed', at, null);
        if (!over) continue;
        if (over.direction === 'incoming') stoppedRinging(over, 'missed');
        else toPortal(over, ended(over, 'missed'));
        await toTablet(over, ended(over, 'missed'));
      }
    },
  };
}
export type CallRelay = ReturnType<typeof callRelay>;

/**
 * How a tablet's hang-up, busy or decline ends its call: once answered, any of them is hanging up; while it
 * rings, refusing the portal's ring is declining it (or busy), and hanging up its own call is cancelling.
 */
function tabletEnding(call: CallRow, type: 'hangup' | 'busy' | 'declined'): CallEndReason {
  if (call.state === 'answered') return 'hangup';
  if (call.direction === 'incoming') return 'cancelled';
  return type === 'hangup' ? 'declined' : type;
}
