// npm run bench:api — list-endpoint latency (DESIGN.md section 10).
// Seeds 100,000 rows over 10 groups into each table of bench-tables.ts (newspapers; devices, issue 5) in a
// new database, then drives each list scenario with autocannon (its own process) at a fixed 200 req/s.
// Target: p99 < 50 ms. Embedded PGlite on disk by default; DATABASE_URL=postgres://… measures a PostgreSQL
// server instead (in a database of its own, dropped afterwards). BENCH_TABLES=acorn-devices limits the run;
// BENCH_ROWS, BENCH_RATE, BENCH_SECONDS and BENCH_SQL (see below) vary it.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants, monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { ensureReferenceData } from '../src/setup/bootstrap.js';
import { embeddedVacuum } from '../src/db/embedded-vacuum.js';
import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import { groups } from '../src/db/schema/index.js';
import { threadOf } from '../src/db/pglite-thread.js';
import { openBenchDatabase } from './bench-database.js';
import { createBenchStaff, machineLine, NO_FAIR_USE, signInAt } from './bench-staff.js';
import { BENCH_TABLES, type BenchTable, type BenchUser } from './bench-tables.js';
import { openLoop, type LoadResult } from './open-loop-runner.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const GROUPS = 10;
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ONLY = process.env.BENCH_TABLES?.split(',').map((t) => t.trim());
const TABLES = BENCH_TABLES.filter((t) => !ONLY || ONLY.includes(t.resource) || ONLY.includes(t.table));
// Three ways of arriving at the same rate. Open loop (bench/open-loop.mjs) sends a request every 5 ms on
// schedule, as independent users do: what "p99 at 200 req/s" means. autocannon's rate-limited connections
// fire in step (10 at once, every 50 ms: a stress shape), and one autocannon connection waits for each
// answer (closed loop: it falls short of the rate when a request takes longer than 5 ms).
const SHAPES = [
  { name: 'open loop (every 5 ms)', connections: 0 },
  { name: '10 conn (bursts of 10)', connections: 10 },
  { name: '1 conn (closed loop)', connections: 1 },
].filter((_, i) => !process.env.BENCH_SHAPES || process.env.BENCH_SHAPES.split(',').includes(String(i + 1)));
/** BENCH_DIAG=1: where the time goes on the server's side, per scenario and shape (serverSide below). */
const DIAG = process.env.BENCH_DIAG === '1';

const database = await openBenchDatabase();
const { db } = database;
await ensureReferenceData(db);

const groupIds = (
  await db
    .insert(groups)
    .values(
      // Every permission bit, as the demo's groups have: a list a bit guards (newspapers) is not refused.
      Array.from({ length: GROUPS }, (_, i) => ({
        title: `Bench group ${i + 1}`,
        description: 'bench',
        group_permissions: ALL_PERMISSIONS,
      })),
    )
    .returning()
).map((g) => g.group_id);

/** ROWS rows in one INSERT … SELECT, spread evenly over the bench groups, the newest n = 1. */
async function seed(table: BenchTable): Promise<number> {
  const started = Date.now();
  const columns = Object.keys(table.columns).map((c) => `"${c}"`);
  await db.execute(
    sql.raw(`
      insert into ${table.table} (${columns.join(', ')}, group_id, last_modified_date)
      select ${Object.values(table.columns).join(', ')},
             (array[${groupIds.join(',')}])[1 + n % ${GROUPS}],
             now() - (n || ' seconds')::interval
      from generate_series(1, ${ROWS}) as n`),
  );
  await db.execute(sql.raw(`analyze ${table.table}`));
  return Date.now() - started;
}
const seedMs = new Map<string, number>();
for (const table of TABLES) seedMs.set(table.resource, await seed(table));
// What a running server's database looks like a minute after such an insert: vacuumed, by the server's
// embedded autovacuum on PGlite (db/embedded-vacuum.ts), by its own on PostgreSQL (same thresholds).
const vacuumStarted = Date.now();
const vacuumed = await embeddedVacuum(db, pino({ level: 'silent' })).runOnce();
const vacuumMs = Date.now() - vacuumStarted;
// BENCH_SQL: statements run once seeded, e.g. an index tried before its migration is written.
for (const statement of process.env.BENCH_SQL?.split(';').filter((t) => t.trim()) ?? [])
  await db.execute(sql.raw(statement));

await createBenchStaff(db, [
  { email: 'bench-admin@bench.test', role: 1, group_id: 1 },
  { email: 'bench-manager@bench.test', role: 2, group_id: groupIds[0]! },
]);

const app = await buildApp({
  db,
  config: { ...readConfig({}), ...NO_FAIR_USE, webDir: undefined, mqttPort: null },
});
const diag = DIAG ? serverSide(app) : null;
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const tokens: Record<BenchUser, string> = {
  admin: await signInAt(address, 'bench-admin@bench.test'),
  manager: await signInAt(address, 'bench-manager@bench.test'),
};

