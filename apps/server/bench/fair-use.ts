// npm run bench:fair-use — fair use under abuse (issue 40): one family account asks an audited read (its
// resident's week) at 150 req/s, open loop, while a home's managers (four, each within fair use) list
// residents at 20 req/s together; target: the managers' p99 < 100 ms. Issue 40 measured, before the limits:
// the family's requests queued 2,266 deep (p99 47 s), the manager's 4 ms list took 2.7–10.7 s, and 60 audit
// rows a second were written.
// Prints the managers alone first (what the machine gives the list now, on a shared machine), then both
// sides of the flood and the audit rows it wrote; then, unless --ci, the same load with fair use off (the
// baseline, on the same database). --ci: a short run (BENCH_SECONDS, default 10 there: 200 samples, so the
// p99 is not the one slowest) that exits 1 when the target is missed or the flood was not refused. A latency
// on a shared two-core machine only ever gains from noise (CI once measured 100 ms where quiet runs gave 46
// and 61), so a missed target is measured again, up to CI_TRIES runs in all: a regression misses every one.
// Embedded PGlite on disk by default; DATABASE_URL=… a PostgreSQL server (a database of its own, dropped).
// BENCH_RATE, BENCH_MANAGER_RATE vary the load.
import { and, count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { readConfig, type Config } from '../src/config.js';
import { ensureReferenceData } from '../src/setup/bootstrap.js';
import { embeddedVacuum } from '../src/db/embedded-vacuum.js';
import { auditLog, familyLinks, portalUsers } from '../src/db/schema/index.js';
import { openBenchDatabase } from './bench-database.js';
import { createBenchStaff, machineLine, NO_FAIR_USE, signInAt } from './bench-staff.js';
import { openLoop, type LoadResult } from './open-loop-runner.js';
import { seedResidents } from './residents-seed.js';

const CI = process.argv.includes('--ci');
const SECONDS = Number(process.env.BENCH_SECONDS ?? (CI ? 10 : 20));
const RATE = Number(process.env.BENCH_RATE ?? 150);
const MANAGER_RATE = Number(process.env.BENCH_MANAGER_RATE ?? 20);
const TARGET_P99_MS = 100;

const database = await openBenchDatabase();
const { db } = database;
await ensureReferenceData(db);
const seeded = await seedResidents(db, CI ? 1_000 : 10_000, CI ? 10_000 : 100_000);
await embeddedVacuum(db, pino({ level: 'silent' })).runOnce();
await db.execute(sql`analyze`);
const group = seeded.groupIds[0]!;
const [resident] = await seeded.residentsOf(group);
const MANAGERS = Array.from({ length: 4 }, (_, i) => `fair-manager-${i + 1}@bench.test`);
await createBenchStaff(db, [
  ...MANAGERS.map((email) => ({ email, role: 2, group_id: group })),
  { email: 'fair-family@bench.test', role: 7, group_id: group },
]);
const [family] = await db.select().from(portalUsers).where(eq(portalUsers.email, 'fair-family@bench.test'));
await db.insert(familyLinks).values({
  portal_user_id: family!.user_id,
  user_id: resident!,
  group_id: group,
  relationship: 'Son',
  share_health: true,
  share_calls: true,
});

const auditRows = async () =>
  (
    await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.actor_user_id, family!.user_id), eq(auditLog.action, 'read')))
  )[0]!.n;

/**
 * One run: the managers' list and (at `rate`) the flood side by side, each from its own process, on one
 * server.
 */
async function measure(label: string, config: Config, rate = RATE) {
  const app = await buildApp({ db, config });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const managers = (await Promise.all(MANAGERS.map((email) => signInAt(address, email)))).join(',');
  const relative = await signInAt(address, 'fair-family@bench.test');
  const list = [`${address}/v1/acorn/residents`, `${address}/v1/acorn/residents?sort=check_in&page=2`];
  const week = `${address}/v1/acorn/family/residents/${resident}/week`;
  await openLoop(list, managers, MANAGER_RATE, 2); // warm-up: JIT, caches, statement plans
  const rowsBefore = await auditRows();
  const [listed, flood] = await Promise.all([
    openLoop(list, managers, MANAGER_RATE, SECONDS),
    rate ? openLoop([week], relative, rate, SECONDS) : undefined,
  ]);
  const rows = (await auditRows()) - rowsBefore;
  await app.close();
  console.log(`\n${label}`);
  row('managers: residents list', MANAGER_RATE, listed);
  if (flood) row('family: week (audited read)', rate, flood);
  if (flood) console.log(`  audit rows the family's reads wrote: ${rows} in ${SECONDS} s`);
  return { listed, flood };
}

function row(name: string, rate: number, result: LoadResult) {
  const statuses = Object.entries(result.statuses ?? {})
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(
    `  ${name.padEnd(30)} ${rate} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
      `max ${result.latency.max} ms  (${statuses})`,
  );
}

const production = { ...readConfig({}), webDir: undefined, mqttPort: null };
console.log(machineLine('bench:fair-use'));
console.log(`${database.label}; ${SECONDS} s of load; target: the manager's p99 < ${TARGET_P99_MS} ms`);
const limits = `${production.familyRequestLimit} a session per 10 s (family), ${production.maxRequestsInFlight} in flight`;
// What the machine gives the list without a flood, now: the figure the others are read beside.
await measure('the managers alone', production, 0);
const CI_TRIES = 3;
let passed = false;
for (let run = 1; run <= (CI ? CI_TRIES : 1) && !passed; run++) {
  const { listed, flood } = await measure(`a flood, fair use on (as in production: ${limits})`, production);
  const refused = (flood!.statuses?.['429'] ?? 0) + (flood!.statuses?.['503'] ?? 0);
  const meets = listed.latency.p99 < TARGET_P99_MS && listed.non2xx === 0;
  passed = meets && refused > 0;
  console.log(
    `\nmanager p99 ${listed.latency.p99} ms — ${meets ? 'meets' : 'MISSES'} the target of ${TARGET_P99_MS} ms ` +
      `(${listed.non2xx} not served); the flood: ${refused} refused` +
      (CI ? ` (run ${run} of at most ${CI_TRIES})` : ''),
  );
}
if (!CI) await measure('baseline: fair use off', { ...production, ...NO_FAIR_USE, maxRequestsInFlight: 1e6 });
await database.dispose();
if (CI && !passed) process.exit(1);
