import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';

// The OpenAPI document is what a client is generated from (issue 42): it must pass a standard linter,
// Redocly's recommended rules, and name each operation once, so a generated client reads `listResidents`
// rather than `getV1AcornResidents`.
const { app } = await createTestApp();
const doc = (await app.inject({ url: '/docs/json' })).json<Document>();
const folder = await mkdtemp(path.join(tmpdir(), 'acorn-openapi-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

type Operation = { operationId?: string; summary?: string; responses?: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };
type Problem = { ruleId: string; severity: string; message: string; location: { pointer?: string }[] };

const REDOCLY = fileURLToPath(new URL('../../../../node_modules/.bin/redocly', import.meta.url));
/** Warnings Redocly still gives; this number only ever goes down. */
const WARNINGS_BUDGET = 0;

const operations = Object.entries(doc.paths).flatMap(([where, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ call: `${method.toUpperCase()} ${where}`, ...op })),
);

it('names every operation once, and says in a summary what it does', () => {
  expect(operations.filter((op) => !op.operationId || !op.summary).map((op) => op.call)).toEqual([]);
  const seen = new Map<string, string>();
  const twice = operations.filter((op) => seen.has(op.operationId!) || !seen.set(op.operationId!, op.call));
  expect(twice.map((op) => `${op.operationId}: ${op.call} and ${seen.get(op.operationId!)}`)).toEqual([]);
  expect(
    operations.filter((op) => !/^[a-z][A-Za-z0-9]*$/.test(op.operationId!)).map((op) => op.call),
  ).toEqual([]);
});

it(
  'passes Redocly’s recommended rules: no error, and no more warnings than before',
  { timeout: 90_000 },
  async () => {
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const { stdout } = await promisify(execFile)(
      REDOCLY,
      ['lint', file, '--extends=recommended', '--format=json', '--max-problems=10000'],
      // No telemetry or update check from a test (the machine's network is closed), and never a hang.
      {
        maxBuffer: 64 * 1024 * 1024,
        timeout: 80_000,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((failed: { stdout: string }) => failed); // it exits 1 when it finds errors: its report says which
    const problems = JSON.parse(stdout.slice(stdout.indexOf('{'))).problems as Problem[];
    const said = (severity: string) =>
      problems
        .filter((p) => p.severity === severity)
        .map((p) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);
    expect(said('error')).toEqual([]);
    expect(said('warn').length, said('warn').slice(0, 20).join('\n')).toBeLessThanOrEqual(WARNINGS_BUDGET);
  },
);
