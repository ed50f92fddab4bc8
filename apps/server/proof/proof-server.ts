import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endChild } from './processes.js';

const ownRoot = path.resolve(import.meta.dirname, '../../..');
/** Every demo account's password (apps/server/src/setup/demo-accounts.ts). */
const DEMO_PASSWORD = 'acorn-demo-portal';

/**
 * The built server (apps/server/dist) as `npm start` runs it, on a data directory that outlives its
 * process: a proof kills it (SIGKILL, no chance to flush) and starts it again on the same files.
 */
export class ProofServer {
  readonly base: string;
  readonly dataDir: string;
  private child: ChildProcess | undefined;

  constructor(
    private readonly options: {
      port: number;
      env?: Record<string, string>;
      /** Another checkout's build (the upgrade proof's previous release); by default this one's. */
      root?: string;
      /** Another server's data directory, to start on its files; by default a new one. */
      dataDir?: string;
    },
  ) {
    this.base = `http://127.0.0.1:${options.port}`;
    this.dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-proof-'));
  }

  /** Starts the server and resolves once it answers; its log is printed if it does not. */
  async start(timeoutMs = 120_000): Promise<void> {
    if (await this.answers()) throw new Error(`port ${this.options.port} is taken`);
    let log = '';
    const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
      cwd: this.options.root ?? ownRoot,
      env: {
        ...process.env,
        PORT: String(this.options.port),
        PUBLIC_URL: `http://localhost:${this.options.port}`,
        ACORN_DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        MQTT_PORT: 'off',
        SIGN_IN_LIMIT_PER_MINUTE: '100000',
        // A proof's bursts come from one session: fair use (tested on its own) would thin them.
        REQUEST_LIMIT: '0',
        FAMILY_REQUEST_LIMIT: '0',
        WEATHER_API_URL: 'http://127.0.0.1:9',
        ...this.options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const out of [child.stdout, child.stderr]) out.on('data', (chunk: Buffer) => (log += chunk));
    this.child = child;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log}`);
      if (await this.answers()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill('SIGKILL');
    throw new Error(`the server did not start in ${timeoutMs / 1000} s:\n${log}`);
  }

  /** The server process's id (its memory is read from /proc). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** kill -9: the process ends at once, whatever it was writing. Resolves once it has. */
  async kill(): Promise<void> {
    await this.end('SIGKILL');
  }

  /** Stops the server (SIGTERM) and removes its data directory, unless it is to start again on it. */
  async stop(options: { keepData?: boolean } = {}): Promise<void> {
    await this.end('SIGTERM');
    if (!options.keepData) fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** A bearer token of a demo account (or of another, given its password). */
  async signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await fetch(`${this.base}/v2/acorn/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { last_active_token: string }).last_active_token;
  }

  private async end(signal: NodeJS.Signals) {
    if (this.child) await endChild(this.child, signal);
  }

  private answers() {
    return fetch(`${this.base}/docs/json`).then(
      (r) => r.ok,
      () => false,
    );
  }
}
