import type { ResidentRow } from '@acorn/domain/residents';
import { TABLET_JOB_RULE_DEFAULTS } from '@acorn/domain/tablet-jobs';
import { expect, request, test, type Page } from '@playwright/test';
import type { SimulatedTablet } from '../../tools/tablet-sim/src';
import { expectAccessible } from '../support/axe';
import { DEMO_PASSWORD, sessionToken, signInAs } from '../support/demo';
import { MANAGER, residentsOf } from '../support/residents';
import { tabletsOf } from '../support/tablets';
import { portalUrl } from '../support/ports';

// Tablets that open their own maintenance jobs (issue 19 §4): role 2 sets its group's storage rule, and a
// tablet of that group reporting little free storage opens one job. The hour a battery must stay low is
// proven by the API tests on a moved clock (apps/server/src/modules/tablet-jobs): this server runs on the
// real clock.

// A tablet, a dialog checked by axe and a grid waited on live: more than the default minute on shared cores.
test.describe.configure({ timeout: 120_000 });

const GiB = 1024 ** 3;
const RULES = '/v1/acorn/tablet-job-rules';
let resident: ResidentRow;
let fleet: Awaited<ReturnType<typeof tabletsOf>>;
const tablet = (): SimulatedTablet => fleet.tablets[0]!;

test.beforeAll(async () => {
  // A resident of a facility no other spec's tablets use, the last of its list.
  resident = (await residentsOf('Lake Barrington Woods')).at(-1)!;
  fleet = await tabletsOf([resident.acorn_id!]);
});

// The group's rules go back to the defaults whatever happened, so other specs see the demo as it was.
test.afterAll(async () => {
  await fleet.stop();
  const api = await request.newContext({ baseURL: portalUrl() });
  const login = await api.post('/v2/acorn/login', { data: { email: MANAGER, password: DEMO_PASSWORD } });
  const { last_active_token: token } = (await login.json()) as { last_active_token: string };
  await api.put(RULES, { data: TABLET_JOB_RULE_DEFAULTS, headers: { authorization: `Bearer ${token}` } });
  await api.dispose();
});

/** The tablet reports its usual metrics with this much free storage and this battery. */
const reportStorage = (freePercent: number, battery: number) => {
  const total = 32 * GiB;
  const free = Math.round((total * freePercent) / 100);
  return tablet().reportMetrics({
    ...tablet().metrics(),
    battery,
    storage_total: total,
    storage_free: free,
    storage_used: total - free,
  });
};

/** The tablet's battery as the tablets list shows it: its latest report is stored. */
async function shownBattery(page: Page): Promise<number | null> {
  const answer = await page.request.get(`/v1/acorn/users?user_type=2&q=${resident.acorn_id!}`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  const { users } = (await answer.json()) as { users: { user_id: number; battery: number | null }[] };
  return users.find((u) => u.user_id === tablet().userId)?.battery ?? null;
}

test('role 2 sets free storage to 10 %; a tablet at 8 % opens exactly one storage job, with its evidence', async ({
  page,
}) => {
  await signInAs(page, MANAGER, '/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenances' })).toBeVisible();
  await page.getByRole('button', { name: 'Automatic jobs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Automatic jobs' });
  const offline = dialog.getByRole('textbox', { name: 'Offline for more than' });
  const storage = dialog.getByRole('textbox', { name: 'Free storage under' });
  await expect(offline).toHaveValue('24');
  await expect(dialog.getByRole('textbox', { name: 'Battery under' })).toHaveValue('15');
  await expect(storage).toHaveValue('5');
  for (const name of ['Tablet offline', 'Battery low', 'Storage low'])
    await expect(dialog.getByRole('switch', { name })).toBeChecked();
  await expect(storage).toHaveAccessibleDescription('Default: 5 %');
  await expectAccessible(page, '[role="dialog"]');

  // A bad value is refused on its field, with the message the server gives.
  await offline.fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(offline).toHaveAccessibleDescription('Hours offline must be a whole number from 1 to 720.');
  await offline.fill('24');
  await storage.fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Automatic job rules saved.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Only this tablet's jobs: its Acorn ID is in their descriptions.
  await page.getByRole('searchbox', { name: 'Search' }).fill(resident.acorn_id!);
  const grid = page.getByRole('grid', { name: 'Maintenances' });
  const storageJobs = grid.getByRole('row').filter({ hasText: 'Tablet: storage low' });
  await expect(storageJobs).toHaveCount(0);

  await reportStorage(8, 61);
  // Live: the job shows without a reload.
  await expect(storageJobs).toHaveCount(1);
  await expect(storageJobs).toContainText('Free storage 8 % (2.56 GB of 32.00 GB; the rule is under 10 %).');
  await expect(storageJobs).toContainText(`${resident.firstname} ${resident.surname}`);
  await expect(storageJobs).toContainText('Pending');

  // A second report while the job is open opens none: once it is stored (its battery shows), still one.
  await reportStorage(7, 62);
  await expect.poll(() => shownBattery(page)).toBe(62);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(resident.acorn_id!);
  await expect(grid.getByRole('row').filter({ hasText: resident.acorn_id! }).first()).toBeVisible();
  await expect(storageJobs).toHaveCount(1);
});
