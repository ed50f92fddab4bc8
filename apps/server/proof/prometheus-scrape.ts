// A real Prometheus scraping the built server (apps/server/dist), as production would (.ci/run): its own
// free ports and temporary storage, a scrape every second with the bearer token, the alert rules loaded.
// Passes once Prometheus itself reports the server up and a request-duration histogram with samples;
// waits on what Prometheus says (polling its HTTP API to a generous deadline), never a fixed sleep.
// Everything it starts is stopped when it ends, however it ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endChild, freePort } from './processes.js';
import { ProofServer } from './proof-server.js';

const DEADLINE_MS = 60_000;
const RULES = path.resolve(import.meta.dirname, '../../../docs/monitoring/acorn-alerts.yml');
const started = performance.now();
const say = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);

/** Polls `check` until it answers something other than undefined, or fails after DEADLINE_MS naming `what`. */
async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + DEADLINE_MS;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `Prometheus did not report ${what} within ${DEADLINE_MS / 1000} s${last ? `: ${String(last)}` : ''}`,
  );
}

const token = randomBytes(32).toString('hex');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-prometheus-'));
const server = new ProofServer({ port: await freePort(), env: { METRICS_TOKEN: token } });
let prometheus: ChildProcess | undefined;
let prometheusLog = '';

async function run() {
  await server.start();
  say(`server on ${server.base}`);
  const { host } = new URL(server.base);
  fs.writeFileSync(path.join(dir, 'token'), token, { mode: 0o600 });
  fs.writeFileSync(
    path.join(dir, 'prometheus.yml'),
    [
      'global: { scrape_interval: 1s, evaluation_interval: 1s }',
      `rule_files: ['${RULES}']`,
      'scrape_configs:',
      '  - job_name: acorn',
      '    scrape_timeout: 1s',
      `    authorization: { credentials_file: '${path.join(dir, 'token')}' }`,
      `    static_configs: [{ targets: ['${host}'] }]`,
    ].join('\n'),
  );
  const api = `http://127.0.0.1:${await freePort()}`;
  prometheus = spawn(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=${new URL(api).host}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const out of [prometheus.stdout!, prometheus.stderr!])
    out.on('data', (c: Buffer) => (prometheusLog += c));
  say(`Prometheus on ${api}`);

  const query = async (promql: string) => {
    const res = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const body = (await res.json()) as { data?: { result: { value: [number, string] }[] } };
    return body.data?.result ?? [];
  };
  const loaded = await until('the alert rules loaded', async () => {
    const res = await fetch(`${api}/api/v1/rules`);
    const body = (await res.json()) as { data: { groups: { rules: unknown[] }[] } };
    const rules = body.data.groups.flatMap((g) => g.rules).length;
    return rules > 0 ? rules : undefined;
  });
  say(`${loaded} alert rules loaded`);
  await until('the server up (up == 1)', async () =>
    (await query('up{job="acorn"} == 1')).length ? true : undefined,
  );
  say('up == 1');
  // Requests for the histogram to count while Prometheus scrapes.
  for (let i = 0; i < 5; i++) await fetch(`${server.base}/v1/acorn/residents`);
  const samples = await until('request-duration samples for /v1/acorn/residents', async () => {
    const [result] = await query(
      'sum(http_request_duration_seconds_count{job="acorn", route="/v1/acorn/residents", status_code="401"})',
    );
    return result && Number(result.value[1]) >= 5 ? Number(result.value[1]) : undefined;
  });
  say(`http_request_duration_seconds_count for /v1/acorn/residents: ${samples}`);
  const [p99] = await query(
    'histogram_quantile(0.99, sum by (le) (http_request_duration_seconds_bucket{job="acorn", route="/v1/acorn/residents"}))',
  );
  say(`their p99 by the histogram: ${p99?.value[1]} s`);
}

/** Stops what this started; also when CI stops the script (SIGTERM, SIGINT). */
async function cleanUp() {
  if (prometheus) await endChild(prometheus, 'SIGTERM');
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(1)));

let failed = false;
try {
  await run();
  say('Prometheus scrapes the server: passed');
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
  if (prometheusLog) console.error(`Prometheus' log:\n${prometheusLog.slice(-4000)}`);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
