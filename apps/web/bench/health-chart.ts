// npm run bench:health — one resident's health charts (issue 18; target: 10,000 readings of one resident
// chart in < 300 ms in Chromium). Loads the demo data into a fresh data directory, adds 10,000 readings over a
// year for one of the manager's residents straight into the database, starts the built server on it, and in
// headless Chromium measures from the click on More Details (range 1 year) to every chart's line drawn.
// Also prints the residents page's JavaScript (gzip) and the size of the charts' own chunk.
import { chromium, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { machineLine } from '../../server/bench/machine';
import { prepareDatabase } from '../../server/src/setup/bootstrap';
import { openDatabase } from '../../server/src/db/client';
import { createLogger } from '../../server/src/lib/logger';
import { startBuiltServer } from './built-server';

const READINGS = 10_000;
const RUNS = 20;
/** The line paths of the full-screen view's charts: blood pressure's two, heart rate, weight, temperature, SpO2. */
const LINES = 6;
const root = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(root, 'apps/web/dist');
const port = 8384;
const base = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-bench-health-'));

// The demo data, then one resident's year of readings, in one INSERT … SELECT before the server opens it.
const database = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
await prepareDatabase(database, { production: false, log: createLogger('warn') });
const [resident] = (
  await database.db.execute<{ user_id: number; group_id: number }>(sql`
    select u.user_id, u.group_id from acorn_users u
    join portal_users p on p.group_id = u.group_id and p.email = 'manager@acorn.demo'
    where u.user_type = 2 order by u.user_id limit 1`)
).rows;
if (!resident) throw new Error('no resident in the manager’s group');
await database.db.execute(sql`
  insert into health_readings (user_id, group_id, timestamp, sys, dia, bpm, temperature, weight, oximeter, source, recorded_by)
  select ${resident.user_id}, ${resident.group_id}, now() - (k * interval '364 days') / ${READINGS},
    115 + (k * 7) % 30, 70 + (k * 3) % 20, 60 + (k * 11) % 35, 36.2 + (k % 13) / 10.0,
    round((72 + 3 * sin(k / 700.0))::numeric, 1), 93 + k % 7,
    case when k % 3 = 0 then 'staff' else 'tablet' end, case when k % 3 = 0 then 'Bench Staff' else 'Acorn tablet' end
  from generate_series(1, ${READINGS}) k`);
await database.close();

const { stop } = await startBuiltServer({ port, dataDir });

const gzipOf = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file))).length;
/** The built chunk holding MUI X Charts (its class names are in it), whatever its hashed name. */
const chartsChunk = fs
  .readdirSync(path.join(dist, 'assets'))
  .find(
    (f) =>
      f.endsWith('.js') && fs.readFileSync(path.join(dist, 'assets', f), 'utf8').includes('MuiChartsSurface'),
  );

/** Gzip size of every script a navigation loads, read from the built files. */
async function scriptsLoaded(page: Page, go: () => Promise<unknown>) {
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await go();
  await page.waitForLoadState('networkidle');
  return { scripts: [...scripts], bytes: [...scripts].reduce((sum, s) => sum + gzipOf(s), 0) };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});
const signIn = await browser.newContext();
const signInPage = await signIn.newPage();
await signInPage.goto(base);
await signInPage.getByLabel('Email').fill('manager@acorn.demo');
await signInPage.getByLabel('Password').fill('acorn-demo-portal');
await signInPage.getByRole('button', { name: 'Sign in' }).click();
await signInPage.waitForURL((url) => url.pathname !== '/');
const storage = await signIn.storageState();
await signIn.close();
const panel = `${base}/users?user_id=${resident.user_id}&panel=health`;

/**
 * In the page: the click's time (the event's own stamp) and the frame after the last of the charts' line
 * paths has its shape: what the person sees.
 */
