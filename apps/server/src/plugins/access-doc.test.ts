import fs from 'node:fs';
import { expect, it } from 'vitest';
import { ACCESS_DOC, renderAccessDoc } from '../../../../scripts/access-doc.js';
import { unmappedParams } from '../../test/access-matrix/cases.js';
import { createTestApp } from '../../test/test-app.js';

const { app } = await createTestApp();

it('docs/access.md is what the route table says (else: npm run docs:access)', async () => {
  expect(await renderAccessDoc(app.apiRoutes)).toBe(fs.readFileSync(ACCESS_DOC, 'utf8'));
});

it('names, for a path parameter no sample rule knows, the route and the parameter', () => {
  // What makes a new route's matrix slice fail until its rows are named in test/access-matrix/samples.ts.
  const route = {
    method: 'GET',
    url: '/v1/acorn/residents/:user_id/widgets/:widget_id',
    access: [1] as const,
  };
  expect(unmappedParams({ ...route, access: [1] })).toEqual(['widget_id']);
});
