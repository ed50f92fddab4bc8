import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export interface BuiltServer {
  base: string;
  dataDir: string;
  /** Stops the server and, once it has exited, removes its data directory. */
  stop(): Promise<void>;
}

/**
 * The built portal (apps/server/dist, serving the built web and tablet apps) on a port of the bench's own
 * and a data directory of its own, as `npm start` runs it: the benches measure what people get. Resolves
 * once it answers. A data directory may be given already filled (a bench that seeds its database first).
 */
export async function startBuiltServer(options: {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<BuiltServer> {
  const base = `http://localhost:${options.port}`;
  const answers = () =>
    fetch(`${base}/docs/json`).then(
      (r) => r.ok,
      () => false,
    );
  if (await answers()) throw new Error(`port ${options.port} is taken: another portal is running there`);
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-bench-'));
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      PUBLIC_URL: base,
      ACORN_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: 'ignore',
  });
  // A failed run must not leave its server behind.
  process.once('exit', () => server.kill('SIGTERM'));
  for (let i = 0; i < 300 && !(await answers()); i++) await new Promise((r) => setTimeout(r, 200));
  return {
    base,
    dataDir,
    stop: async () => {
      // Its files go once it has exited: removed earlier, the database may still be writing them.
      const exited = new Promise((resolve) => server.once('exit', resolve));
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
