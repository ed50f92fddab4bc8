import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createClient } from '@hey-api/openapi-ts';
import { afterAll, expect, it } from 'vitest';
import { createPortalUser, TEST_PASSWORD } from '../../test/fixtures.js';
import { createTestApp } from '../../test/test-app.js';

// Any client must be able to use the API from its OpenAPI document alone (issue 42): a standard generator
// (Hey API's openapi-ts, its fetch client and SDK) makes a client from the document the server serves, the
// client compiles under strict TypeScript together with the calls below, and the calls work against the
// server: signed in, a list read, a refusal read as the API's `{ message }`.
const { app, db } = await createTestApp();
const base = await app.listen({ port: 0, host: '127.0.0.1' });
await createPortalUser(db, { email: 'client@example.ie', roles: [2], group_id: 1 });
const folder = await mkdtemp(path.join(tmpdir(), 'acorn-generated-client-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const TSC = fileURLToPath(new URL('../../../../node_modules/.bin/tsc', import.meta.url));

/** A third party's first calls, written against the generated SDK's names alone. */
const SMOKE = `
import { client } from './client/client.gen';
import { getMe, getFacility, listFacilities, signIn } from './client/sdk.gen';

export async function smoke(baseUrl: string, email: string, password: string) {
  client.setConfig({ baseUrl });
  const signedIn = await signIn({ body: { email, password } });
  if (!signedIn.data || !('last_active_token' in signedIn.data)) throw new Error('not signed in');
  client.setConfig({ baseUrl, headers: { authorization: \`Bearer \${signedIn.data.last_active_token}\` } });
  const me = await getMe();
  const facilities = await listFacilities({ query: { page: 1, page_size: 5 } });
  const missing = await getFacility({ path: { id: '2147483647' } });
  return {
    email: me.data?.email,
    facilities: facilities.data?.items.length,
    total: facilities.data?.total,
    missing: [missing.response?.status, missing.error],
  };
}
`;

it(
  'generates a client that compiles and signs in, lists and reads a refusal',
  { timeout: 120_000 },
  async () => {
    const input = path.join(folder, 'openapi.json');
    await writeFile(input, (await app.inject({ url: '/docs/json' })).body);
    await createClient({
      input,
      output: { path: path.join(folder, 'client') },
      plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
      logs: { level: 'silent' },
    });
    await writeFile(path.join(folder, 'smoke.ts'), SMOKE);
    const compiled = await promisify(execFile)(
      TSC,
      [
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        ...[
          '--target',
          'es2022',
          '--module',
          'esnext',
          '--moduleResolution',
          'bundler',
          '--lib',
          'es2022,dom',
        ],
        path.join(folder, 'smoke.ts'),
      ],
      { cwd: folder, timeout: 90_000 },
    ).catch((failed: { stdout: string }) => failed);
    expect(compiled.stdout).toBe('');

    const { smoke } = (await import(path.join(folder, 'smoke.ts'))) as {
      smoke: (base: string, email: string, password: string) => Promise<unknown>;
    };
    expect(await smoke(base, 'client@example.ie', TEST_PASSWORD)).toEqual({
      email: 'client@example.ie',
      facilities: expect.any(Number),
      total: expect.any(Number),
      missing: [404, { message: 'Facility not found.' }],
    });
  },
);
