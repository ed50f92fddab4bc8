/** A seeded generator (mulberry32), so every fresh demo database holds the same people and numbers. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const chance = (probability: number): boolean => next() < probability;
  const digits = (count: number): string => Array.from({ length: count }, () => int(0, 9)).join('');
  return { next, int, pick, chance, digits };
}

export type Random = ReturnType<typeof createRandom>;

/** items[i] without the undefined that noUncheckedIndexedAccess adds, for lists known to be long enough. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('index into an empty list');
  return item;
}
