// The embedded PostgreSQL (PGlite) in a thread of its own; its client is pglite-thread.ts, where the
// message types are. Plain JavaScript so it runs as it is: from source in tests and dev, and in production.
// Requests are handled one at a time, in the order sent, so the client's ordering and transactions hold.
import { PGlite, types } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';

const raw = (value) => value;
// Dates, timestamps and intervals stay as PostgreSQL wrote them: Drizzle maps them itself. (It passes
// these parsers with every query; functions cannot cross threads, so they are set once here.)
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [
    t,
    raw,
  ]),
);

const db = new PGlite({
  parsers,
  ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
  ...(workerData.loadDataDir ? { loadDataDir: new Blob([workerData.loadDataDir]) } : {}),
});

async function handle(request) {
  switch (request.op) {
    case 'query':
      return db.query(request.sql, request.params, { rowMode: request.rowMode });
    case 'exec':
      return db.exec(request.sql);
    case 'dump':
      return (await db.dumpDataDir('none')).arrayBuffer();
    case 'close':
      return db.close();
    default:
      throw new Error(`unknown request ${request.op}`);
  }
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
      parentPort.postMessage({ id: request.id, result: await handle(request) });
    } catch (error) {
      parentPort.postMessage({ id: request.id, error: serializeError(error) });
    }
  });
});
