// An open-loop load generator: one request every 1000/rate ms, on schedule whether or not earlier ones
// have answered (as independent users do), over as many keep-alive connections as that needs. Latency is
// measured from when each request was due, so a stalled server cannot hide its queue (no coordinated
// omission). Run as its own process by bench/api.ts:
//   node bench/open-loop.mjs <url> <authorization> <rate> <seconds> [url…]   → JSON like autocannon's -j
// With more than one url the requests take them in turn (a route mix, as a screen's users make it); so do
// they several authorizations given comma-separated (several people at the same screen).
// Plain http.request, not fetch: the generator shares the machine's two cores with the server it
// measures, and fetch cost about twice the CPU per request (20 % of a core at 200 req/s).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const [url, authorization, rateArg, secondsArg, ...more] = process.argv.slice(2);
const urls = [url, ...more];
const authorizations = authorization.split(',');
const rate = Number(rateArg);
const total = Math.round(rate * Number(secondsArg));
const interval = 1000 / rate;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const latencies = [];
let non2xx = 0;
/** How many answers of each status (429 and 503 tell a refused flood from a slow one). */
const statuses = {};

/** One GET, its body read to the end; resolves with its status (0: no answer). */
function get(target, authorization) {
  return new Promise((resolve) => {
    const req = http.get(target, { agent, headers: { authorization } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
  });
}

const start = performance.now();
const inFlight = [];
for (let i = 0; i < total; i++) {
  const due = start + i * interval;
  const wait = due - performance.now();
  if (wait > 1) await sleep(wait);
  inFlight.push(
    get(urls[i % urls.length], authorizations[i % authorizations.length]).then((status) => {
      if (status < 200 || status >= 300) non2xx++;
      statuses[status] = (statuses[status] ?? 0) + 1;
      latencies.push(performance.now() - due);
    }),
  );
}
await Promise.all(inFlight);
agent.destroy();
const elapsed = (performance.now() - start) / 1000;
latencies.sort((a, b) => a - b);
const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
const cpu = process.cpuUsage();
console.log(
  JSON.stringify({
    latency: { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: Math.round(latencies.at(-1)) },
    requests: { average: total / elapsed },
    non2xx,
    statuses,
    // The generator's own CPU (ms): it shares the machine with the server it measures.
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  }),
);
