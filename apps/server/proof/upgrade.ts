// npm run proof:upgrade -- [--db embedded|postgres|both]
// Upgrades keep the data (issue 41). The previous release (the newest in CHANGELOG.md, at its commit) is
// checked out beside this checkout, installed and built; it loads its demo data and takes writes (a
// newspaper, a family photo); its menus' PDFs and the photo are read back through its API. Then this
// version starts on the same database and files. It passes when this version applied the previous one's
// missing migrations once (a second start applies none), every table still has every row it had, and every
// write reads back the same through this version's API, files byte for byte. On the embedded database and on
// the PostgreSQL server (PROOF_DATABASE_URL, default the machine's `test` database: a new database per run,
// dropped after). Prints what it checked; exits 1 on any difference.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/paths.js';
import { photoForm, picture } from '../src/modules/photos/photo-test-kit.js';
import { freePort } from './processes.js';
import { ProofServer } from './proof-server.js';

const { values } = parseArgs({ options: { db: { type: 'string', default: 'both' } } });
const kinds = values.db === 'both' ? ['embedded', 'postgres'] : [values.db!];
const PG_URL = process.env.PROOF_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(import.meta.dirname, '../../..');
/** Tables a start or a sign-in adds rows to by itself: they may grow, never shrink. */
const GROW_BY_THEMSELVES = new Set(['audit_log', 'sessions', 'sign_in_failures', 'shared_counters']);

const started = Date.now();
const say = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);
const failures: string[] = [];
function check(ok: boolean, what: string) {
  say(`${ok ? 'ok' : 'FAILED'}: ${what}`);
  if (!ok) failures.push(what);
}

/** The newest release CHANGELOG.md names, with its commit. */
function previousRelease(): { version: string; commit: string } {
  const changelog = fs.readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
  const found = /^## \[(\d+\.\d+\.\d+)\] — [\d-]+ — commit ([0-9a-f]{7,40})$/m.exec(changelog);
  if (!found) throw new Error('CHANGELOG.md names no release ("## [x.y.z] — date — commit abc1234")');
  return { version: found[1]!, commit: found[2]! };
}

/** The release checked out in a folder of its own, its packages installed and its server built. */
function buildRelease(commit: string): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-previous-'));
  const run = (command: string, args: string[], cwd = folder) =>
    execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  run('git', ['worktree', 'add', '--detach', folder, commit], root);
  run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts']);
  run('npm', ['run', 'build', '-w', '@acorn/server']);
  return {
    folder,
    remove: () => run('git', ['worktree', 'remove', '--force', folder], root),
  };
}

const sha256 = (bytes: ArrayBuffer | Buffer) =>
  createHash('sha256')
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest('hex');

