import type { CallSignal } from '@acorn/domain/tablet-link';
import { liveStream } from './live-stream.js';

/**
 * A portal user's live stream as the call tests use it: what it heard, `say` to send a call signal on it,
 * the signals it heard of one call (an earlier test's call may end while this one runs), and the events of
 * one type about one call.
 */
export async function callStream(server: string, headers: { authorization: string }, path?: string) {
  const live = await liveStream(server, headers, path);
  const say = (signal: CallSignal) => live.socket.send(JSON.stringify({ type: 'signal', signal }));
  const signals = (call_id: number) =>
    live.events
      .filter((e) => e.type === 'call_signal')
      .map((e) => e.signal as CallSignal)
      .filter((s) => s.call_id === call_id);
  const heard = (type: string, call_id: number) =>
    live.events.filter(
      (e) => e.type === type && (e.call_id ?? (e.signal as CallSignal | undefined)?.call_id) === call_id,
    );
  return { ...live, say, signals, heard };
}
