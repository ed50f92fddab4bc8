import { defineConfig } from '@playwright/test';
import main from '../../playwright.config';

/**
 * The browser tests across two API instances (calls, issue 22; files, issue 41): CI's last stage (.ci/run)
 * starts two built servers sharing one PostgreSQL database and one Mosquitto, each with a data directory of
 * its own, and runs this config against them. Not part of
 * `npm test` (the main config's tests end in .spec.ts; these in .scale.ts): it needs what that stage starts.
 *
 *   E2E_A_URL, E2E_B_URL  the two instances, e.g. http://localhost:8191 and http://localhost:8192
 */
const a = process.env.E2E_A_URL;
const b = process.env.E2E_B_URL;
if (!a || !b) throw new Error('E2E_A_URL and E2E_B_URL name the two API instances (see .ci/run)');
// The support code asks the demo residents of the instance at E2E_PORT (e2e/support/residents.ts): A's.
process.env.E2E_PORT = new URL(a).port;

export default defineConfig({
  testDir: '.',
  testMatch: '*.scale.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: process.env.CI ? 'line' : 'list',
  // The same Chromium as the main run: fake camera and microphone, granted without asking.
  use: { baseURL: a, launchOptions: main.use?.launchOptions },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
