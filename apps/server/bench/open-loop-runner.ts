import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export interface LoadResult {
  latency: { p50: number; p95?: number; p99: number; max: number };
  requests: { average: number };
  non2xx: number;
  /** Answers per status (the open-loop generator's). */
  statuses?: Record<string, number>;
  /** The open-loop generator's own CPU time, ms. */
  cpuMs?: number;
}

const script = fileURLToPath(new URL('./open-loop.mjs', import.meta.url));

/**
 * Runs open-loop.mjs as its own process (in the server's process it would take the server's one thread
 * and measure itself): `rate` GETs a second for `seconds`, taking `urls` in turn.
 */
export async function openLoop(
  urls: readonly string[],
  authorization: string,
  rate: number,
  seconds: number,
): Promise<LoadResult> {
  const [first, ...more] = urls;
  const args = [script, first!, authorization, String(rate), String(seconds), ...more];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as LoadResult;
}

export interface RouteMix {
  name: string;
  /** The Authorization header the mix is sent with. */
  authorization: string;
  urls: string[];
}

/**
 * Loads each mix at `rate` for `seconds` after a 3 s warm-up (JIT, caches, statement plans), prints one
 * row of percentiles per mix, and returns the worst p99: the figure the benches hold against their target.
 */
export async function runMixes(mixes: readonly RouteMix[], rate: number, seconds: number): Promise<number> {
  const width = Math.max(...mixes.map((mix) => mix.name.length)) + 2;
  console.log('route mix'.padEnd(width), 'p50 ms', ' p95 ms', ' p99 ms', ' max ms', '  req/s', ' non-2xx');
  let worst = 0;
  for (const mix of mixes) {
    await openLoop(mix.urls, mix.authorization, rate, 3);
    const result = await openLoop(mix.urls, mix.authorization, rate, seconds);
    worst = Math.max(worst, result.latency.p99);
    console.log(
      mix.name.padEnd(width),
      String(result.latency.p50).padStart(6),
      String(result.latency.p95).padStart(7),
      String(result.latency.p99).padStart(7),
      String(result.latency.max).padStart(7),
      result.requests.average.toFixed(0).padStart(7),
      String(result.non2xx).padStart(8),
    );
  }
  return worst;
}
