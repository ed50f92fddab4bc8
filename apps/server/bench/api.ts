// npm run bench:api — list-endpoint latency on the embedded database (DESIGN.md section 10).
// Seeds 100,000 newspapers over 10 groups in a new on-disk PGlite, then drives GET /v1/acorn/newspapers
// (50 a page, sorted) with autocannon (its own process) at a fixed 200 req/s. Target (issue 2): p99 < 50 ms.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { ensureReferenceData } from '../src/db/bootstrap.js';
import { openDatabase } from '../src/db/client.js';
import { groups, portalUsers, roleAssignments } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const GROUPS = 10;
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
// 10 rate-limited autocannon connections fire in step (10 requests at once, 20 times a second): a
// burst pattern. One connection spaces the same 200 req/s evenly. Both are reported.
const SHAPES = [
  { name: '10 conn (bursts of 10)', connections: 10 },
  { name: '1 conn (evenly spaced)', connections: 1 },
];
const PASSWORD = 'bench-password-long-enough';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-bench-'));
const database = await openDatabase({ dataDir });
await database.migrate();
const { db } = database;
await ensureReferenceData(db);

const started = Date.now();
const groupIds = (
  await db
    .insert(groups)
    .values(
      Array.from({ length: GROUPS }, (_, i) => ({ title: `Bench group ${i + 1}`, description: 'bench' })),
    )
    .returning()
).map((g) => g.group_id);
await db.execute(sql`
  insert into newspapers (title, description, url, icon_url, county, group_id, last_modified_date)
  select 'Newspaper ' || n, 'Local news number ' || n, 'https://news.example/' || n, 'https://news.example/' || n || '.png',
         (array['All','Co.Cork','Co.Kerry','Co.Galway'])[1 + n % 4],
         (${sql.raw(`array[${groupIds.join(',')}]`)})[1 + n % ${GROUPS}],
         now() - (n || ' seconds')::interval
  from generate_series(1, ${ROWS}) as n`);
await db.execute(sql`analyze newspapers`);
const seedMs = Date.now() - started;

const hash = await hashPassword(PASSWORD);
const users = await db
  .insert(portalUsers)
  .values([
    {
      email: 'bench-admin@bench.test',
      password_hash: hash,
      firstname: 'Bench',
      surname: 'Admin',
      group_id: 1,
    },
    {
      email: 'bench-manager@bench.test',
      password_hash: hash,
      firstname: 'Bench',
      surname: 'Manager',
      group_id: groupIds[0]!,
    },
  ])
  .returning();
await db.insert(roleAssignments).values([
  { user_id: users[0]!.user_id, role_id: 1, group_id: 1 },
  { user_id: users[1]!.user_id, role_id: 2, group_id: groupIds[0]! },
]);

const app = await buildApp({ db, config: { ...readConfig({}), webDir: undefined } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
async function token(email: string) {
  const res = await fetch(`${address}/v2/acorn/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return `Bearer ${((await res.json()) as { last_active_token: string }).last_active_token}`;
}

const scenarios = [
  { name: 'role 1, all groups, newest first', email: 'bench-admin@bench.test', query: 'page_size=50' },
  { name: 'role 1, all groups, page 100', email: 'bench-admin@bench.test', query: 'page_size=50&page=100' },
  { name: 'role 2, own group, newest first', email: 'bench-manager@bench.test', query: 'page_size=50' },
  {
    name: 'role 1, one group, by title',
    email: 'bench-admin@bench.test',
    query: `page_size=50&sort=title&order=asc&group_id=${groupIds[1]}`,
  },
  {
    name: 'role 1, all groups, by title',
    email: 'bench-admin@bench.test',
    query: 'page_size=50&sort=title&order=asc',
  },
];

console.log(
  `bench:api on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(
  `embedded PGlite on disk, ${ROWS.toLocaleString('en')} newspapers over ${GROUPS} groups (seeded in ${seedMs} ms)`,
);
console.log(
  `load: ${RATE} req/s for ${SECONDS} s per scenario and shape, after a 3 s warm-up; target p99 < 50 ms\n`,
);
console.log(
  'scenario'.padEnd(40),
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
): Promise<AutocannonResult> {
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
  return JSON.parse(stdout) as AutocannonResult;
}
interface AutocannonResult {
  latency: { p50: number; p99: number; max: number };
  requests: { average: number };
  non2xx: number;
}

for (const s of scenarios) {
  const authorization = await token(s.email);
  const url = `${address}/v1/acorn/newspapers?${s.query}`;
  for (const shape of SHAPES) {
    await load(url, authorization, 3, shape.connections); // warm-up: JIT and caches, not measured
    const result = await load(url, authorization, SECONDS, shape.connections);
    worst.set(shape.name, Math.max(worst.get(shape.name) ?? 0, result.latency.p99));
    console.log(
      s.name.padEnd(40),
      shape.name.padEnd(24),
      String(result.latency.p50).padStart(6),
      String(result.latency.p99).padStart(7),
      String(result.latency.max).padStart(7),
      result.requests.average.toFixed(0).padStart(7),
      String(result.non2xx).padStart(8),
    );
  }
}
console.log('');
for (const [shape, p99] of worst) {
  console.log(
    `worst p99, ${shape}: ${p99} ms — ${p99 < 50 ? 'meets' : 'MISSES'} the target of 50 ms at ${RATE} req/s`,
  );
}
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
