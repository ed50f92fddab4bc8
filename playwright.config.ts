import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePortNow } from './e2e/support/ports';

// Each run serves the built portal from a new, empty data directory, so demo data is loaded fresh.
// Set here once; the workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-e2e-'));
/** Mail the portal sends lands here, one file each (e2e/support/mailbox.ts reads it). */
process.env.E2E_MAIL_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-e2e-mail-'));
// Ports the system says are free, chosen once here (the workers inherit them): another program on the
// machine may hold any fixed one.
process.env.E2E_PORT ??= String(freePortNow());
process.env.E2E_SMTP_PORT ??= String(freePortNow());
process.env.E2E_WEATHER_PORT ??= String(freePortNow());
const port = Number(process.env.E2E_PORT);
/** A real SMTP server listens here for the whole run (e2e/support/global-setup.ts); the portal mails through it. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT);
/**
 * The portal asks the weather here. Nothing listens unless a spec starts the local Open-Meteo
 * (apps/server/test/open-meteo-server.ts) on it, as the dashboard spec does: any other page showing the
 * weather gets the calm "cannot be reached", and no run asks the real service.
 */
export const E2E_WEATHER_PORT = Number(process.env.E2E_WEATHER_PORT);

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // axe over a page of a wide table takes 10–20 s on two cores shared by two workers and the server.
  timeout: 60_000,
  // What a user would see is waited for up to 15 s (Playwright's 5 s default is a quiet machine's figure:
  // a first visit's chunks, a grid's first page and axe all share two cores with the server and a tablet
  // fleet). Each wait still ends the moment the thing shows.
  expect: { timeout: 15_000 },
  workers: 2,
  // The whole run takes 9–21 minutes in CI (by machine); one that stalls ends here, not at CI’s 90.
  globalTimeout: process.env.CI ? 45 * 60_000 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // Calls (issue 22): a camera and microphone that play a test pattern and a tone, granted without asking.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node apps/server/dist/server.js',
    url: `http://localhost:${port}/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      ACORN_DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Tablets here speak MQTT over the portal's WebSocket (/mqtt); 1883 may be the machine's Mosquitto.
      MQTT_PORT: 'off',
      // Every spec signs in from 127.0.0.1; the per-address limit is tested in the API suite.
      SIGN_IN_LIMIT_PER_MINUTE: '1000',
      // Two workers use the same demo accounts at machine speed; fair use is tested in the API suite and
      // by bench:fair-use.
      REQUEST_LIMIT: '10000',
      FAMILY_REQUEST_LIMIT: '10000',
      // The shortest allowed: the residents spec waits for an unanswered check-in to turn Failed.
      CHECK_IN_TIMEOUT_MINUTES: '1',
      // Short, so the calls spec sees an unanswered call become missed; long enough for a busy two-core
      // machine to answer a ringing call after checking its screen with axe.
      CALL_RING_SECONDS: '30',
      // Every group's part of a broadcast goes on the group's topic (ADR 0041), so the tablet app's way of
      // receiving one is what the specs exercise; in production from 50 tablets on.
      TABLET_GROUP_PUBLISH_MIN: '1',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      PUBLIC_URL: `http://localhost:${port}`,
      WEATHER_API_URL: `http://127.0.0.1:${E2E_WEATHER_PORT}`,
    },
  },
});
