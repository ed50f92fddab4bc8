import { eq } from 'drizzle-orm';
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { portalUsers } from '../db/schema/index.js';

// Issue 40: the admin command opened an embedded database a running server had open, said "Created", and
// the write was lost. The server and the command each take the data directory's lock before opening it.
const dataDir = await mkdtemp(path.join(tmpdir(), 'acorn-admin-lock-'));
const pgdata = path.join(dataDir, 'pgdata');
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const ADMIN = path.join(import.meta.dirname, 'admin.ts');
const run = promisify(execFile);

/** `npm run admin -- create …` on the data directory, as a process of its own (the embedded database). */
async function createUser(email: string) {
  const { DATABASE_URL: _server, ...env } = process.env;
  const args = ['--import', 'tsx', ADMIN, 'create', '--email', email, '--password', 'a-long-Pass-phrase-9'];
  try {
    const { stdout, stderr } = await run(process.execPath, args, {
      env: { ...env, ACORN_DATA_DIR: dataDir, INIT_CWD: dataDir, NODE_ENV: 'production' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function usersNamed(email: string) {
  const database = await openDatabase({ dataDir: pgdata });
  try {
    return await database.db.select().from(portalUsers).where(eq(portalUsers.email, email));
  } finally {
    await database.close();
  }
}

describe('npm run admin on the embedded database', () => {
  it('refuses while the server has the database open, and writes nothing', async () => {
    // The server opens its database this way (server.ts), taking the lock.
    const server = await openDatabase({ dataDir: pgdata });
    await server.migrate();
    const refused = await createUser('while.running@acorn.ie');
    await server.close();

    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`is in use by process ${process.pid}`);
    expect(refused.stderr).toContain('Stop it first');
    expect(refused.stdout).not.toContain('Created');
    expect(await usersNamed('while.running@acorn.ie')).toEqual([]);
  });

  it('takes over a lock its process left when it was killed, and writes', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
    await once(holder, 'spawn');
    await writeFile(`${pgdata}.lock`, `${holder.pid}\n`);
    expect((await createUser('stale@acorn.ie')).stderr).toContain(`is in use by process ${holder.pid}`);

    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const created = await createUser('stale@acorn.ie');
    expect(created.stdout, created.stderr).toContain('Created portal user stale@acorn.ie');
    expect(await usersNamed('stale@acorn.ie')).toHaveLength(1);
  });
});
