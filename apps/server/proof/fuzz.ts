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
import { INBOUND_CHANNELS } from '@acorn/domain/tablet-link';
import { machineLine } from '../bench/machine.js';
import { DEMO_ENROLMENT_SECRET } from '../src/setup/demo-accounts.js';
import { createRandom } from '../src/setup/seed/random.js';
import { listenFakeOpenMeteo } from '../test/open-meteo-server.js';
import { probeAccess, sendAll, type Figures } from './fuzz/send.js';
import { operationsOf, requestFor, type FuzzRequest, type OpenApi } from './fuzz/requests.js';
import { printRequests } from './fuzz/report.js';
import { changedRows, notTheFuzz, snapshotRows } from './fuzz/rows.js';
import { startServer, type RunningServer } from './fuzz/server.js';
import { healthAfter, signInDemoRoles } from './fuzz/sessions.js';
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
  const { sessions, emails: signedIn, roles } = await signInDemoRoles(server.url);
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
      `tablet link: ${link.published} bad payloads published on ${INBOUND_CHANNELS.length} inbound topics as ${device.acorn_id}; ${dropped} logged as dropped; ${link.reconnects} reconnects`,
    );
    for (const [channel, n] of Object.entries(link.byChannel).sort()) console.log(`  ${channel}: ${n}`);
    failures.push(...link.failures.map((f) => `tablet link: ${f}`));
  }

  const health = await healthAfter(server.url, sessions.get(1)!);
  if (health.some((s) => s !== 200)) failures.push(`server unhealthy afterwards: ${health.join(', ')}`);
  if (server.child.exitCode !== null) failures.push(`server exited with ${server.child.exitCode}`);
  // A bad request or payload is refused or dropped, never an error of the server's.
  const errorsLogged = server.log.filter((l) => /"level":(50|60)/.test(l));
  failures.push(...errorsLogged.map((l) => `server logged an error: ${l.slice(0, 300)}`));
  await server.stop();

  const after = await snapshotRows(dataDir);
  const { compared, changes, explained } = changedRows(
    before,
    after,
    notTheFuzz({
      ...(linkUser === undefined ? {} : { linkUser }),
      ...(linkDevice ? { linkDevice } : {}),
      signedIn,
    }),
  );
  for (const c of changes.slice(0, 50))
    failures.push(`row ${c.change}: ${c.table} ${c.key}${c.fields ? ` (${c.fields.join(', ')})` : ''}`);
  if (changes.length > 50) failures.push(`… and ${changes.length - 50} more changed rows`);

  printRequests(figures, admitted.size, fuzzSeconds);
  console.log(
    `rows: ${compared} existing rows compared after the run, ${changes.length} changed by the fuzz`,
  );
  for (const [reason, n] of Object.entries(explained)) console.log(`  not the fuzz’s doing: ${reason}: ${n}`);
  console.log(`server: healthy afterwards (${health.join(', ')}); ${errorsLogged.length} error lines logged`);
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
