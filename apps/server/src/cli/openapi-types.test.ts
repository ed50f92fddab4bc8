import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { API_TYPES_FILE, apiTypesSource } from './openapi-types.js';

const { app } = await createTestApp();

// The web app and the simulator are typed from the committed file: when it differs from what the server
// serves, the clients were type-checked against an API that is not there.
it('the committed API types are those of the OpenAPI document the server serves', async () => {
  const served = await apiTypesSource(app);
  const committed = await readFile(API_TYPES_FILE, 'utf8');
  expect(served, 'packages/api-types/src/openapi.ts is out of date: npm run gen:api-types').toBe(committed);
});
