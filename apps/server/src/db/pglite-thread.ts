import path from 'node:path';
import type { EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from '../paths.js';
import { timed } from './query-timing.js';
import type { Db } from './types.js';

/** What pglite-worker.mjs is started with. */
export interface WorkerOptions {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
}
type Message =
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object' }
  | { op: 'firstField'; sql: string; params: (string | null)[] }
  | { op: 'exec'; sql: string }
  | { op: 'dump' }
  | { op: 'copyTo'; target: string }
  | { op: 'close' };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };
interface QueryConfig {
  rowMode?: 'array' | 'object';
}
export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/**
 * The embedded PostgreSQL (PGlite, WebAssembly) in a worker thread, behind the small part of PGlite's
 * interface Drizzle uses: query() and transaction(). In the server's own thread it took ~60% of the CPU
 * of a list request; here SQL and HTTP run on two cores (decisions/0005).
 *
 * The worker runs requests one at a time in the order sent. A transaction holds back every other
 * caller's queries in this thread until it ends, as PGlite's own transaction() does.
 */
export class PGliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private transactions: Promise<void> = Promise.resolve();
  private openTransaction: Promise<void> | null = null;
  readonly waitReady: Promise<void>;

  constructor(options: WorkerOptions) {
    this.worker = new Worker(WORKER_FILE, {
      workerData: options,
      transferList: options.loadDataDir ? [options.loadDataDir] : [],
    });
    let ready!: () => void;
    this.waitReady = new Promise((resolve, reject) => {
      ready = resolve;
      this.worker.once('error', reject);
    });
    this.worker.on('message', (m: Reply | { ready: true }) => ('ready' in m ? ready() : this.settle(m)));
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', (code) => this.failAll(new Error(`the database thread stopped (exit ${code})`)));
  }

  async query(sql: string, params: unknown[] = [], config: QueryConfig = {}): Promise<QueryResult> {
    while (this.openTransaction) await this.openTransaction;
    return this.send({
      op: 'query',
      sql,
      params,
      rowMode: config.rowMode ?? 'object',
    }) as Promise<QueryResult>;
  }

  /**
   * The first field of the first row, as the bytes PostgreSQL wrote, or null: for a read-only statement
   * answering one value, such as a list's JSON body (pglite-worker.mjs: a named statement, one protocol
   * exchange, the bytes handed over rather than copied). Parameters are already text.
   */
  async firstField(sql: string, params: (string | null)[]): Promise<Buffer | null> {
    while (this.openTransaction) await this.openTransaction;
    const bytes = (await this.send({ op: 'firstField', sql, params })) as ArrayBuffer | null;
    return bytes === null ? null : Buffer.from(bytes);
  }

  async transaction<T>(run: (tx: { query: PGliteThread['query'] }) => Promise<T>): Promise<T> {
    const previous = this.transactions;
    let finished!: () => void;
    this.transactions = new Promise((resolve) => (finished = resolve));
    await previous;
    while (this.openTransaction) await this.openTransaction;
    let ended!: () => void;
    // Set before BEGIN is sent, in the same turn: a query checking after this waits for the end.
    this.openTransaction = new Promise((resolve) => (ended = resolve));
    const tx = {
      query: (sql: string, params: unknown[] = [], config: QueryConfig = {}) =>
        this.send({ op: 'query', sql, params, rowMode: config.rowMode ?? 'object' }) as Promise<QueryResult>,
    };
    try {
      await this.send({ op: 'exec', sql: 'BEGIN' });
      const result = await run(tx);
      await this.send({ op: 'exec', sql: 'COMMIT' });
      return result;
    } catch (error) {
      await this.send({ op: 'exec', sql: 'ROLLBACK' }).catch(() => undefined);
      throw error;
    } finally {
      this.openTransaction = null;
      ended();
      finished();
    }
  }

  /** How busy the database thread has been (its event-loop utilisation; for benchmarks). */
  utilization(since?: EventLoopUtilization): EventLoopUtilization {
    return this.worker.performance.eventLoopUtilization(since);
  }

  /**
   * Copies the data directory to `target` between two statements (a backup's snapshot): every other caller
   * waits for the copy, as for a transaction; a transaction under way ends first.
   */
  async copyDataDir(target: string): Promise<void> {
    while (this.openTransaction) await this.openTransaction;
    await this.send({ op: 'copyTo', target });
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.send({ op: 'dump' })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    await this.send({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }

  /** How many statements wait for the thread or run on it now: the embedded database's queue. */
  get queued(): number {
    return this.pending.size;
  }

  private send(message: Message): Promise<unknown> {
    const id = this.nextId++;
    const reply = new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
    return timed(this, reply);
  }

  private settle({ id, result, error }: Reply) {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if (error) pending.reject(Object.assign(new Error(String(error.message)), error));
    else pending.resolve(result);
  }

  private failAll(error: Error) {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}

const WORKER_FILE = path.join(SERVER_ROOT, 'src', 'db', 'pglite-worker.mjs');

/**
 * The worker thread under a database opened on the embedded engine, or null: a PostgreSQL server's pool,
 * or a transaction, which carries no client of its own.
 */
export function threadOf(db: Db): PGliteThread | null {
  const client = '$client' in db ? db.$client : undefined;
  return client instanceof PGliteThread ? client : null;
}
