// The embedded PostgreSQL (PGlite) in a thread of its own; its client is pglite-thread.ts, where the
// message types are. Plain JavaScript so it runs as it is: from source in tests and dev, and in production.
// Requests are handled one at a time, in the order sent, so the client's ordering and transactions hold.
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { serialize } from 'pg-protocol';

const raw = (value) => value;
// Dates, timestamps and intervals stay as PostgreSQL wrote them: Drizzle maps them itself. (It passes
// these parsers with every query; functions cannot cross threads, so they are set once here.)
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [
    t,
    raw,
  ]),
);

// PGlite's emulated file system chmods every file it creates to 0666, whatever the umask (972 of a new
// database's files, measured). This thread holds nothing but the database: here a chmod never grants other
// accounts anything, so its files stay 0600 (private-data-dir.ts keeps the folder itself 0700).
for (const name of ['chmodSync', 'fchmodSync']) {
  const chmod = fs[name];
  fs[name] = (target, mode, ...rest) =>
    chmod(target, typeof mode === 'number' ? mode & ~0o077 : mode, ...rest);
}

const db = new PGlite({
  parsers,
  // The residents search's trigram index (migration 0013). PGlite loads an extension's code only when it
  // is named here, on every start: a database that has the index cannot be opened without it.
  extensions: { pg_trgm },
  ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
  ...(workerData.loadDataDir ? { loadDataDir: new Blob([workerData.loadDataDir]) } : {}),
});

async function handle(request) {
  switch (request.op) {
    case 'query':
      return db.query(request.sql, request.params, { rowMode: request.rowMode });
    case 'exec':
      return db.exec(request.sql);
    case 'firstField':
      return firstField(request.sql, request.params);
    case 'copyTo':
      return copyTo(request.target);
    case 'dump':
      return (await db.dumpDataDir('none')).arrayBuffer();
    case 'close':
      return db.close();
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

/**
 * A copy of the data directory as it is between two requests (a backup's snapshot, backup/snapshot.ts):
 * nothing else runs on this thread meanwhile, and after the checkpoint the files hold every write. Copied
 * by reflink where the file system can (instant), else byte by byte.
 */
async function copyTo(target) {
  await db.exec('checkpoint');
  fs.cpSync(workerData.dataDir, target, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
  return null;
}

/**
 * Named statements of firstField, by their SQL: parsed and analysed once, and planned once where
 * PostgreSQL finds the generic plan as good. Bounded: past the limit all are dropped and made again.
 */
const statements = new Map();
const MAX_STATEMENTS = 500;
let statementNumber = 0;

/**
 * The first field of the first row as bytes, for a read-only statement whose answer is one value (a list's
 * whole JSON body). One exchange of the wire protocol (Parse the first time, then Bind, Execute, Sync)
 * instead of the six query() makes, and the bytes travel as they are: nothing is decoded into a string
 * here, and the buffer is handed to the HTTP thread rather than copied. Parameters are text or null.
 */
async function firstField(sql, params) {
  const parts = [];
  let name = statements.get(sql);
  if (!name) {
    if (statements.size >= MAX_STATEMENTS) {
      await db.exec('deallocate all');
      statements.clear();
    }
    name = `acorn_${++statementNumber}`;
    parts.push(serialize.parse({ name, text: sql, types: [] }));
  }
  parts.push(serialize.bind({ statement: name, values: params }), serialize.execute({}), serialize.sync());
  // Read-only: nothing to write back to the file system.
  const reply = await db.execProtocolRaw(Buffer.concat(parts), { syncToFs: false });
  const { parsed, field, error } = readReply(reply);
  if (parsed) statements.set(sql, name);
  if (error) throw error;
  if (field === undefined) throw new Error('the statement answered no row');
  return field;
}

/** Walks a wire-protocol reply: whether a Parse completed, the first row's first field, any error. */
function readReply(reply) {
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  const result = { parsed: false, field: undefined, error: undefined };
  for (let at = 0; at < reply.length;) {
    const type = reply[at];
    const length = view.getInt32(at + 1);
    const body = at + 5;
    if (type === 0x31) result.parsed = true; // '1' ParseComplete
    if (type === 0x44 && result.field === undefined) {
      // 'D' DataRow: field count (int16), then each field's length (int32, -1 for null) and bytes.
      const size = view.getInt32(body + 2);
      result.field = size < 0 ? null : reply.slice(body + 6, body + 6 + size).buffer;
    }
    if (type === 0x45) result.error = errorOf(reply.subarray(body, at + 1 + length));
    at += 1 + length;
  }
  return result;
}

/** ErrorResponse field codes (PostgreSQL protocol, "Error and Notice Message Fields") and their names. */
const ERROR_FIELD_CODES = {
  M: 'message',
  C: 'code',
  D: 'detail',
  H: 'hint',
  S: 'severity',
  n: 'constraint',
  t: 'table',
  c: 'column',
  s: 'schema',
  P: 'position',
};

/** An ErrorResponse's fields as the error query() would throw: message, code, detail, constraint… */
function errorOf(fields) {
  const error = {};
  let at = 0;
  while (at < fields.length && fields[at] !== 0) {
    const key = String.fromCharCode(fields[at]);
    const end = fields.indexOf(0, at + 1);
    const name = ERROR_FIELD_CODES[key];
    if (name) error[name] = Buffer.from(fields.subarray(at + 1, end)).toString('utf8');
    at = end + 1;
  }
  return Object.assign(new Error(error.message ?? 'database error'), error);
}

const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'position',
];

/** What crosses the thread boundary of a PostgreSQL error: its message and the fields callers read. */
function serializeError(error) {
  const fields = ERROR_FIELDS.filter((f) => error?.[f] !== undefined).map((f) => [f, error[f]]);
  return { message: String(error?.message ?? error), ...Object.fromEntries(fields) };
}

let queue = db.waitReady.then(() => parentPort.postMessage({ ready: true }));
parentPort.on('message', (request) => {
  queue = queue.then(async () => {
    try {
      const result = await handle(request);
      // Bytes (a list body, a dump) are handed over, not copied.
      parentPort.postMessage({ id: request.id, result }, result instanceof ArrayBuffer ? [result] : []);
    } catch (error) {
      parentPort.postMessage({ id: request.id, error: serializeError(error) });
    }
  });
});