console.log(machineLine('bench:api'));
console.log(`${database.label}, ${ROWS.toLocaleString('en')} rows a table over ${GROUPS} groups`);
for (const [resource, ms] of seedMs) console.log(`  ${resource} seeded in ${ms} ms`);
console.log(`  then vacuumed as autovacuum would (${vacuumed.length} tables, ${vacuumMs} ms)`);
console.log(
  `load: ${RATE} req/s for ${SECONDS} s per scenario and shape, after a 3 s warm-up; target p99 < 50 ms\n`,
);
console.log(
  'scenario'.padEnd(56),
  'load shape'.padEnd(24),
  'p50 ms',
  ' p99 ms',
  ' max ms',
  '  req/s',
  ' non-2xx',
);
const worst = new Map<string, number>();
/**
 * autocannon runs as its own process: in the server's process it would take the server's one thread
 * (PGlite runs on it too) and measure itself. The machine has two cores: one each.
 */
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
async function load(
  url: string,
  authorization: string,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  if (connections === 0) return openLoop([url], authorization, RATE, seconds);
  const args = [
    autocannonBin,
    '-j',
    '-c',
    String(connections),
    '-R',
    String(RATE),
    '-d',
    String(seconds),
    '-H',
    `authorization=${authorization}`,
    url,
  ];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as LoadResult;
}

for (const table of TABLES) {
  for (const s of table.scenarios) {
    const query = s.query.replace('{group}', String(groupIds[1]));
    const url = `${address}/v1/acorn/${table.resource}?${query}`;
    for (const shape of SHAPES) {
      await load(url, tokens[s.user], 3, shape.connections); // warm-up: JIT and caches, not measured
      diag?.reset();
      const result = await load(url, tokens[s.user], SECONDS, shape.connections);
      worst.set(shape.name, Math.max(worst.get(shape.name) ?? 0, result.latency.p99));
      console.log(
        `${table.resource}: ${s.name}`.padEnd(56),
        shape.name.padEnd(24),
        String(result.latency.p50).padStart(6),
        String(result.latency.p99).padStart(7),
        String(result.latency.max).padStart(7),
        result.requests.average.toFixed(0).padStart(7),
        String(result.non2xx).padStart(8),
      );
      if (diag) console.log(`  server side: ${diag.report()}`);
      if (diag && result.cpuMs !== undefined)
        console.log(`  load generator: ${(result.cpuMs / SECONDS / 10).toFixed(0)} % of a core`);
    }
  }
}
console.log('');
for (const [shape, p99] of worst) {
  console.log(
    `worst p99, ${shape}: ${p99} ms — ${p99 < 50 ? 'meets' : 'MISSES'} the target of 50 ms at ${RATE} req/s`,
  );
}
await app.close();
await database.dispose();

/**
 * The server's own view of a run: time from request to response (Fastify's elapsedTime), the HTTP
 * thread's event-loop delay, and its garbage-collection pauses. Telling these apart from the load
 * generator's latency shows whether a slow p99 is the server's or the generator's.
 */
function serverSide(server: typeof app) {
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  const times: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const pauses: { kind: number; ms: number }[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind ?? 0;
      pauses.push({ kind, ms: entry.duration });
    }
  }).observe({ entryTypes: ['gc'] });
  // The embedded database's thread, when that is what runs the SQL.
  const thread = threadOf(database.db);
  const databaseThread = thread ? () => thread.utilization() : null;
  let busy = { main: performance.eventLoopUtilization(), database: databaseThread?.() };
  server.addHook('onResponse', async (_request, reply) => {
    times.push(reply.elapsedTime);
  });
  loop.enable();
  return {
    reset() {
      times.length = 0;
      pauses.length = 0;
      loop.reset();
      busy = { main: performance.eventLoopUtilization(), database: databaseThread?.() };
    },
    report() {
      const sorted = [...times].sort((a, b) => a - b);
      const q = (p: number) => (sorted[Math.floor(p * (sorted.length - 1))] ?? 0).toFixed(1);
      const major = pauses.filter((p) => p.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
      const sum = (list: typeof pauses) => list.reduce((t, p) => t + p.ms, 0).toFixed(0);
      const longest = Math.max(0, ...pauses.map((p) => p.ms)).toFixed(0);
      return (
        `response p50 ${q(0.5)} p99 ${q(0.99)} max ${q(1)} ms; event-loop delay p99 ` +
        `${(loop.percentile(99) / 1e6).toFixed(0)} max ${(loop.max / 1e6).toFixed(0)} ms; GC ${pauses.length} pauses ` +
        `(${major.length} major, ${sum(major)} ms) totalling ${sum(pauses)} ms, longest ${longest} ms; busy: ` +
        `HTTP thread ${percent(performance.eventLoopUtilization(busy.main).utilization)}` +
        (busy.database ? `, database thread ${percent(thread!.utilization!(busy.database).utilization)}` : '')
      );
    },
  };
}
