import { maySignal, tabletTopic, type CallEndReason, type CallSignal, type IceServer } from '@acorn/domain';
import type { InboundDeps } from '../tablet-link/inbound/inbound-deps.js';
import {
  answerCall,
  endCall,
  findCall,
  placeCall,
  unansweredCalls,
  type CallActor,
  type CallRow,
} from './call-store.js';

export type CallRelayDeps = Pick<InboundDeps, 'db' | 'clock' | 'link' | 'events' | 'log' | 'root'> & {
  callRingSeconds: number;
  iceServers: IceServer[];
};

/**
 * Calls between the portal and a tablet (docs/decisions/0035-calls.md): rings the tablet, judges each
 * party's signals against the call's row (`maySignal`), and relays them: to the tablet on its `call_in`
 * topic, to the portal party as a live event only that user's streams hear. Any instance may judge any
 * signal, since every move is a conditional update of the row.
 */
export function callRelay(deps: CallRelayDeps) {
  const { db, clock, link, events, log, root } = deps;
  const now = () => clock().toISOString();

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
  const dropped = (from: string, signal: CallSignal) =>
    log.warn({ from, call_id: signal.call_id, type: signal.type }, 'calls: signal dropped');

  return {
    /** A staff member calls a resident's tablet: stored ringing, then the tablet is told (`room`). */
    async ring(
      call: { user_id: number; group_id: number; portal_user_id: number; name: string; caller: string },
      actor: CallActor,
    ): Promise<CallRow | null> {
      const at = clock();
      const rings_until = new Date(at.getTime() + deps.callRingSeconds * 1000).toISOString();
      const { user_id, group_id, portal_user_id, name } = call;
      const placed = await placeCall(
        db,
        { user_id, group_id, portal_user_id, portal_user_name: name, rings_until },
        actor,
        at.toISOString(),
      );
      if (!placed) return null;
      const ringing = { ...placed, rings_until };
      await toTablet(ringing, {
        type: 'room',
        call_id: placed.id,
        caller: call.caller,
        ice_servers: deps.iceServers,
        rings_until,
      });
      return ringing;
    },

    /** A tablet's signal on its `call_out` (already checked against callSignalSchema). */
    async fromTablet(userId: number, signal: CallSignal): Promise<void> {
      const call = await findCall(db, signal.call_id);
      if (!call || !maySignal(call, { tablet: userId }, signal.type))
        return dropped(`tablet ${userId}`, signal);
      if (signal.type === 'start') {
        const answered = await answerCall(db, call.id, now());
        if (answered) toPortal(answered, signal);
      } else if (signal.type === 'hangup' || signal.type === 'busy' || signal.type === 'declined') {
        // Refusing a ring is declining it; once answered, any of them is hanging up.
        const reason =
          call.state === 'answered' ? 'hangup' : signal.type === 'hangup' ? 'declined' : signal.type;
        const over = await endCall(db, call.id, reason, now(), null);
        if (over) toPortal(over, ended(over, reason));
      } else toPortal(call, signal);
    },

    /** A signed-in portal user's signal on their live stream (already checked against callSignalSchema). */
    async fromPortal(actor: CallActor, signal: CallSignal): Promise<void> {
      const call = await findCall(db, signal.call_id);
      const sender = { portal_user: actor.user_id };
      if (!call || !maySignal(call, sender, signal.type))
        return dropped(`portal user ${actor.user_id}`, signal);
      if (signal.type !== 'hangup') return toTablet(call, signal);
      const reason = call.state === 'ringing' ? 'cancelled' : 'hangup';
      const over = await endCall(db, call.id, reason, now(), actor);
      if (over) await toTablet(over, ended(over, reason));
    },

    /** Calls rung out unanswered are missed, both sides told; run by the tablet link's sweep. */
    async sweep(): Promise<void> {
      const at = now();
      for (const call of await unansweredCalls(db, at)) {
        const over = await endCall(db, call.id, 'missed', at, null);
        if (!over) continue;
        toPortal(over, ended(over, 'missed'));
        await toTablet(over, ended(over, 'missed'));
      }
    },
  };
}
export type CallRelay = ReturnType<typeof callRelay>;
