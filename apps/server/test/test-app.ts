import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { readConfig, type Config } from '../src/config.js';
import type { Mailer } from '../src/mail/mailer.js';
import { openTestDatabase } from './test-database.js';

/** A clock tests move by hand: sessions, lockout and reset links are tested without sleeping. */
export function testClock(start = '2026-11-21T09:00:00.000Z') {
  let now = Date.parse(start);
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

/** The whole server on its own fresh database, closed after the file's tests. */
export async function createTestApp(
  options: { config?: Partial<Config>; mailer?: Mailer; logger?: FastifyBaseLogger } = {},
) {
  const database = await openTestDatabase();
  const clock = testClock();
  // Uploaded files go to a folder of this test file's own, removed with it.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'acorn-test-'));
  const config = {
    ...readConfig({}),
    dataDir,
    publicUrl: 'http://portal.test',
    webDir: undefined,
    tabletDir: undefined,
    // The embedded broker serves MQTT over WebSocket only: test files run side by side.
    mqttPort: null,
    // Tablets' jobs are looked for when a test asks (app.tabletJobs.sweep), not by a timer moving its counts.
    tabletJobSweepSeconds: 0,
    // The clock stands still, so a file's every call would fall in one fair-use window: off but where a
    // test asks (plugins/fair-use.test.ts).
    requestLimit: 0,
    familyRequestLimit: 0,
    ...options.config,
  };
  const app = await buildApp({
    db: database.db,
    config,
    clock,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  afterAll(async () => {
    await Promise.all(siblings.map((sibling) => sibling.close()));
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const siblings: Awaited<ReturnType<typeof buildApp>>[] = [];
  /** Another API instance on the same database (scale-out tests): closed with the first. */
  async function sibling(extra: Partial<Config> = {}, logger?: FastifyBaseLogger) {
    const other = await buildApp({
      db: database.db,
      config: { ...config, ...extra },
      clock,
      ...(logger ? { logger } : {}),
    });
    siblings.push(other);
    return other;
  }
  return { app, db: database.db, clock, dataDir, sibling };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
