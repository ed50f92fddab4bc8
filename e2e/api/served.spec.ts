import { expect, test } from '@playwright/test';
import { adminToken } from '../support/admin-two-step';

test('the OpenAPI document lists the API', async ({ request }) => {
  const doc = await (await request.get('/docs/json')).json();
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v2/acorn/login', '/v1/acorn/newspapers']));
});

test('unknown API paths answer JSON 404 and unknown screens get the SPA', async ({ request }) => {
  const api = await request.get('/v1/acorn/nothing-here');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ message: 'Not found.' });
  const screen = await request.get('/some/unknown/screen');
  expect(screen.headers()['content-type']).toContain('text/html');
});

test('demo data is loaded: the demo newspapers are there for the administrator', async ({ request }) => {
  const last_active_token = await adminToken();
  const list = await request.get('/v1/acorn/newspapers?page_size=5', {
    headers: { authorization: `Bearer ${last_active_token}` },
  });
  const body = await list.json();
  expect(body.total).toBeGreaterThan(0);
  expect(body.items).toHaveLength(Math.min(5, body.total));
});
