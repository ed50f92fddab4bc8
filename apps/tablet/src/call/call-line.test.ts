import type { CallSignal } from '@acorn/domain/tablet-link';
import { describe, expect, it, vi } from 'vitest';
import type { OngoingCall } from '../state/tablet-state';
import { CallLine, RING_OUT_GRACE_MS } from './call-line';

const bytes = (signal: CallSignal) => new TextEncoder().encode(JSON.stringify(signal));
const room = (call_id: number, rings_until = new Date(Date.now() + 45_000).toISOString()): CallSignal => ({
  type: 'room',
  rung_by: 'portal',
  call_id,
  caller: 'Anne Byrne',
  ice_servers: [],
  rings_until,
});
/** The resident's 'Call me' rings the care home: the server's room for it. */
const calling = (call_id: number): CallSignal => ({
  ...(room(call_id) as Extract<CallSignal, { type: 'room' }>),
  rung_by: 'tablet',
  caller: 'Maple Grove Care',
});

function line() {
  const sent: CallSignal[] = [];
  const shown: (OngoingCall | null)[] = [];
  const calls = new CallLine({ send: (s) => void sent.push(s), show: (c) => void shown.push(c) });
  return { calls, sent, shown };
}

describe('the tablet’s call line', () => {
  it('rings for a call, and answers busy to a second while the first goes on', () => {
    const { calls, sent, shown } = line();
    calls.receive(bytes(room(5)));
    expect(shown.at(-1)?.view).toMatchObject({
      call_id: 5,
      rung_by: 'portal',
      caller: 'Anne Byrne',
      phase: 'ringing',
    });
    calls.receive(bytes(room(6)));
    expect(sent).toEqual([{ type: 'busy', call_id: 6 }]);
    expect(shown).toHaveLength(1);
  });

  it('does not ring for a call heard after it stopped ringing, nor for a payload it cannot read', () => {
    const { calls, shown } = line();
    calls.receive(bytes(room(5, new Date(Date.now() - 1_000).toISOString())));
    calls.receive(new TextEncoder().encode('{"type":"room"}'));
    expect(shown).toEqual([]);
  });

  it('stops ringing by itself when the server’s word that it was missed never comes', () => {
    vi.useFakeTimers();
    try {
      const { calls, sent, shown } = line();
      calls.receive(bytes(calling(5)));
      vi.advanceTimersByTime(45_000 + RING_OUT_GRACE_MS - 1);
      expect(shown.at(-1)?.view.phase).toBe('calling');
      vi.advanceTimersByTime(1);
      expect(shown.at(-1)?.view).toMatchObject({ phase: 'ended', ended: 'missed' });
      expect(sent).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('declined: the call goes from the screen at once, and a new one may ring', () => {
    const { calls, sent, shown } = line();
    calls.receive(bytes(room(5)));
    calls.decline();
    expect(sent).toEqual([{ type: 'declined', call_id: 5 }]);
    expect(shown.at(-1)).toBeNull();
    calls.receive(bytes(room(6)));
    expect(shown.at(-1)?.view.call_id).toBe(6);
  });

  it('the resident’s own call shows calling the home; a portal ring meanwhile is busy, a second own call ignored', () => {
    const { calls, sent, shown } = line();
    calls.receive(bytes(calling(7)));
    expect(shown.at(-1)?.view).toMatchObject({
      call_id: 7,
      rung_by: 'tablet',
      caller: 'Maple Grove Care',
      phase: 'calling',
    });
    calls.receive(bytes(calling(8)));
    expect(sent).toEqual([]);
    calls.receive(bytes(room(9)));
    expect(sent).toEqual([{ type: 'busy', call_id: 9 }]);
    expect(shown).toHaveLength(1);
  });

  it('hung up while it calls: hangup sent, and the call goes quietly from the screen', () => {
    const { calls, sent, shown } = line();
    calls.receive(bytes(calling(7)));
    calls.hangUp();
    expect(sent).toEqual([{ type: 'hangup', call_id: 7 }]);
    expect(shown.at(-1)).toBeNull();
  });

  it('nobody answered the resident’s call: missed, in words until closed', () => {
    const { calls, shown } = line();
    calls.receive(bytes(calling(7)));
    calls.receive(bytes({ type: 'ended', call_id: 7, reason: 'missed' }));
    expect(shown.at(-1)?.view).toMatchObject({ phase: 'ended', ended: 'missed', rung_by: 'tablet' });
    calls.close();
    expect(shown.at(-1)).toBeNull();
  });
});
