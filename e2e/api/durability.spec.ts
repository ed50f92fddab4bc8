import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInAdminThroughApi } from '../support/admin-two-step';
import { freePortNow } from '../support/ports';
import { startServer, stopped } from '../support/server-process';

/** Chosen for the whole file: the server restarts on the same port. */
const port = freePortNow();
const api = `http://127.0.0.1:${port}`;

/** The administrator signs in with a code (and, on this server's first sign-in, sets the authenticator up). */
async function signIn(): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await signInAdminThroughApi(api)}`, 'content-type': 'application/json' };
}

test('the embedded database keeps every acknowledged write through a restart and a kill -9', async () => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-durability-'));
  let server = await startServer(dataDir, port);
  let headers = await signIn();
  const titles: string[] = [];
  const ids: number[] = [];
  for (let i = 0; i < 20; i++) {
    const title = `Durable ${i} ${Date.now()}`;
    const res = await fetch(`${api}/v1/acorn/newspapers`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title,
        description: 'd',
        url: 'https://a.ie',
        icon_url: 'https://a.ie/i.png',
        county: 'All',
      }),
    });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { newspaper_id: number }).newspaper_id);
    titles.push(title);
  }
  // The last write was acknowledged; kill at once, giving the server no chance to flush or close.
  server.kill('SIGKILL');
  await stopped(server);

  server = await startServer(dataDir, port);
  headers = await signIn();
  for (const [i, id] of ids.entries()) {
    const res = await fetch(`${api}/v1/acorn/newspapers/${id}`, { headers });
    expect(((await res.json()) as { title: string }).title).toBe(titles[i]);
  }
  // A graceful restart keeps them too, and does not load the demo data a second time.
  const before = await (await fetch(`${api}/v1/acorn/newspapers?page_size=5`, { headers })).json();
  server.kill('SIGTERM');
  await stopped(server);
  server = await startServer(dataDir, port);
  headers = await signIn();
  const after = await (await fetch(`${api}/v1/acorn/newspapers?page_size=5`, { headers })).json();
  expect(after.total).toBe(before.total);
  server.kill('SIGTERM');
  await stopped(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
