import { describe, expect, it } from 'vitest';
import { callSignalSchema, maySignal, type CallParties } from './call-signals';

const ringing: CallParties = { direction: 'outgoing', user_id: 42, portal_user_id: 7, state: 'ringing' };

describe('who may signal into a call', () => {
  it('lets its tablet and its portal user send party signals', () => {
    expect(maySignal(ringing, { tablet: 42 }, 'start')).toBe(true);
    expect(maySignal(ringing, { portal_user: 7 }, 'offer')).toBe(true);
    expect(maySignal({ ...ringing, state: 'answered' }, { tablet: 42 }, 'candidate')).toBe(true);
  });

  it('refuses another tablet, another portal user, and anyone once the call is over', () => {
    expect(maySignal(ringing, { tablet: 43 }, 'answer')).toBe(false);
    expect(maySignal(ringing, { portal_user: 8 }, 'hangup')).toBe(false);
    expect(maySignal({ ...ringing, state: 'ended' }, { tablet: 42 }, 'candidate')).toBe(false);
  });

  it('keeps room and ended for the server', () => {
    expect(maySignal(ringing, { tablet: 42 }, 'room')).toBe(false);
    expect(maySignal(ringing, { portal_user: 7 }, 'ended')).toBe(false);
  });

  it('lets no portal user in while a tablet’s call still rings every staff member', () => {
    const open: CallParties = { direction: 'incoming', user_id: 42, portal_user_id: null, state: 'ringing' };
    expect(maySignal(open, { portal_user: 7 }, 'offer')).toBe(false);
    expect(maySignal(open, { tablet: 42 }, 'hangup')).toBe(true);
  });

  it('does not let a tablet answer or refuse the call it made itself', () => {
    const own: CallParties = { direction: 'incoming', user_id: 42, portal_user_id: 7, state: 'answered' };
    for (const type of ['start', 'busy', 'declined'] as const)
      expect(maySignal({ ...own, state: 'ringing' }, { tablet: 42 }, type)).toBe(false);
    expect(maySignal(own, { tablet: 42 }, 'answer')).toBe(true);
    expect(maySignal(own, { portal_user: 7 }, 'offer')).toBe(true);
  });
});

describe('the signals themselves', () => {
  it('reads an offer and a candidate as browsers write them', () => {
    expect(callSignalSchema.parse({ type: 'offer', call_id: 3, sdp: 'v=0\r\n' }).type).toBe('offer');
    const candidate = {
      candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 54400 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    expect(callSignalSchema.parse({ type: 'candidate', call_id: 3, candidate })).toMatchObject({ candidate });
  });

  it('refuses an oversized SDP, an unknown type and a missing call', () => {
    expect(
      callSignalSchema.safeParse({ type: 'offer', call_id: 3, sdp: 'x'.repeat(16 * 1024 + 1) }).success,
    ).toBe(false);
    expect(callSignalSchema.safeParse({ type: 'ring', call_id: 3 }).success).toBe(false);
    expect(callSignalSchema.safeParse({ type: 'hangup' }).success).toBe(false);
  });

  it('reads a ring without rung_by as the portal’s, as the first tablets were sent', () => {
    const room = { type: 'room', call_id: 3, caller: 'Anne', ice_servers: [], rings_until: 'x' };
    expect(callSignalSchema.parse(room)).toMatchObject({ rung_by: 'portal' });
  });
});
