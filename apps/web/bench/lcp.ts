// npm run bench:lcp — Largest Contentful Paint of every main route, cold (issue 42 §7: ≤ 1 s on every page,
// cold, on a quiet machine). Serves the built portal as `npm start` does, on a fresh data directory, and in
// headless Chromium opens each route in a new browser context (an empty cache), waits for its heading and a
// quiet network, and reads the largest paint the browser recorded (PerformanceObserver, buffered).
// The weather service never answers here (a local one that holds each request until the portal's own
// timeout): a page's first paint must not wait on a call that may fail.
import { ROUTES, type RouteEntry } from '@acorn/domain/access';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { machineLine } from '../../server/bench/machine';
import { ADMIN, signInAs } from '../../../e2e/support/demo';
import { startBuiltServer } from './built-server';

const RUNS = Number(process.env.LCP_RUNS ?? 3);
/** Some routes only, e.g. LCP_ROUTES=/home,/maintenance (all by default). */
const ONLY = process.env.LCP_ROUTES?.split(',');
const TARGET_MS = 1000;

/** A weather service that never answers: requests are held open until the portal gives up on them. */
const silentWeather = http.createServer(() => undefined);
await new Promise<void>((resolve) => silentWeather.listen(0, '127.0.0.1', resolve));
const weatherPort = (silentWeather.address() as AddressInfo).port;
const free = http.createServer();
await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
const port = (free.address() as AddressInfo).port;
await new Promise((resolve) => free.close(resolve));
// The specs' sign-in helpers find the portal here (e2e/support/ports.ts).
process.env.E2E_PORT = String(port);

const { base, stop } = await startBuiltServer({
  port,
  env: { WEATHER_API_URL: `http://127.0.0.1:${weatherPort}` },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});

/** A signed-in browser state for an account, as the end-to-end specs sign in (the administrator's two steps too). */
async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: base });
  await signInAs(await context.newPage(), email, '/favicon.svg');
  const state = await context.storageState();
  return { state, context };
}

/** In the page: the largest paint so far, its time and what it is. */
const largestPaint = () =>
  new Promise<{ at: number; what: string }>((resolve) => {
    new PerformanceObserver((list) => {
      const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
      const el = entry.element;
      const what = el
        ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`
        : '(element gone)';
      resolve({ at: entry.startTime, what });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

/** One cold visit: a new context (empty cache) with the account's state. */
async function lcpOf(
  state: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
  target: string,
  heading: string,
) {
  const context = await browser.newContext(state ? { storageState: state } : {});
  const page = await context.newPage();
  await page.goto(`${base}${target}`);
  await page
    .getByRole(heading === 'Sign in' ? 'button' : 'heading', { name: heading, exact: true })
    .first()
    .waitFor()
    .catch(async (e: unknown) => {
      const seen = (await page.locator('body').innerText()).slice(0, 200);
      throw new Error(`${target}: no "${heading}" at ${page.url()}: ${seen}`, { cause: e });
    });
  await page.waitForLoadState('networkidle');
  const paint = await page.evaluate(largestPaint);
  await context.close();
  return paint;
}

const admin = await signedIn(browser, ADMIN);
const family = await signedIn(browser, 'family@acorn.demo');
const ask = async <T>(path: string) =>
  (await (await admin.context.request.get(`${base}${path}`)).json()) as T;
const { users } = await ask<{ users: { user_id: number }[] }>('/v1/acorn/users?user_type=2');
const { items } = await ask<{ items: { facility_id: number }[] }>('/v1/acorn/facilities');
await admin.context.close();
await family.context.close();

const familyOnly = (r: RouteEntry) => Array.isArray(r.access) && !r.access.includes(1);
/** Where a route is opened and the heading it shows once there. */
function visit(route: RouteEntry): { target: string; heading: string } {
  if (route.path === '/device/:device')
    return { target: `/device/${users[0]!.user_id}`, heading: 'Tablet User Details' };
  if (route.path === '/activities_report' || route.path === '/maintaince_report')
    return { target: `${route.path}?facility_id=${items[0]!.facility_id}`, heading: route.title };
  return { target: route.path, heading: route.title };
}

const rows: { target: string; median: number; worst: number; what: string }[] = [];
const measure = async (state: typeof admin.state | undefined, target: string, heading: string) => {
  const paints = [];
  for (let i = 0; i < RUNS; i++) paints.push(await lcpOf(state, target, heading));
  const times = paints.map((p) => p.at).sort((a, b) => a - b);
  rows.push({
    target,
    median: times[Math.floor(times.length / 2)]!,
    worst: times.at(-1)!,
    what: paints.at(-1)!.what,
  });
};

// One unreported visit first: the server's JIT and first queries, as any running portal has had them.
await lcpOf(admin.state, '/home', 'Dashboard');
if (!ONLY || ONLY.includes('/')) await measure(undefined, '/', 'Sign in');
for (const route of ROUTES.filter((r) => r.access !== 'public' && (!ONLY || ONLY.includes(r.path)))) {
  const { target, heading } = visit(route);
  await measure(familyOnly(route) ? family.state : admin.state, target, heading);
}
await browser.close();
await stop();
silentWeather.close();

console.log(
  `${machineLine('bench:lcp')}; headless Chromium, localhost, cold browser cache per visit, ${RUNS} visits per route, weather service silent`,
);
for (const r of rows)
  console.log(
    `${r.target.padEnd(36)} LCP median ${r.median.toFixed(0).padStart(5)} ms, worst ${r.worst.toFixed(0).padStart(5)} ms  ${r.median <= TARGET_MS ? '     ' : 'OVER '} ${r.what}`,
  );
const over = rows.filter((r) => r.median > TARGET_MS);
console.log(
  over.length === 0
    ? `every route's median LCP ≤ ${TARGET_MS} ms — meets`
    : `${over.length} route(s) over ${TARGET_MS} ms: ${over.map((r) => r.target).join(', ')} — MISSES`,
);
