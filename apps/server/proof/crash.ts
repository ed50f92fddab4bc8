// npm run proof:crash -- [--cycles 20] [--db embedded|postgres|both] [--streams 8] [--tablets 10000]
//                        [--only writes|broadcast] [--kill-db embedded|postgres]
// 1. kill -9 of the built server in the middle of bursts of writes, again and again: every write the server
//    acknowledged must be there after the restart, exactly as sent, every row must be whole, and the server
//    must start each time.
// 2. A group message to a fleet of simulated tablets, the server killed (kill -9) mid-broadcast, and again
//    with the external broker restarted mid-broadcast: every command acknowledged, none lost
//    (crash-broadcast.ts).
// On the embedded database (its files killed mid-write) and on the PostgreSQL server (PROOF_DATABASE_URL,
// default the machine's `test` database: a new database is made for each run and dropped after). Prints
// the counts; exits 1 on any loss, corrupt row or failed start.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { machineLine } from '../bench/machine.js';
import { crashBroadcast } from './crash-broadcast.js';
import { freePort } from './processes.js';
import { ProofServer } from './proof-server.js';

const { values } = parseArgs({
  options: {
    cycles: { type: 'string', default: '20' },
    db: { type: 'string', default: 'both' },
    streams: { type: 'string', default: '8' },
    tablets: { type: 'string', default: '10000' },
    only: { type: 'string' },
    /** The databases of the broadcast's kill -9 (default: --db's); the broker restart runs on the last. */
    'kill-db': { type: 'string' },
  },
});
const CYCLES = Number(values.cycles);
const STREAMS = Number(values.streams);
const kinds = values.db === 'both' ? ['embedded', 'postgres'] : [values.db!];
const PG_URL = process.env.PROOF_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A role-3 demo account: it writes newspapers, and needs no second sign-in step. */
const WRITER = 'newspapers@acorn.demo';

interface Newspaper {
  newspaper_id: number;
  title: string;
  description: string;
  last_modified_date: string;
}

