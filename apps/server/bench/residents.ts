// npm run bench:residents — the residents screen's API (issue 17): < 50 ms p99 at 100 req/s on 10,000
// residents with 1,000,000 chat and log rows. Seeds a new database (embedded PGlite on disk by default;
// DATABASE_URL=postgres://… a database of its own on that server, dropped afterwards), then drives each
// route mix with the open-loop generator (bench/open-loop.mjs: one request every 10 ms on schedule, the
// routes of a mix taken in turn) and prints p50/p95/p99 per mix.
// BENCH_RESIDENTS, BENCH_LOG_ROWS, BENCH_RATE and BENCH_SECONDS vary it.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { ensureReferenceData } from '../src/setup/bootstrap.js';
import { embeddedVacuum } from '../src/db/embedded-vacuum.js';
import { openBenchDatabase } from './bench-database.js';
import { createBenchStaff, machineLine, NO_FAIR_USE, signInAt } from './bench-staff.js';
import { runMixes } from './open-loop-runner.js';
import { seedResidents } from './residents-seed.js';

const RESIDENTS = Number(process.env.BENCH_RESIDENTS ?? 10_000);
const LOG_ROWS = Number(process.env.BENCH_LOG_ROWS ?? 1_000_000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const TARGET_P99_MS = 50;

const database = await openBenchDatabase();
const { db } = database;
await ensureReferenceData(db);
const seedStarted = Date.now();
const seeded = await seedResidents(db, RESIDENTS, LOG_ROWS);
const seedMs = Date.now() - seedStarted;
await embeddedVacuum(db, pino({ level: 'silent' })).runOnce();
await db.execute(sql`analyze`);
await createBenchStaff(db, [
  { email: 'residents-admin@bench.test', role: 1, group_id: 1 },
  { email: 'residents-manager@bench.test', role: 2, group_id: seeded.groupIds[0]! },
]);

const app = await buildApp({
  db,
  config: { ...readConfig({}), ...NO_FAIR_USE, webDir: undefined, mqttPort: null },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const as = {
  admin: await signInAt(address, 'residents-admin@bench.test'),
  manager: await signInAt(address, 'residents-manager@bench.test'),
};

// A care worker's day on the screen: the list (filters, search, sorts, pages), a resident's panels (logs,
// chat and its older pages, medical notes), and the header's bell. Residents are the manager's group's.
const api = `${address}/v1/acorn`;
const [r1, r2, r3] = await seeded.residentsOf(seeded.groupIds[0]!);
const facility = await seeded.facilityOf(seeded.groupIds[0]!);
const olderChat = await seeded.middleMessageOf(r2!);
const MIXES: { name: string; user: keyof typeof as; urls: string[] }[] = [
  {
    name: 'list, role 2 (1,000 residents)',
    user: 'manager',
    urls: [
      `${api}/residents`,
      `${api}/residents?check_in=2`,
      `${api}/residents?q=byrne`,
      `${api}/residents?facility_id=${facility}&sort=check_in`,
      `${api}/residents?sort=facility&order=desc&page=5`,
      `${api}/residents?sort=acorn_id&page=20`,
    ],
  },
  {
    name: 'list, role 1 (10,000 residents)',
    user: 'admin',
    urls: [
      `${api}/residents`,
      `${api}/residents?check_in=1,2`,
      `${api}/residents?q=mary%20b`,
      `${api}/residents?sort=check_in&order=desc&page=100`,
    ],
  },
  {
    name: 'one resident: logs, chat, medical notes',
    user: 'manager',
    urls: [
      `${api}/residents/${r1}/check-ins`,
      `${api}/residents/${r1}/calls`,
      `${api}/residents/${r2}/messages`,
      `${api}/residents/${r2}/messages?before=${olderChat}`,
      `${api}/residents/${r3}/medical`,
      `${api}/residents/${r3}/check-ins?page=3`,
    ],
  },
  {
    name: 'header bell: counts and items, role 2',
    user: 'manager',
    urls: [`${api}/notifications/count`, `${api}/notifications/items`],
  },
  {
    name: 'header bell: counts and items, role 1',
    user: 'admin',
    urls: [`${api}/notifications/count`, `${api}/notifications/items`],
  },
];

console.log(machineLine('bench:residents'));
console.log(
  `${database.label}: ${RESIDENTS.toLocaleString('en')} residents over ${seeded.groupIds.length} groups, ` +
    `${seeded.rows.toLocaleString('en')} chat and log rows (${seeded.breakdown}); seeded in ${seedMs} ms`,
);
console.log(
  `load: open loop at ${RATE} req/s, ${SECONDS} s per mix after a 3 s warm-up; target p99 < ${TARGET_P99_MS} ms\n`,
);
const worst = await runMixes(
  MIXES.map(({ user, ...mix }) => ({ ...mix, authorization: as[user] })),
  RATE,
  SECONDS,
);
console.log(
  `\nworst p99: ${worst} ms — ${worst < TARGET_P99_MS ? 'meets' : 'MISSES'} the target of ${TARGET_P99_MS} ms at ${RATE} req/s`,
);
await app.close();
await database.dispose();
process.exit(0);
