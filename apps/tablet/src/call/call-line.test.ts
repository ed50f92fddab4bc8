import type { CallSignal } from '@acorn/domain';
import { describe, expect, it } from 'vitest';
import type { OngoingCall } from '../state/tablet-state';
import { CallLine } from './call-line';

const bytes = (signal: CallSignal) => new TextEncoder().encode(JSON.stringify(signal));
const room = (call_id: number, rings_until = new Date(Date.now() + 45_000).toISOString()): CallSignal => ({
  type: 'room',
  rung_by: 'portal',
  call_id,
  caller: 'Anne Byrne',
  ice_servers: [],
  rings_until,
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
    expect(shown.at(-1)?.view).toMatchObject({ call_id: 5, caller: 'Anne Byrne', phase: 'ringing' });
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

  it('declined: the call goes from the screen at once, and a new one may ring', () => {
    const { calls, sent, shown } = line();
    calls.receive(bytes(room(5)));
    calls.decline();
    expect(sent).toEqual([{ type: 'declined', call_id: 5 }]);
    expect(shown.at(-1)).toBeNull();
    calls.receive(bytes(room(6)));
    expect(shown.at(-1)?.view.call_id).toBe(6);
  });
});
