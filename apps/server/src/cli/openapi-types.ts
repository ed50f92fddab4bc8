import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

/** The committed types of the API, read by the web app and the simulator (packages/api-types). */
export const API_TYPES_FILE = path.resolve(
  import.meta.dirname,
  '../../../../packages/api-types/src/openapi.ts',
);

const HEADER = `// Generated from the server's OpenAPI document by \`npm run gen:api-types\`: do not edit.
// A test (apps/server/src/cli/openapi-types.test.ts) fails when this differs from what the server serves.
`;

/** The TypeScript types of the OpenAPI document the app serves at /docs/json, formatted as committed. */
export async function apiTypesSource(app: FastifyInstance): Promise<string> {
  await app.ready();
  const document = app.swagger();
  const ast = await openapiTS(document as OpenAPI3, { alphabetize: true });
  const options = await prettier.resolveConfig(API_TYPES_FILE);
  return prettier.format(HEADER + astToString(ast), { ...options, filepath: API_TYPES_FILE });
}

/**
 * Builds the whole server on an empty in-memory database, without listening on any port, and writes its
 * API's types. The database is needed only because the tablet link touches it while the app is built.
 */
export async function writeApiTypes(): Promise<string> {
  const database = await openDatabase({});
  const dataDir = await mkdtemp(path.join(tmpdir(), 'acorn-openapi-'));
  try {
    await database.migrate();
    const config = { ...readConfig({}), dataDir, webDir: undefined, mqttPort: null };
    const app = await buildApp({ db: database.db, config });
    try {
      await writeFile(API_TYPES_FILE, await apiTypesSource(app));
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return API_TYPES_FILE;
}