function watchCharts(lines: number) {
  const w = window as unknown as { clickedAt: number; drawn: Promise<number> };
  document.addEventListener('click', (e) => (w.clickedAt = e.timeStamp), { capture: true, once: true });
  w.drawn = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const drawn = [...document.querySelectorAll('[role="dialog"] path.MuiLineChart-line')].filter(
        (p) => (p.getAttribute('d') ?? '').length > 20,
      );
      if (drawn.length < lines) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    });
    // No named function in here: the bench's compiler would wrap it in a helper the page does not have.
    if (document.body) observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    else
      document.addEventListener('DOMContentLoaded', () =>
        observer.observe(document.body, { childList: true, subtree: true, attributes: true }),
      );
  });
}

const cold: number[] = [];
const hasty: number[] = [];
const warm: number[] = [];
let pageBytes = 0;
// Run 0 warms the server (JIT, first queries), as any running portal is; it is not reported. Each run has a
// cold browser cache: the charts' chunk is fetched as on a first Health panel.
for (let i = 0; i <= RUNS; i++) {
  const context = await browser.newContext({ storageState: storage });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('acorn.health-range', JSON.stringify('1y')));
  await page.addInitScript(watchCharts, LINES);
  const loaded = await scriptsLoaded(page, async () => {
    await page.goto(`${base}/users`);
    await page.getByRole('list', { name: 'Residents' }).waitFor();
  });
  pageBytes = loaded.bytes;
  if (chartsChunk && loaded.scripts.some((s) => s.endsWith(chartsChunk)))
    throw new Error('charts loaded with the residents list');
  // The Health panel, as a row's Health button opens it; More Details pressed the moment it shows (the
  // charts' code, asked for once the panel has painted, may still be on its way).
  await page.goto(panel);
  await page.getByRole('button', { name: 'More Details' }).waitFor();
  // Odd runs press the moment the panel shows; even ones after a second, as a person reads the panel
  // first (by then the charts' code has loaded and drawn once out of sight, in idle time).
  const reads = i % 2 === 0;
  if (reads) await page.waitForTimeout(1000);
  await page.getByRole('button', { name: 'More Details' }).click();
  const took = await page.evaluate(async () => {
    const w = window as unknown as { clickedAt: number; drawn: Promise<number> };
    return (await w.drawn) - w.clickedAt;
  });
  // Again in the same page: the chunk is loaded and the series cached (refreshed behind the drawing).
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.evaluate(watchCharts, LINES);
  await page.getByRole('button', { name: 'More Details' }).click();
  const again = await page.evaluate(async () => {
    const w = window as unknown as { clickedAt: number; drawn: Promise<number> };
    return (await w.drawn) - w.clickedAt;
  });
  if (i > 0) {
    (reads ? cold : hasty).push(took);
    warm.push(again);
  }
  await context.close();
}

await browser.close();
await stop();

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
};
const first = figures(cold);
const next = figures(warm);
console.log(
  `${machineLine('bench:health')}; headless Chromium, localhost, embedded PGlite, server warmed by one unreported run`,
);
console.log(
  `${READINGS} readings of one resident over a year; More Details on 1 year, until all ${LINES} lines are drawn:`,
);
const quick = figures(hasty);
console.log(
  `  first opening in a new browser, pressed 1 s after the panel shows, ${cold.length} runs: ${cold.map((t) => t.toFixed(0)).join(', ')} ms`,
);
console.log(
  `    p50 ${first.p50.toFixed(0)} ms, max ${first.max.toFixed(0)} ms (target < 300 ms) — ${first.max < 300 ? 'meets' : first.p50 < 300 ? 'p50 meets, max MISSES' : 'MISSES'}`,
);
console.log(
  `  first opening in a new browser, pressed the moment the panel shows, ${hasty.length} runs: p50 ${quick.p50.toFixed(0)} ms, max ${quick.max.toFixed(0)} ms`,
);
console.log(
  `  opening again (chunk loaded, series refreshed): p50 ${next.p50.toFixed(0)} ms, max ${next.max.toFixed(0)} ms`,
);
console.log(`residents page (/users), JavaScript: ${kb(pageBytes)} gzip (no charts)`);
console.log(
  `charts chunk (${chartsChunk ?? 'not found'}): ${chartsChunk ? kb(gzipOf(`assets/${chartsChunk}`)) : '?'} gzip`,
);
