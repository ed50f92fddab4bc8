import type pg from 'pg';

/** Told of every statement a database client finished: how long it took, and whether it failed. */
export type QueryListener = (seconds: number, failed: boolean) => void;

const listenersOf = new WeakMap<object, Set<QueryListener>>();

/** Listens to a client's statements (the metrics' query time); answers how to stop. */
export function onQueryTimes(client: object, listener: QueryListener): () => void {
  const listeners = listenersOf.get(client) ?? new Set<QueryListener>();
  listenersOf.set(client, listeners.add(listener));
  return () => listeners.delete(listener);
}

/** Starts timing one statement of `client`'s: answers what to call when it ends, or null if nobody listens. */
function startTimer(client: object): ((failed: boolean) => void) | null {
  const listeners = listenersOf.get(client);
  if (!listeners?.size) return null;
  const started = process.hrtime.bigint();
  return (failed) => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    for (const listener of listeners) listener(seconds, failed);
  };
}

/** Times one statement of `client`'s; answers the statement's own promise. */
export function timed<T>(client: object, statement: Promise<T>): Promise<T> {
  const stop = startTimer(client);
  statement.then(
    () => stop?.(false),
    () => stop?.(true),
  );
  return statement;
}

type AnyQuery = (...args: unknown[]) => unknown;

/**
 * node-postgres has no hook for a statement's time: each of the pool's connections gets its query() timed,
 * in both forms it is called in (pg-pool's own query() passes a callback; Drizzle's transactions await a
 * promise). Timed as the pool's, which is what the metrics listen to.
 */
export function timePoolQueries(pool: pg.Pool) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as AnyQuery;
    const timedQuery: AnyQuery = (...args) => {
      const callback = args.at(-1);
      if (typeof callback !== 'function') {
        const result = query(...args);
        return result instanceof Promise ? timed(pool, result) : result;
      }
      const stop = startTimer(pool);
      args[args.length - 1] = (error: unknown, result: unknown) => {
        stop?.(Boolean(error));
        (callback as AnyQuery)(error, result);
      };
      return query(...args);
    };
    client.query = timedQuery as typeof client.query;
  });
}
