// npm run proof:fuzz — fuzzing from the OpenAPI document (issue 23). Builds and starts the server
// (apps/server/dist/server.js) on a data directory and ports of its own with the demo data, reads its
// OpenAPI document, and sends generated requests to every operation: wrong types, missing fields, 1 MB
// strings, NUL and odd unicode, deep JSON, __proto__ keys, wrong content types, malformed JSON, huge query
// strings, odd paging, path ids out of range. Each as a role the operation admits (and some as others, or
// none). With --tablet-link it also publishes bad payloads on every inbound topic of the tablet link.
// Checks: no answer >= 500, none slower than 5 s, every 4xx JSON with a message, the server healthy
// afterwards and every row that existed before unchanged (the fuzz writes only to ids no row has, and its
// bodies to existing rows are invalid by construction). Prints the figures; exits 1 on any failure.
//   --count N (20000)  --seed S (23)  --port P (8551)  --mqtt-port M (P+1)  --concurrency C (8)
//   --tablet-link [N payloads, 600]  --keep (leave the data directory)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ALL_ROLES, type RoleId } from '@acorn/domain';
import { machineLine } from '../bench/machine.js';
import { DEMO_ACCOUNTS, DEMO_ENROLMENT_SECRET, DEMO_PASSWORD } from '../src/db/demo-accounts.js';
import { createRandom } from '../src/db/seed/random.js';
import { listenFakeOpenMeteo } from '../test/open-meteo-server.js';
import { probeAccess, sendAll, type Figures } from './fuzz/send.js';
import { operationsOf, requestFor, type FuzzRequest, type OpenApi } from './fuzz/requests.js';
import { changedRows, snapshotRows } from './fuzz/rows.js';
import { startServer, type RunningServer } from './fuzz/server.js';
import { fuzzTabletLink } from './fuzz/tablet-link.js';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '23' },
    port: { type: 'string', default: '8551' },
    'mqtt-port': { type: 'string' },
    concurrency: { type: 'string', default: '8' },
    'tablet-link': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
  allowNegative: false,
});
const count = Number(args.count);
const seed = Number(args.seed);
const port = Number(args.port);
const linkCount = args['tablet-link'] === undefined ? 0 : Number(args['tablet-link'] || 600);

const started = Date.now();
console.log(machineLine('proof:fuzz'));
console.log(
  `seed ${seed}, ${count} requests, concurrency ${args.concurrency}${linkCount ? `, ${linkCount} tablet-link payloads` : ''}`,
);

