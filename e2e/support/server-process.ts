import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

interface Options {
  /** More environment (NODE_ENV, …). */
  env?: Record<string, string>;
  /** The file-creation mask the process starts with, as a shell's umask command takes it. */
  umask?: string;
}

/** A built server script (the server, or the admin command) in its own process, on its own data directory. */
export function spawnServerScript(
  script: string,
  args: string[],
  dataDir: string,
  port: number,
  options: Options = {},
) {
  const env = {
    ...process.env,
    PORT: String(port),
    ACORN_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // MQTT over TCP is not what these tests are about, and 1883 may be the machine's Mosquitto.
    MQTT_PORT: 'off',
    NODE_ENV: '',
    ...options.env,
  };
  const command = [process.execPath, `apps/server/dist/${script}`, ...args];
  const quoted = command.map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  return options.umask
    ? spawn('sh', ['-c', `umask ${options.umask} && exec ${quoted}`], { cwd: root, env, stdio: 'pipe' })
    : spawn(command[0]!, command.slice(1), { cwd: root, env, stdio: 'pipe' });
}

/** The built server as its own process on its own data directory, for restart and crash tests. */
export async function startServer(
  dataDir: string,
  port: number,
  options: Options = {},
): Promise<ChildProcess> {
  const child = spawnServerScript('server.js', [], dataDir, port, options);
  child.stderr?.pipe(process.stderr);
  child.stdout?.resume(); // read, so a chatty server never blocks on a full pipe
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

/** Runs a built server script to its end: its exit code and everything it wrote. */
export async function runServerScript(
  script: string,
  args: string[],
  dataDir: string,
  port: number,
  options: Options = {},
) {
  const child = spawnServerScript(script, args, dataDir, port, options);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

export function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
}
