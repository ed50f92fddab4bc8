import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export interface LoadResult {
  latency: { p50: number; p95?: number; p99: number; max: number };
  requests: { average: number };
  non2xx: number;
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
