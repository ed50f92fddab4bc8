/**
 * Runs tasks one after another per key, in the order they were handed over; different keys run side by
 * side. A task's failure does not stop the ones after it (the caller handles it through the promise).
 */
export function inOrderPerKey<K>() {
  const last = new Map<K, Promise<unknown>>();
  return function run<T>(key: K, task: () => Promise<T>): Promise<T> {
    const result = (last.get(key) ?? Promise.resolve()).then(task, task);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    last.set(key, settled);
    // Forgotten once nothing newer waits behind it, so the map holds only keys with work under way.
    void settled.then(() => last.get(key) === settled && last.delete(key));
    return result;
  };
}
