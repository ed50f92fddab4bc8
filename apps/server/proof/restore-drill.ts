// npm run proof:restore-drill -w @acorn/server -- [--database-url postgres://…]
// The restore drill (docs/operations.md, ADR 0048), on the built server and admin command (apps/server/dist):
// a server on a fresh data directory with the demo data, written to through the API all along while
// `admin backup` runs beside it; the archive restored by `admin restore` into a new empty data directory (and
// a new empty PostgreSQL database, given a URL); every table's row count and content checksum compared with
// the archive's manifest and every file byte for byte with the source's; a server started on the restored
// data and signed in to. The embedded database always; PostgreSQL when a URL is given (its databases are made
// for the run and dropped after). Free ports only; waits on conditions; stops everything it starts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ArchiveReader } from '../src/backup/archive-reader.js';
import { admin, scratchDatabases } from './admin-command.js';
import { freePort } from './processes.js';
import { ProofServer } from './proof-server.js';
import { differences } from './restored-check.js';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const started = performance.now();
const say = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
const WRITER = 'newspapers@acorn.demo';
const WRITERS = 4;

/** Writers creating newspapers through the API until told to stop; each acknowledged one is timed. */
function keepWriting(server: ProofServer, token: string) {
  const acknowledged: number[] = [];
  /** How long each acknowledged write took, by when it was sent. */
  const waits: { sent: number; ms: number }[] = [];
  let stopping = false;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const writer = async (id: number) => {
    for (let n = 0; !stopping; n++) {
      const sent = performance.now();
      const res = await fetch(`${server.base}/v1/acorn/newspapers`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: `drill ${id}-${n}`,
          description: 'written while the backup runs',
          url: 'https://drill.example',
          icon_url: 'https://drill.example/i.png',
          county: 'All',
        }),
      });
      if (res.status !== 201) throw new Error(`a write answered ${res.status}: ${await res.text()}`);
      acknowledged.push(performance.now());
      waits.push({ sent, ms: performance.now() - sent });
    }
  };
  const running = Promise.all(Array.from({ length: WRITERS }, (_, id) => writer(id)));
  return {
    acknowledged,
    /** The longest a write sent after `from` waited for its answer. */
    longestSince: (from: number) => Math.max(0, ...waits.filter((w) => w.sent >= from).map((w) => w.ms)),
    async stop() {
      stopping = true;
      await running;
    },
  };
}

async function until(what: string, check: () => boolean) {
  const deadline = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within a minute: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function newspapersTotal(server: ProofServer, token: string): Promise<number> {
  const res = await fetch(`${server.base}/v1/acorn/newspapers?page_size=5`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`the newspapers list answered ${res.status}`);
  return ((await res.json()) as { total: number }).total;
}

/** One drill on one kind of database; throws on any difference. */
async function drill(kind: 'embedded' | 'postgres', databases?: ReturnType<typeof scratchDatabases>) {
  const sourceUrl = await databases?.create('drill_source');
  const targetUrl = await databases?.create('drill_target');
  const env = (url?: string): Record<string, string> => (url ? { DATABASE_URL: url } : {});
  const source = new ProofServer({ port: await freePort(), env: env(sourceUrl) });
  const restored = new ProofServer({ port: await freePort(), env: env(targetUrl) });
  const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-drill-')), 'backup.tar');
  try {
    await source.start();
    const token = await source.signIn(WRITER);
    const before = await newspapersTotal(source, token);
    const writes = keepWriting(source, token);
    await until('writes under way', () => writes.acknowledged.length >= 20);
    const backupStart = performance.now();
    const ackedBefore = writes.acknowledged.length;
    const backup = await admin(['backup', '--to', archive], {
      ACORN_DATA_DIR: source.dataDir,
      ...env(sourceUrl),
    });
    const ackedAfter = writes.acknowledged.length;
    const during = writes.acknowledged.filter((at) => at > backupStart).length;
    await writes.stop();
    const longest = writes.longestSince(backupStart);
    say(
      `${kind}: backup in ${backup.ms.toFixed(0)} ms, ${fs.statSync(archive).size} bytes; ${during} writes acknowledged meanwhile, the longest in ${longest.toFixed(0)} ms`,
    );
    if (during === 0) throw new Error(`${kind}: no write was answered while the backup ran`);
    await source.stop({ keepData: true });

    const restore = await admin(['restore', '--from', archive], {
      ACORN_DATA_DIR: restored.dataDir,
      ...env(targetUrl),
    });
    say(`${kind}: restored in ${restore.ms.toFixed(0)} ms`);
    const where = targetUrl ? { databaseUrl: targetUrl } : { dataDir: path.join(restored.dataDir, 'pgdata') };
    const found = await differences(archive, where, { source: source.dataDir, restored: restored.dataDir });
    const { manifest } = await ArchiveReader.open(archive);
    if (found.length > 0)
      throw new Error(`${kind}: the restore differs from the archive:\n  ${found.join('\n  ')}`);
    say(
      `${kind}: ${manifest.tables.length} tables (row counts and checksums) and ${manifest.entries.length - manifest.tables.length} files as archived`,
    );

    // The snapshot is of one moment within the backup: every write acknowledged before it began, none
    // acknowledged after it ended.
    await restored.start();
    const restoredWrites = (await newspapersTotal(restored, await restored.signIn(WRITER))) - before;
    if (restoredWrites < ackedBefore || restoredWrites > ackedAfter)
      throw new Error(
        `${kind}: the restored server holds ${restoredWrites} of the writes; ${ackedBefore} were acknowledged before the backup began and ${ackedAfter} by its end`,
      );
    say(
      `${kind}: a server on the restored data signs in and holds ${restoredWrites} of the writes (${ackedBefore} acknowledged before the backup began, ${ackedAfter} by its end)`,
    );
  } finally {
    await source.stop();
    await restored.stop();
    fs.rmSync(path.dirname(archive), { recursive: true, force: true });
  }
}

const databases = values['database-url'] ? scratchDatabases(values['database-url']) : undefined;
try {
  await drill('embedded');
  if (databases) await drill('postgres', databases);
  say('restore drill passed');
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await databases?.dropAll();
}
