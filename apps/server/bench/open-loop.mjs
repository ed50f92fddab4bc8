// An open-loop load generator: one request every 1000/rate ms, on schedule whether or not earlier ones
// have answered (as independent users do), over as many keep-alive connections as that needs. Latency is
// measured from when each request was due, so a stalled server cannot hide its queue (no coordinated
// omission). Run as its own process by bench/api.ts:
//   node bench/open-loop.mjs <url> <authorization> <rate> <seconds>   → JSON like autocannon's -j
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const [url, authorization, rateArg, secondsArg] = process.argv.slice(2);
const rate = Number(rateArg);
const total = Math.round(rate * Number(secondsArg));
const interval = 1000 / rate;
const latencies = [];
let non2xx = 0;

const start = performance.now();
const inFlight = [];
for (let i = 0; i < total; i++) {
  const due = start + i * interval;
  const wait = due - performance.now();
  if (wait > 1) await sleep(wait);
  inFlight.push(
    fetch(url, { headers: { authorization } })
      .then(async (res) => {
        await res.arrayBuffer();
        if (!res.ok) non2xx++;
      })
      .catch(() => {
        non2xx++;
      })
      .finally(() => latencies.push(performance.now() - due)),
  );
}
await Promise.all(inFlight);
const elapsed = (performance.now() - start) / 1000;
latencies.sort((a, b) => a - b);
const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
console.log(
  JSON.stringify({
    latency: { p50: at(0.5), p99: at(0.99), max: Math.round(latencies.at(-1)) },
    requests: { average: total / elapsed },
    non2xx,
  }),
);
