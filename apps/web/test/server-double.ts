import { afterEach, vi } from 'vitest';

/** One call the page made, as the server would read it. */
export interface RecordedCall {
  method: string;
  /** The path alone, without its query: '/v1/acorn/newspapers/7'. */
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
}

/** What a route answers: a status and a JSON body (204 answers no body). */
export interface Answer {
  status?: number;
  body?: unknown;
}

type Handler = (call: RecordedCall) => Answer | Promise<Answer>;

/** Routes keyed by 'METHOD /path' ('GET /v1/acorn/newspapers'); ':name' matches one path segment. */
export type Routes = Record<string, Handler | Answer>;

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body ?? null), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function matcher(key: string) {
  const [method, pattern] = key.split(' ') as [string, string];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  const path = new RegExp(`^${source}$`);
  return (call: RecordedCall) => call.method === method && path.test(call.path);
}

/**
 * Replaces global fetch with a recorder that answers by method and path, so a test can say what the page
 * sent ("the body sent", "zero calls") without a server. A call no route answers is recorded, answered 404
 * and listed in `unanswered`. Later routes given to `on` win over earlier ones for the same call.
 */
export function serverDouble(routes: Routes = {}) {
  const calls: RecordedCall[] = [];
  const unanswered: RecordedCall[] = [];
  let table: { matches: (call: RecordedCall) => boolean; handler: Handler | Answer }[] = [];
  const on = (more: Routes) => {
    table = [...Object.entries(more).map(([key, handler]) => ({ matches: matcher(key), handler })), ...table];
  };
  on(routes);

  const fetchDouble = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://portal.test');
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    calls.push(call);
    const route = table.find((r) => r.matches(call));
    if (!route) {
      unanswered.push(call);
      return json(404, { message: `No route for ${call.method} ${call.path}` });
    }
    const answer = typeof route.handler === 'function' ? await route.handler(call) : route.handler;
    return json(answer.status ?? 200, answer.body);
  };
  vi.stubGlobal('fetch', vi.fn(fetchDouble));

  const matching = (method?: string, path?: string | RegExp) =>
    calls.filter(
      (c) =>
        (method === undefined || c.method === method) &&
        (path === undefined || (typeof path === 'string' ? c.path === path : path.test(c.path))),
    );

  return {
    /** Every call so far, oldest first. */
    calls,
    /** Calls no route answered. */
    unanswered,
    /** Adds or overrides routes. */
    on,
    /** The calls with this method (and path, exact or a pattern). */
    callsTo: matching,
    /** Every call that would change something: POST, PUT, DELETE. */
    writes: () => calls.filter((c) => c.method !== 'GET'),
    /** The last call with this method (and path). */
    last: (method?: string, path?: string | RegExp) => matching(method, path).at(-1),
    /** Forgets the calls so far (not the routes). */
    forget: () => {
      calls.length = 0;
      unanswered.length = 0;
    },
  };
}

export type ServerDouble = ReturnType<typeof serverDouble>;

/** A list page as the server answers it. */
export const page = <R>(items: R[], total = items.length) => ({ body: { items, total } });

/** A refusal with the server's `{ message }`. */
export const refuse = (status: number, message = 'Refused') => ({ status, body: { message } });

afterEach(() => {
  vi.unstubAllGlobals();
});
