// npm run bench:reports — generated reports (issue 19): users_status and users_metrics of 10,000 tablet
// users, timed from the POST that asks for one to the moment its status reads ready (as the page sees it,
// polling), target < 5 s. Seeds a new database (embedded PGlite on disk by default; DATABASE_URL=postgres://…
// a database of its own on that server, dropped afterwards). BENCH_USERS and BENCH_RUNS vary it.
import type { ReportType } from '@acorn/domain/access';
import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import type { GeneratedReport } from '@acorn/domain/reports';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { ensureReferenceData } from '../src/setup/bootstrap.js';
import { groups } from '../src/db/schema/index.js';
import { openBenchDatabase } from './bench-database.js';
import { createBenchStaff, machineLine, NO_FAIR_USE, signInAt } from './bench-staff.js';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MS = 5_000;
/** How often the bench asks: ten times as often as the page, so the figure is the server's to within 0.1 s. */
const POLL_MS = 100;

const database = await openBenchDatabase();
const { db } = database;
await ensureReferenceData(db);
const [home] = await db
  .insert(groups)
  .values({ title: 'Bench home', description: 'bench', group_permissions: ALL_PERMISSIONS })
  .returning();
const group = home!.group_id;
const seedStarted = Date.now();
await db.execute(sql`
  insert into facilities (name, group_id) select 'Facility ' || f, ${group} from generate_series(1, 5) f`);
await db.execute(sql`
  insert into acorn_users (user_type, group_id, facility_id, acorn_id, firstname, surname, is_online,
    is_connected, last_seen)
  select 2, ${group}, (select min(facility_id) from facilities) + n % 5, 'BENCH-' || lpad(n::text, 6, '0'),
    (array['Mary','John','Bridget','Patrick','Nora','Seán','Kathleen','Michael'])[1 + n % 8],
    (array['Byrne','Ahern','Walsh','Murphy','Kelly','Ryan','Doyle','Brennan','Cullen','Dolan'])[1 + (n / 8) % 10],
    n % 4, n % 3 = 0, now() - (n % 2000 || ' minutes')::interval
  from generate_series(1, ${USERS}) n`);
// Every tablet has reported, with a dozen apps: the metrics report's JSON is read for each.
await db.execute(sql`
  insert into user_metrics (user_id, group_id, last_sync, acorn_version, battery, storage_total, storage_free,
    storage_used, apps)
  select user_id, group_id, now(), '3.2.' || (user_id % 4), user_id % 100, 32000000000, 12000000000,
    20000000000, (select jsonb_agg(jsonb_build_object('name', 'App ' || a, 'version', '1.0',
      'applicationIdentifier', 'ie.acorn.app' || a)) from generate_series(1, 12) a)
  from acorn_users where group_id = ${group}`);
await db.execute(sql`analyze`);
const seedMs = Date.now() - seedStarted;
await createBenchStaff(db, [
  { email: 'reports-admin@bench.test', role: 1, group_id: 1 },
  { email: 'reports-manager@bench.test', role: 2, group_id: group },
]);

const app = await buildApp({
  db,
  config: { ...readConfig({}), ...NO_FAIR_USE, webDir: undefined, mqttPort: null },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const api = `${address}/v1/acorn/reports`;

/** One report, from the POST to status ready: the time, the progress values seen on the way, its rows. */
async function generateOnce(authorization: string, type: ReportType) {
  const started = performance.now();
  const asked = await fetch(api, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ type }),
  });
  let report = (await asked.json()) as GeneratedReport;
  const seen = new Set<number>([report.progress]);
  while (report.status === 'generating') {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    report = (await (
      await fetch(`${api}/${report.report_id}`, { headers: { authorization } })
    ).json()) as GeneratedReport;
    seen.add(report.progress);
  }
  if (report.status !== 'ready') throw new Error(`report ${report.report_id}: ${report.failure}`);
  return { ms: performance.now() - started, steps: seen.size, rows: report.row_count };
}

console.log(machineLine('bench:reports'));
console.log(
  `${database.label}: ${USERS.toLocaleString('en')} tablet users with metrics (12 apps each); seeded in ${seedMs} ms`,
);
console.log(
  `from POST to status ready, polled every ${POLL_MS} ms; ${RUNS} runs each; target < ${TARGET_MS} ms\n`,
);
console.log('report'.padEnd(34), 'median ms', '  max ms', '  rows', ' progress values seen');
const as = {
  'role 2 (its group)': await signInAt(address, 'reports-manager@bench.test'),
  'role 1 (every group)': await signInAt(address, 'reports-admin@bench.test'),
};
await generateOnce(as['role 2 (its group)'], 'users_status'); // warm-up: JIT, statement plans
let worst = 0;
for (const type of ['users_status', 'users_metrics'] as const) {
  for (const [who, authorization] of Object.entries(as)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await generateOnce(authorization, type));
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    worst = Math.max(worst, times.at(-1)!);
    console.log(
      `${type}, ${who}`.padEnd(34),
      times[Math.floor(times.length / 2)]!.toFixed(0).padStart(9),
      times.at(-1)!.toFixed(0).padStart(8),
      String(runs[0]!.rows).padStart(6),
      String(Math.max(...runs.map((r) => r.steps))).padStart(20),
    );
  }
}
console.log(
  `\nslowest: ${worst.toFixed(0)} ms — ${worst < TARGET_MS ? 'meets' : 'MISSES'} the target of ${TARGET_MS} ms`,
);
await app.close();
await database.dispose();
process.exit(0);
