import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The built server as its own process on its own data directory, for restart and crash tests. */
export async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), ACORN_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/docs/json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start in 90 s');
}

export function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
}