async function call(server: ProofServer, token: string, url: string, init: RequestInit = {}) {
  const res = await fetch(`${server.base}${url}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** What the previous release was given, to be read back the same by this one. */
interface Written {
  newspaper: { id: number; title: string };
  photo: { resident: number; id: number };
}

async function write(server: ProofServer): Promise<Written> {
  const writer = await server.signIn('newspapers@acorn.demo');
  const title = `Written before the upgrade ${Date.now()}`;
  const newspaper = (await (
    await call(server, writer, '/v1/acorn/newspapers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title,
        description: 'Kept through the upgrade',
        url: 'https://courier.example/',
        icon_url: 'https://courier.example/icon.png',
        county: 'All',
      }),
    })
  ).json()) as { newspaper_id: number };
  const family = await server.signIn('family@acorn.demo');
  const { items } = (await (await call(server, family, '/v1/acorn/family/residents')).json()) as {
    items: { user_id: number }[];
  };
  const resident = items[0]!.user_id;
  const form = photoForm(await picture('png', 320, 240), 'garden.png', 'The garden in spring');
  const uploaded = (await (
    await call(server, family, `/v1/acorn/family/residents/${resident}/photos`, {
      method: 'POST',
      headers: form.headers,
      body: form.payload,
    })
  ).json()) as { photo: { photo_id: number } };
  return {
    newspaper: { id: newspaper.newspaper_id, title },
    photo: { resident, id: uploaded.photo.photo_id },
  };
}

/** Everything written, and every menu's PDF, as the server answers it now. */
async function readBack(server: ProofServer, written: Written): Promise<Record<string, string>> {
  const seen: Record<string, string> = {};
  const writer = await server.signIn('newspapers@acorn.demo');
  const paper = (await (
    await call(server, writer, `/v1/acorn/newspapers/${written.newspaper.id}`)
  ).json()) as { title: string };
  seen.newspaper = paper.title;
  const family = await server.signIn('family@acorn.demo');
  const { resident, id } = written.photo;
  for (const size of ['image', 'thumbnail'])
    seen[`photo ${size}`] = sha256(
      await (
        await call(server, family, `/v1/acorn/family/residents/${resident}/photos/${id}/${size}`)
      ).arrayBuffer(),
    );
  const manager = await server.signIn('manager@acorn.demo');
  const menus = (await (await call(server, manager, '/v1/acorn/menus?limit=100')).json()) as {
    items: { menus_id: number; file: string | null }[];
  };
  for (const menu of menus.items.filter((m) => m.file))
    seen[`menu ${menu.menus_id} PDF`] = sha256(
      await (await call(server, manager, `/v1/acorn/menus/${menu.menus_id}/file`)).arrayBuffer(),
    );
  return seen;
}

/** Every table's row count, and how many migrations Drizzle has recorded, read with the server stopped. */
async function census(where: { dataDir: string } | { databaseUrl: string }) {
  const database = await openDatabase(where);
  try {
    const { rows: tables } = await database.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await database.db.execute<{ n: string | number }>(
        sql`select count(*) as n from ${sql.identifier(name)}`,
      );
      counts[name] = Number(rows[0]!.n);
    }
    const { rows } = await database.db.execute<{ n: string | number }>(
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    return { counts, migrations: Number(rows[0]!.n) };
  } finally {
    await database.close();
  }
}

function compareRows(before: Record<string, number>, after: Record<string, number>) {
  for (const [table, n] of Object.entries(before)) {
    const now = after[table];
    if (now === undefined) check(false, `table ${table} is gone`);
    else if (GROW_BY_THEMSELVES.has(table) ? now < n : now !== n)
      check(false, `table ${table}: ${n} rows before, ${now} after`);
  }
  const total = Object.values(before).reduce((a, b) => a + b, 0);
  check(
    failures.length === 0,
    `${Object.keys(before).length} tables, ${total} rows: every row still there (tables new in this version: ${
      Object.keys(after)
        .filter((t) => !(t in before))
        .join(', ') || 'none'
    })`,
  );
}

async function upgradeOn(kind: string, previous: { folder: string; version: string }) {
  say(`${kind}: the previous release ${previous.version} fills a database`);
  let dropDatabase = async () => undefined as void;
  let env: Record<string, string> = {};
  if (kind === 'postgres') {
    const name = `acorn_upgrade_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const port = await freePort();
  const old = new ProofServer({ port, env, root: previous.folder });
  const where = env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL }
    : { dataDir: path.join(old.dataDir, 'pgdata') };
  try {
    await old.start();
    const written = await write(old);
    const before = await readBack(old, written);
    await old.stop({ keepData: true });
    const was = await census(where);

    say(`${kind}: this version starts on it`);
    const current = new ProofServer({ port, env, dataDir: old.dataDir });
    await current.start();
    await current.stop({ keepData: true });
    const now = await census(where);
    const shipped = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'))
      .entries.length as number;
    check(
      now.migrations === shipped,
      `migrations: ${was.migrations} before, ${now.migrations} after, of ${shipped} shipped`,
    );
    compareRows(was.counts, now.counts);

    await current.start();
    const after = await readBack(current, written);
    await current.stop({ keepData: true });
    for (const [what, value] of Object.entries(before))
      check(after[what] === value, `${what} reads back the same`);
    check((await census(where)).migrations === shipped, 'a second start applies no migration');
  } finally {
    await old.stop();
    await dropDatabase();
  }
}

const release = previousRelease();
say(`the previous release: ${release.version} (${release.commit}), installed and built beside this checkout`);
const previous = buildRelease(release.commit);
try {
  for (const kind of kinds) await upgradeOn(kind, { folder: previous.folder, version: release.version });
} finally {
  previous.remove();
}
say(failures.length === 0 ? 'upgrades keep the data: passed' : `FAILED: ${failures.join('; ')}`);
process.exit(failures.length === 0 ? 0 : 1);
