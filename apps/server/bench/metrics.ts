// npm run bench:metrics — what a Prometheus scrape of /metrics costs while the server is under load: a
// manager lists residents at BENCH_RATE req/s (open loop, its own process) on a seeded database while
// /metrics is scraped SCRAPES times one after another; prints the scrape's p50/p99 (with the database
// figures read fresh each time, and from the 5 s cache), and the list's p99 with and without scrapes.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { ensureReferenceData } from '../src/setup/bootstrap.js';
import { embeddedVacuum } from '../src/db/embedded-vacuum.js';
import { readFleetFigures } from '../src/plugins/metrics/fleet-figures.js';
import { openBenchDatabase } from './bench-database.js';
import { createBenchStaff, machineLine, NO_FAIR_USE, signInAt } from './bench-staff.js';
import { openLoop } from './open-loop-runner.js';
import { seedResidents } from './residents-seed.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const TOKEN = 'bench-metrics-token-0123456789abcdef';

const database = await openBenchDatabase();
const { db } = database;
await ensureReferenceData(db);
const seeded = await seedResidents(db, 10_000, 100_000);
await embeddedVacuum(db, pino({ level: 'silent' })).runOnce();
await db.execute(sql`analyze`);
await createBenchStaff(db, [{ email: 'metrics-manager@bench.test', role: 2, group_id: seeded.groupIds[0]! }]);

const config = { ...readConfig({}), ...NO_FAIR_USE, webDir: undefined, mqttPort: null, metricsToken: TOKEN };
const app = await buildApp({ db, config });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const manager = await signInAt(address, 'metrics-manager@bench.test');
const list = [`${address}/v1/acorn/residents`];

/** Scrapes one after another until `stop` says so; answers each scrape's time (ms) and its size. */
async function scrapeWhile(stop: () => boolean) {
  const times: number[] = [];
  let bytes = 0;
  while (!stop()) {
    const started = performance.now();
    const res = await fetch(`${address}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    bytes = (await res.text()).length;
    if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
    times.push(performance.now() - started);
    // Prometheus scrapes every 15 s or so; one a second here is already far more than that.
    await new Promise((r) => setTimeout(r, 100));
  }
  return { times, bytes };
}
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

console.log(machineLine('bench:metrics'));
console.log(`${database.label}; 10,000 residents; the residents list at ${RATE} req/s, ${SECONDS} s each`);
await openLoop(list, manager, RATE, 2); // warm-up
const fresh: number[] = [];
for (let i = 0; i < 20; i++) {
  const started = performance.now();
  await readFleetFigures(db);
  fresh.push(performance.now() - started);
}
console.log(
  `the database figures' one statement, idle: p50 ${ms(quantile(fresh, 0.5))}, p99 ${ms(quantile(fresh, 0.99))}`,
);
const alone = await openLoop(list, manager, RATE, SECONDS);
let done = false;
const [loaded, scrapes] = await Promise.all([
  openLoop(list, manager, RATE, SECONDS).finally(() => (done = true)),
  scrapeWhile(() => done),
]);
console.log(
  `/metrics under load: ${scrapes.times.length} scrapes, p50 ${ms(quantile(scrapes.times, 0.5))}, ` +
    `p99 ${ms(quantile(scrapes.times, 0.99))}, max ${ms(Math.max(...scrapes.times))}; ${scrapes.bytes} bytes`,
);
console.log(`the list's p99: ${alone.latency.p99} ms alone, ${loaded.latency.p99} ms while scraped`);
await app.close();
await database.dispose();
