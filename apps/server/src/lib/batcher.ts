/**
 * Gathers items arriving one by one (a fleet's acknowledgements, presence, metrics) and hands them over in
 * batches: when `maxItems` are waiting or `maxDelayMs` after the first. One statement for a thousand rows
 * costs about what one costs for a single row, which is what lets 10,000 tablets report at once.
 * Batches are flushed one at a time, in arrival order.
 */
export function batcher<T>(
  flush: (items: T[]) => Promise<void>,
  options: { maxItems: number; maxDelayMs: number; onError: (error: unknown) => void },
) {
  let waiting: T[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const drain = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (waiting.length === 0) return running;
    const batch = waiting;
    waiting = [];
    running = running.then(() => flush(batch)).catch(options.onError);
    return running;
  };

  return {
    add(item: T) {
      waiting.push(item);
      if (waiting.length >= options.maxItems) void drain();
      else timer ??= setTimeout(() => void drain(), options.maxDelayMs);
    },
    /** Flushes what is waiting and resolves when every batch so far is stored. */
    flush: drain,
  };
}
