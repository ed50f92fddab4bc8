import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

export interface RunningServer {
  url: string;
  mqttPort: number;
  child: ChildProcess;
  /** Every line the server wrote (LOG_LEVEL=warn: warnings and errors only). */
  log: string[];
  stop(): Promise<void>;
}

/**
 * The built server (apps/server/dist/server.js) in its own process on its own data directory and ports, as
 * .ci/run's start_instance starts one: demo data on first start, warnings only, sign-in limit out of the way.
 */
export async function startServer(opts: {
  dataDir: string;
  port: number;
  mqttPort: number;
  weatherUrl: string;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${opts.port}`;
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(opts.port),
      PUBLIC_URL: url,
      ACORN_DATA_DIR: opts.dataDir,
      MQTT_PORT: String(opts.mqttPort),
      LOG_LEVEL: 'warn',
      SIGN_IN_LIMIT_PER_MINUTE: '100000',
      // One session per role sends every fuzzed request: fair use would answer most of them 429.
      REQUEST_LIMIT: '0',
      FAMILY_REQUEST_LIMIT: '0',
      WEATHER_API_URL: opts.weatherUrl,
      DATABASE_URL: '',
      MQTT_URL: '',
      NODE_ENV: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log.join('\n')}`);
    const up = await fetch(`${url}/docs/json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in 120 s:\n${log.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    mqttPort: opts.mqttPort,
    child,
    log,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