const dataDir = await mkdtemp(path.join(tmpdir(), 'acorn-fuzz-'));
const meteo = await listenFakeOpenMeteo();
const serverOptions = {
  dataDir,
  port,
  mqttPort: Number(args['mqtt-port'] ?? port + 1),
  weatherUrl: meteo.url,
};
const failures: string[] = [];
let server: RunningServer | undefined;
try {
  // First start: migrations and the demo data, and one round of the server's own 5-second sweep (what
  // time had already ended when the demo was dated). Then the rows are read with the server stopped.
  server = await startServer(serverOptions);
  await new Promise((r) => setTimeout(r, 6_000));
  await server.stop();
  const before = await snapshotRows(dataDir);
  const rowCount = [...before.values()].reduce((n, rows) => n + rows.size, 0);
  console.log(`snapshot: ${rowCount} rows in ${before.size} tables`);
  server = await startServer(serverOptions);

  const random = createRandom(seed);
  const doc = (await (await fetch(`${server.url}/docs/json`)).json()) as OpenApi;
  const ops = operationsOf(doc);
  const sessions = new Map<RoleId, Record<string, string>>();
  const signedIn = new Set<string>(['admin@acorn.demo']);
  for (const account of DEMO_ACCOUNTS) {
    if (sessions.has(account.role)) continue;
    signedIn.add(account.email);
    const res = await fetch(`${server.url}/v2/acorn/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
    });
    const { last_active_token } = (await res.json()) as { last_active_token: string };
    sessions.set(account.role, { authorization: `Bearer ${last_active_token}` });
  }
  const roles = ALL_ROLES.filter((r) => sessions.has(r));
  const figures: Figures = {
    sent: 0,
    byClass: {},
    byStrategy: {},
    latencies: [],
    failures,
    parserRefusals: 0,
  };
  const admitted = await probeAccess(server.url, ops, roles, sessions, figures);

  const requests = function* (): Generator<FuzzRequest> {
    for (let i = 0; figures.sent < count; i++) {
      const op = ops[i % ops.length]!;
      const own = admitted.get(op) ?? [];
      const roll = random.next();
      const role =
        roll < 0.85 && own.length ? random.pick(own) : roll < 0.95 ? random.pick(roles) : undefined;
      yield requestFor(op, random, server!.url, role ? sessions.get(role)! : {});
    }
  };
  const fuzzStarted = Date.now();
  await sendAll(requests(), Number(args.concurrency), figures);
  const fuzzSeconds = (Date.now() - fuzzStarted) / 1000;

  let linkUser: number | undefined;
  let linkDevice: string | undefined;
  if (linkCount) {
    const device = [...before.get('acorn_devices')!.values()].find(
      (d) => (d as { acorn_id?: string }).acorn_id,
    ) as { acorn_id: string; serial_number: string };
    const commandIds = [...before.get('commands')!.keys()].map(Number).slice(0, 50);
    const link = await fuzzTabletLink({
      server: server.url,
      mqttPort: server.mqttPort,
      identity: { acorn_id: device.acorn_id, serial_number: device.serial_number },
      enrolmentSecret: DEMO_ENROLMENT_SECRET,
      count: linkCount,
      random,
      commandIds,
    });
    linkUser = link.userId;
    linkDevice = device.acorn_id;
    // The server logs each drop as it handles it: counted once the count has stood still for a second.
    const droppedNow = () => server!.log.filter((l) => l.includes('malformed payload dropped')).length;
    let dropped = droppedNow();
    for (let waited = 0; waited < 10_000; waited += 1_000) {
      await new Promise((r) => setTimeout(r, 1_000));
      if (droppedNow() === dropped) break;
      dropped = droppedNow();
    }
    console.log(
      `tablet link: ${link.published} bad payloads published on ${6} inbound topics as ${device.acorn_id}; ${dropped} logged as dropped; ${link.reconnects} reconnects`,
    );
    for (const [channel, n] of Object.entries(link.byChannel).sort()) console.log(`  ${channel}: ${n}`);
    failures.push(...link.failures.map((f) => `tablet link: ${f}`));
  }

  // Healthy afterwards: the document, a sign-in and a list answer as before.
  const health = [
    await fetch(`${server.url}/docs/json`).then((r) => r.status),
    await fetch(`${server.url}/v2/acorn/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@acorn.demo', password: DEMO_PASSWORD }),
    }).then((r) => r.status),
    await fetch(`${server.url}/v1/acorn/newspapers`, { headers: sessions.get(1)! }).then((r) => r.status),
  ];
  if (health.some((s) => s !== 200)) failures.push(`server unhealthy afterwards: ${health.join(', ')}`);
  if (server.child.exitCode !== null) failures.push(`server exited with ${server.child.exitCode}`);
  // A bad request or payload is refused or dropped, never an error of the server's.
  const errorsLogged = server.log.filter((l) => /"level":(50|60)/.test(l));
  failures.push(...errorsLogged.map((l) => `server logged an error: ${l.slice(0, 300)}`));
  await server.stop();

  const after = await snapshotRows(dataDir);
  const { compared, changes, explained } = changedRows(before, after, (table, was, now, fields) => {
    const only = (...allowed: string[]) => fields.every((f) => allowed.includes(f));
    // The one tablet the link fuzz connects as enrols and reports its presence and metrics, validly.
    if (
      (linkUser !== undefined && was.user_id === linkUser) ||
      (table === 'acorn_devices' && was.acorn_id === linkDevice)
    )
      return 'the link fuzz’s own tablet';
    if (table === 'portal_users' && only('last_login_at') && signedIn.has(String(was.email)))
      return 'the fuzz’s own sign-ins';
    if (
      table === 'commands' &&
      only('state', 'finished_at', 'detail') &&
      (now.state === 'expired' || /^No answer within/.test(String(now.detail)))
    )
      return 'commands expired or check-ins unanswered, by the clock';
    if (table === 'acorn_users' && only('is_online') && was.is_online === 1 && now.is_online === 2)
      return 'check-ins failed by the clock';
    if (table === 'check_in_logs' && only('status') && now.status === 'Failed')
      return 'check-ins failed by the clock';
    return null;
  });
  for (const c of changes.slice(0, 50))
    failures.push(`row ${c.change}: ${c.table} ${c.key}${c.fields ? ` (${c.fields.join(', ')})` : ''}`);
  if (changes.length > 50) failures.push(`… and ${changes.length - 50} more changed rows`);

  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  console.log(
    `requests: ${figures.sent} in ${fuzzSeconds.toFixed(1)} s (plus ${admitted.size} operations probed for their roles)`,
  );
  console.log(
    `  by status: ${Object.entries(figures.byClass)
      .sort()
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  console.log(`  refused by Node's HTTP parser before the app (431, no body): ${figures.parserRefusals}`);
  console.log(
    `  latency: p50 ${p(0.5).toFixed(0)} ms, p99 ${p(0.99).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
  );
  console.log(
    `  by strategy: ${Object.entries(figures.byStrategy)
      .sort()
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `rows: ${compared} existing rows compared after the run, ${changes.length} changed by the fuzz`,
  );
  for (const [reason, n] of Object.entries(explained)) console.log(`  not the fuzz’s doing: ${reason}: ${n}`);
  console.log(`server: healthy afterwards (${health.join(', ')}); ${errorsLogged.length} error lines logged`);
  for (const line of errorsLogged.slice(0, 10)) console.log(`  ${line.slice(0, 400)}`);
  console.log(`failures: ${failures.length}`);
  for (const f of failures.slice(0, 100)) console.log(`  ${f}`);
} catch (error) {
  failures.push(String(error));
  console.error(error);
  if (server) console.error(server.log.slice(-30).join('\n'));
} finally {
  await server?.stop();
  await meteo.stop();
  if (!args.keep) await rm(dataDir, { recursive: true, force: true });
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(failures.length ? 1 : 0);
