import type { RoleId } from '@acorn/domain/access';
import type { FuzzRequest, Operation } from './requests.js';

export interface Figures {
  sent: number;
  byClass: Record<string, number>;
  byStrategy: Record<string, number>;
  latencies: number[];
  failures: string[];
  /** Answers Node's HTTP parser gave before the app saw the request (431: headers over 16 KB). */
  parserRefusals: number;
}

/** A hang: an answer slower than this fails the run. */
const HANG_MS = 5_000;
const ROLE_REFUSED = 'You do not have permission to do this.';

/** Sends one request and judges its answer: never >= 500, never a hang, every 4xx JSON with a message. */
export async function send(
  request: FuzzRequest,
  figures: Figures,
): Promise<{ status: number; message?: string }> {
  const { op, strategy, url, headers, body } = request;
  const what = `${op.method} ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 160)} [${strategy}]`;
  const started = performance.now();
  figures.sent += 1;
  figures.byStrategy[strategy] = (figures.byStrategy[strategy] ?? 0) + 1;
  try {
    const res = await fetch(url, {
      method: op.method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(HANG_MS * 2),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    figures.latencies.push(ms);
    const klass = `${String(res.status)[0]}xx`;
    figures.byClass[klass] = (figures.byClass[klass] ?? 0) + 1;
    if (ms > HANG_MS) figures.failures.push(`${what}: answered after ${ms.toFixed(0)} ms`);
    if (res.status >= 500) figures.failures.push(`${what}: ${res.status} ${text.slice(0, 200)}`);
    if (res.status === 431 && text === '') {
      figures.parserRefusals += 1;
      return { status: res.status };
    }
    if (res.status >= 400 && res.status < 500) {
      const message = messageOf(text);
      if (message === undefined)
        figures.failures.push(`${what}: ${res.status} without a JSON message: ${text.slice(0, 120)}`);
      return { status: res.status, ...(message === undefined ? {} : { message }) };
    }
    return { status: res.status };
  } catch (error) {
    figures.latencies.push(performance.now() - started);
    figures.byClass.none = (figures.byClass.none ?? 0) + 1;
    // fetch says only "fetch failed": the cause (a reset, a closed socket) is what tells why.
    const cause = (error as Error & { cause?: Error & { code?: string } }).cause;
    const why = [(error as Error).message, cause?.code, cause?.message].filter(Boolean).join(': ');
    figures.failures.push(`${what}: no answer (${why})`);
    return { status: 0 };
  }
}

function messageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** Sends every request with `concurrency` in flight. */
export async function sendAll(requests: Iterable<FuzzRequest>, concurrency: number, figures: Figures) {
  const iterator = requests[Symbol.iterator]();
  const worker = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) await send(next.value, figures);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * The roles each operation admits, asked of the server: each role once (a request that changes nothing:
 * no body, ids no row has) until one is not refused for its role. Public operations admit everyone.
 */
export async function probeAccess(
  base: string,
  ops: readonly Operation[],
  roles: readonly RoleId[],
  sessions: Map<RoleId, Record<string, string>>,
  figures: Figures,
): Promise<Map<Operation, RoleId[]>> {
  const admitted = new Map<Operation, RoleId[]>();
  for (const op of ops) {
    const url = base + op.path.replace(/\{\w+\}/g, '2147483647');
    const found: RoleId[] = [];
    for (const role of [1, 7, 2, 8, 5, 4, 3].filter((r) => roles.includes(r as RoleId)) as RoleId[]) {
      const answer = await send({ op, strategy: 'role probe', url, headers: sessions.get(role)! }, figures);
      if (!(answer.status === 403 && answer.message === ROLE_REFUSED)) found.push(role);
      if (found.length) break;
    }
    admitted.set(op, found);
  }
  return admitted;
}
