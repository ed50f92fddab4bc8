// The tablet web app's line of `npm run bench:web` (issue 21): the JavaScript it loads (gzip) and how soon
// its first screen can be used, from the navigation to the home screen's Messages button on screen, in
// headless Chromium with a cold cache each run (no service worker yet: a tablet's first start after set-up,
// the slowest). Targets: JavaScript ≤ 250 KB gzip; first screen < 1.5 s on this bench's profile (that of the
// portal's bench: localhost, no throttling). Also printed, without a target: the same on a slow tablet's
// profile (CPU 4× slower, 10 Mbit/s at 40 ms).
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { machineLine } from '../../server/bench/machine';
import { startBuiltServer } from '../../web/bench/built-server';
import { DEMO_ENROLMENT_SECRET } from '../../server/src/setup/demo-accounts';
import { demoIdentities } from '../../../tools/tablet-sim/src';
// The administrator signs in with a code; on a fresh server, after setting the authenticator up (ADR 0038).
import { signInAdminThroughApi } from '../../../e2e/support/admin-two-step';

const { base, stop } = await startBuiltServer({ port: 8385, env: { MQTT_PORT: 'off' } });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

/** Gzip bytes of the scripts a navigation loads, and when the home screen's Messages button showed. */
async function firstScreen(context: BrowserContext, slow: boolean): Promise<{ bytes: number; ms: number }> {
  const page = await context.newPage();
  if (slow) await slowTablet(page);
  let bytes = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      pending.push(res.body().then((b) => void (bytes += gzipSync(b).length)));
  });
  await page.goto(`${base}/tablet/`);
  const messages = page.getByRole('button', { name: /^Messages/ });
  await messages.waitFor();
  // From the start of the navigation to the moment the button is there and enabled, in the page's clock.
  const ms = await messages.evaluate((button) => {
    if ((button as HTMLButtonElement).disabled) throw new Error('Messages is disabled');
    return performance.now();
  });
  await Promise.all(pending);
  await page.close();
  return { bytes, ms };
}

async function slowTablet(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: (10e6 / 8) | 0,
    uploadThroughput: (5e6 / 8) | 0,
  });
}

// Set up once through the app's own set-up screen; each run starts from its stored credential.
const [identity] = await demoIdentities(base, { token: await signInAdminThroughApi(base) });
const setUp = await browser.newContext();
const setUpPage = await setUp.newPage();
let setUpBytes = 0;
setUpPage.on('response', (res) => {
  if (res.request().resourceType() === 'script')
    void res.body().then((b) => void (setUpBytes += gzipSync(b).length));
});
await setUpPage.goto(`${base}/tablet/`);
await setUpPage.getByLabel('Acorn id').fill(identity!.acorn_id);
await setUpPage.getByLabel('Serial number').fill(identity!.serial_number);
await setUpPage.getByLabel('Enrolment secret').fill(DEMO_ENROLMENT_SECRET);
await setUpPage.getByRole('button', { name: 'Set up' }).click();
await setUpPage.getByRole('button', { name: /^Messages/ }).waitFor();
const storageState = await setUp.storageState();
await setUp.close();

const runs = { quick: [] as number[], slow: [] as number[] };
let homeBytes = 0;
// Run 0 of each profile warms the server and is not reported.
for (const profile of ['quick', 'slow'] as const)
  for (let i = 0; i <= 5; i++) {
    const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
    const { bytes, ms } = await firstScreen(context, profile === 'slow');
    await context.close();
    if (i > 0) runs[profile].push(ms);
    homeBytes = Math.max(homeBytes, bytes);
  }
await browser.close();
await stop();

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const js = Math.max(homeBytes, setUpBytes);
const quick = median(runs.quick);
console.log(`${machineLine('bench:web (tablet app)')}; headless Chromium, localhost, cold cache per run`);
console.log(
  `tablet app JavaScript: set-up ${kb(setUpBytes)}, home ${kb(homeBytes)} gzip (target ≤ 250 KB) — ${js <= 250 * 1024 ? 'meets' : 'MISSES'}`,
);
console.log(
  `tablet app first screen (navigation → home usable) per run: ${runs.quick.map((m) => m.toFixed(0)).join(', ')} ms; median ${quick.toFixed(0)} ms (target < 1500 ms) — ${quick < 1500 ? 'meets' : 'MISSES'}`,
);
console.log(
  `  on a slow tablet's profile (CPU 4× slower, 10 Mbit/s, 40 ms; no target): ${runs.slow.map((m) => m.toFixed(0)).join(', ')} ms; median ${median(runs.slow).toFixed(0)} ms`,
);
