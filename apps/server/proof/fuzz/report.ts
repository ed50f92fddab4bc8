import type { Figures } from './send.js';

const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .sort()
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');

/** The request figures: how many, by status class and strategy, and how fast. */
export function printRequests(figures: Figures, probed: number, seconds: number) {
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(0);
  console.log(
    `requests: ${figures.sent} in ${seconds.toFixed(1)} s (plus ${probed} operations probed for their roles)`,
  );
  console.log(`  by status: ${counts(figures.byClass)}`);
  console.log(`  refused by Node's HTTP parser before the app (431, no body): ${figures.parserRefusals}`);
  console.log(`  latency: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`);
  console.log(`  by strategy: ${counts(figures.byStrategy)}`);
}
