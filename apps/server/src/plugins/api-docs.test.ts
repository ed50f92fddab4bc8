import fs from 'node:fs';
import { expect, it } from 'vitest';
import { API_DOC, renderApiDoc } from '../../../../scripts/api-doc.js';
import { createTestApp } from '../../test/test-app.js';

const { app } = await createTestApp();
const doc = fs.readFileSync(API_DOC, 'utf8');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

it("docs/api.md's resource section is what the contracts say (else: npm run docs:api)", async () => {
  expect(await renderApiDoc(doc)).toBe(doc);
});

it('docs/api.md names every call the OpenAPI document at /docs lists, with its method', async () => {
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  const { paths } = res.json<{ paths: Record<string, Record<string, unknown>> }>();
  const calls = Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  // A call is named as `METHOD /path`, maybe followed by its query (`?page=`) but not by more path.
  const missing = calls.filter((call) => !new RegExp(`${escape(call)}(?![\\w/{}-])`).test(doc));
  expect(missing).toEqual([]);
});
