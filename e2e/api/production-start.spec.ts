import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, DEMO_PASSWORD } from '../support/demo';
import { freePortNow } from '../support/ports';
import { runServerScript, startServer, stopped } from '../support/server-process';

/** Chosen for the whole file: the server restarts on the same port. */
const port = freePortNow();

/** Every file and folder under `dir` that another account could read or write. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (!entry.isSymbolicLink() && (fs.statSync(full).mode & 0o077) !== 0) open.push(full);
  }
  return open;
}

const signIn = (password = DEMO_PASSWORD) =>
  fetch(`http://127.0.0.1:${port}/v2/acorn/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password }),
  });

test('a data directory is private to the server, and production refuses the published demo accounts and secret', async () => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-start-'));

  // A demo start, by an account whose umask would leave every file open to all.
  let server = await startServer(dataDir, port, { umask: '000' });
  expect((await signIn()).status).toBe(200);
  server.kill('SIGTERM');
  await stopped(server);
  expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
  expect(openToOthers(dataDir)).toEqual([]);

  // The same data directory in production: refused, with the way out.
  const refused = await runServerScript('server.js', [], dataDir, port, { env: { NODE_ENV: 'production' } });
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('admin@acorn.demo');
  expect(refused.output).toContain("'acorn-demo-enrolment'");
  expect(refused.output).toContain('npm run admin -- remove-demo-accounts');

  const removed = await runServerScript('cli/admin.js', ['remove-demo-accounts'], dataDir, port);
  expect([removed.code, removed.output.trim()]).toEqual([
    0,
    'Removed 8 demo account(s) and the demo enrolment secret of 3 group(s).',
  ]);

  server = await startServer(dataDir, port, { env: { NODE_ENV: 'production' } });
  expect((await signIn()).status).toBe(401);
  server.kill('SIGTERM');
  await stopped(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