/** What one stream had acknowledged when the server died: its row, and the last description it was told was saved. */
interface Acknowledged {
  row: Newspaper;
  description: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One writer: creates a newspaper, then updates its description again and again, until the server dies.
 * Every answered write is recorded as acknowledged; a write cut off by the kill is not.
 */
async function stream(server: ProofServer, token: string, label: string, acked: Acknowledged[]) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const body = {
    title: label,
    description: 'v0',
    url: 'https://crash.example',
    icon_url: 'https://crash.example/i.png',
    county: 'All',
  };
  try {
    const created = await fetch(`${server.base}/v1/acorn/newspapers`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (created.status !== 201) throw new Error(`create answered ${created.status}`);
    const entry = { row: (await created.json()) as Newspaper, description: 'v0' };
    acked.push(entry);
    for (let version = 1; ; version++) {
      const description = `v${version}`;
      const updated = await fetch(`${server.base}/v1/acorn/newspapers/${entry.row.newspaper_id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ description, last_modified_date: entry.row.last_modified_date }),
      });
      if (updated.status !== 200) throw new Error(`update answered ${updated.status}`);
      entry.row = (await updated.json()) as Newspaper;
      entry.description = description;
    }
  } catch (error) {
    // The kill ends every stream with a refused or reset connection; anything else is a finding.
    if (
      !/fetch failed|ECONNRE|socket|other side closed|terminated/i.test(
        String((error as Error).cause ?? error),
      )
    )
      throw error;
  }
}

/** What the restarted server holds of the cycle's acknowledged writes: lost and corrupt rows. */
async function check(server: ProofServer, token: string, prefix: string, acked: Acknowledged[]) {
  const headers = { authorization: `Bearer ${token}` };
  const found = await fetch(
    `${server.base}/v1/acorn/newspapers?page_size=100&q=${encodeURIComponent(prefix)}`,
    { headers },
  ).then((r) => r.json() as Promise<{ items: Newspaper[] }>);
  const byTitle = new Map(found.items.map((row) => [row.title, row]));
  let lost = 0;
  let corrupt = 0;
  for (const { row, description } of acked) {
    const stored = byTitle.get(row.title);
    // An update the kill cut off may have committed after all: one version on from the acknowledged.
    const next = `v${Number(description.slice(1)) + 1}`;
    if (!stored) lost++;
    else if (stored.description !== description && stored.description !== next) lost++;
  }
  // Every row of the cycle, acknowledged or not, must be whole: a title of the cycle, a version description.
  for (const row of found.items)
    if (!row.title.startsWith(prefix) || !/^v\d+$/.test(row.description) || !row.last_modified_date)
      corrupt++;
  return { lost, corrupt, rows: found.items.length };
}

async function prove(kind: string, database: string | undefined) {
  const server = new ProofServer({
    port: await freePort(),
    env: { DATABASE_URL: database ?? '' },
  });
  const totals = { acknowledged: 0, lost: 0, corrupt: 0, starts: 0, failedStarts: 0, maxStartMs: 0 };
  try {
    await server.start();
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const token = await server.signIn(WRITER);
      const prefix = `Crash ${cycle} ${randomBytes(3).toString('hex')}`;
      const acked: Acknowledged[] = [];
      const streams = Array.from({ length: STREAMS }, (_, i) =>
        stream(server, token, `${prefix} stream ${i}`, acked),
      );
      // Killed at a different moment each cycle, while every stream is mid-write.
      await sleep(500 + ((cycle * 337) % 1500));
      await server.kill();
      await Promise.all(streams);
      const started = Date.now();
      try {
        await server.start();
      } catch (error) {
        totals.failedStarts++;
        throw error;
      }
      totals.starts++;
      totals.maxStartMs = Math.max(totals.maxStartMs, Date.now() - started);
      const result = await check(server, await server.signIn(WRITER), prefix, acked);
      const writes = acked.reduce((sum, a) => sum + 1 + Number(a.description.slice(1)), 0);
      totals.acknowledged += writes;
      totals.lost += result.lost;
      totals.corrupt += result.corrupt;
      process.stderr.write(
        `  … ${kind} cycle ${cycle}: ${writes} acknowledged writes, ${result.lost} lost, ${result.corrupt} corrupt\n`,
      );
    }
  } finally {
    await server.stop();
  }
  return totals;
}

/** A new database on the PostgreSQL server for `work`, dropped after; none for the embedded database. */
async function onDatabase<T>(kind: string, work: (url: string | undefined) => Promise<T>): Promise<T> {
  if (kind !== 'postgres') return work(undefined);
  const name = `acorn_crash_${randomBytes(4).toString('hex')}`;
  await withPg((client) => client.query(`create database ${name}`));
  try {
    return await work(PG_URL.replace(/\/[^/]*$/, `/${name}`));
  } finally {
    await withPg((client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

async function withPg(work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

console.log(machineLine('proof:crash'));
let failed = false;
if (values.only !== 'broadcast')
  for (const kind of kinds) {
    const t = await onDatabase(kind, (url) => prove(kind, url));
    console.log(
      `${kind}: ${CYCLES} kill -9 cycles × ${STREAMS} writers: ${t.acknowledged} acknowledged writes, ` +
        `${t.lost} lost, ${t.corrupt} corrupt rows; started ${t.starts} of ${CYCLES} times ` +
        `(slowest start ${(t.maxStartMs / 1000).toFixed(1)} s)`,
    );
    failed ||= t.lost > 0 || t.corrupt > 0 || t.starts !== CYCLES;
  }

// The server killed mid-broadcast on each database (its embedded broker dies with it), then an external
// broker restarted mid-broadcast.
const killKinds = values['kill-db'] ? [values['kill-db']] : kinds;
const broadcasts: { db: string; broker: 'embedded' | 'mosquitto'; what: string }[] = [
  ...killKinds.map((db) => ({ db, broker: 'embedded' as const, what: 'kill -9 of the server' })),
  { db: kinds.at(-1)!, broker: 'mosquitto', what: 'Mosquitto restarted' },
];
if (values.only !== 'writes')
  for (const { db, broker, what } of broadcasts) {
    const r = await onDatabase(db, (url) =>
      crashBroadcast({
        broker,
        tablets: Number(values.tablets),
        ...(url ? { pgDatabaseUrl: url } : {}),
        log: (line) => process.stderr.write(`  … ${db}, ${broker} broker: ${line}\n`),
      }),
    );
    const after =
      r.doneAfterMs === null
        ? 'not all within the time limit'
        : `all done ${(r.doneAfterMs / 1000).toFixed(1)} s after`;
    console.log(
      `broadcast to ${r.commands} tablets, ${what} mid-broadcast, ${r.answeredBeforeCrash ? 'after' : 'before'} ` +
        `the API answered (${db} database, ${broker} broker): ` +
        `${r.received} tablets got it, ${r.done} commands acknowledged, ${r.lost} lost; ${after}`,
    );
    failed ||= r.lost > 0 || r.received !== r.commands;
  }
process.exit(failed ? 1 : 0);
