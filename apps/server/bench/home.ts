// npm run bench:home — the dashboard's API (issue 19): /home's answers at 50 req/s open loop, target
// p99 < 50 ms. Seeds a new database (embedded PGlite on disk by default; DATABASE_URL=postgres://… a
// database of its own on that server, dropped afterwards) with the residents bench's 10,000 residents and
// the dashboard's own rows (home-seed.ts), serves the weather from the local Open-Meteo, then drives each
// route mix with the open-loop generator and prints p50/p95/p99/max per mix.
// BENCH_RESIDENTS, BENCH_LOG_ROWS, BENCH_RATE and BENCH_SECONDS vary it.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { ensureReferenceData } from '../src/setup/bootstrap.js';
import { embeddedVacuum } from '../src/db/embedded-vacuum.js';
import { listenFakeOpenMeteo } from '../test/open-meteo-server.js';
import { openBenchDatabase } from './bench-database.js';
import { createBenchStaff, machineLine, NO_FAIR_USE, signInAt } from './bench-staff.js';
import { seedDashboard } from './home-seed.js';
import { runMixes } from './open-loop-runner.js';
import { seedResidents } from './residents-seed.js';

const RESIDENTS = Number(process.env.BENCH_RESIDENTS ?? 10_000);
const LOG_ROWS = Number(process.env.BENCH_LOG_ROWS ?? 300_000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const TARGET_P99_MS = 50;

const database = await openBenchDatabase();
const { db } = database;
await ensureReferenceData(db);
const seedStarted = Date.now();
const seeded = await seedResidents(db, RESIDENTS, LOG_ROWS);
const rows = await seedDashboard(db);
const seedMs = Date.now() - seedStarted;
await embeddedVacuum(db, pino({ level: 'silent' })).runOnce();
await db.execute(sql`analyze`);
const [maple, shannon] = seeded.groupIds;
await createBenchStaff(db, [
  { email: 'home-admin@bench.test', role: 1, group_id: 1 },
  { email: 'home-manager@bench.test', role: 2, group_id: maple! },
]);

const meteo = await listenFakeOpenMeteo();
const config = {
  ...readConfig({}),
  ...NO_FAIR_USE,
  webDir: undefined,
  mqttPort: null,
  weatherApiUrl: meteo.url,
};
const app = await buildApp({ db, config });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const as = {
  admin: await signInAt(address, 'home-admin@bench.test'),
  manager: await signInAt(address, 'home-manager@bench.test'),
};

const api = `${address}/v1/acorn`;
const facilitiesOf = async (groupId: number) =>
  (
    await db.execute<{ facility_id: number }>(
      sql`select facility_id from facilities where group_id = ${groupId} order by facility_id`,
    )
  ).rows.map((r) => r.facility_id);
const own = await facilitiesOf(maple!);
const other = await facilitiesOf(shannon!);
const day = (f: number) => `${api}/facilities/${f}/dashboard`;
const weather = (f: number, units = 'imperial') => `${api}/facilities/${f}/weather?units=${units}`;
// Opening /home asks for the facilities, the first one's day and its weather; choosing another facility
// asks for its day and weather.
const MIXES: { name: string; user: keyof typeof as; urls: string[] }[] = [
  {
    name: 'opening /home and choosing, role 2',
    user: 'manager',
    urls: [
      `${api}/facilities?sort=facility_id&order=asc&page_size=100`,
      ...own.flatMap((f) => [day(f), weather(f)]),
    ],
  },
  { name: 'dashboard answer, role 2 (its 5 facilities)', user: 'manager', urls: own.map(day) },
  { name: 'dashboard answer, role 1 (10 facilities)', user: 'admin', urls: [...own, ...other].map(day) },
  {
    name: 'weather, °F and °C (kept 10 min)',
    user: 'manager',
    urls: own.flatMap((f) => [weather(f), weather(f, 'metric')]),
  },
];

console.log(machineLine('bench:home'));
console.log(
  `${database.label}: ${RESIDENTS.toLocaleString('en')} residents over ${seeded.groupIds.length} groups of 5 facilities, ` +
    `${rows.events.toLocaleString('en')} activities, ${rows.jobs.toLocaleString('en')} jobs, ` +
    `${seeded.rows.toLocaleString('en')} chat and log rows; seeded in ${seedMs} ms`,
);
console.log(
  `load: open loop at ${RATE} req/s, ${SECONDS} s per mix after a 3 s warm-up; target p99 < ${TARGET_P99_MS} ms\n`,
);
// Service time: one request at a time, so nothing waits in a queue (what a request costs, beside what
// the load below adds on two shared cores).
const alone: number[] = [];
for (let i = 0; i < 200; i++) {
  const started = performance.now();
  const res = await fetch(day(own[i % own.length]!), { headers: { authorization: as.manager } });
  await res.arrayBuffer();
  alone.push(performance.now() - started);
}
alone.sort((a, b) => a - b);
const at = (share: number) => alone[Math.floor(share * (alone.length - 1))]!.toFixed(1);
console.log(`dashboard answer one at a time (200): median ${at(0.5)} ms, p99 ${at(0.99)} ms\n`);
const worst = await runMixes(
  MIXES.map(({ user, ...mix }) => ({ ...mix, authorization: as[user] })),
  RATE,
  SECONDS,
);
console.log(
  `\nworst p99: ${worst} ms — ${worst < TARGET_P99_MS ? 'meets' : 'MISSES'} the target of ${TARGET_P99_MS} ms at ${RATE} req/s` +
    ` (the weather service was asked ${meteo.requests.length} times)`,
);
await app.close();
await meteo.stop();
await database.dispose();
process.exit(0);
