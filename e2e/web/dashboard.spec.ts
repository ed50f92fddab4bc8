import { WEATHER_MESSAGES } from '@acorn/domain/weather';
import { expect, test, type Page } from '@playwright/test';
import { listenFakeOpenMeteo } from '../../apps/server/test/open-meteo-server';
import { E2E_WEATHER_PORT } from '../../playwright.config';
import { expectAccessible } from '../support/axe';
import { addToday, type Today } from '../support/dashboard';
import { ADMIN, signInAs } from '../support/demo';
import { tabTo } from '../support/focus-ring';

// The portal's weather service is the local Open-Meteo this file starts on the port the e2e server asks
// (playwright.config.ts): its fixed observation is 41.2 °F, and stopping it makes the service unreachable.
// The server keeps an answer ten minutes per facility and units, so "unreachable" is shown for a facility
// and units not yet asked in this run (The Season at Glenview in metric).
let meteo: Awaited<ReturnType<typeof listenFakeOpenMeteo>>;
test.beforeAll(async () => {
  meteo = await listenFakeOpenMeteo(E2E_WEATHER_PORT);
});
test.afterAll(async () => meteo.stop());

const TORONTO = 'Toronto';
const GLENVIEW = 'The Season at Glenview';

const facilityHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });
const weather = (page: Page) => page.getByRole('region', { name: 'Weather' });

/** The three tabs of `today`'s facility show what the test added. */
async function expectToday(page: Page, today: Today) {
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText(today.event);
  await expectAccessible(page, '[role="tabpanel"]');
  await page.getByRole('tab', { name: /^Today's maintenances/ }).click();
  await expect(panel).toContainText(today.job);
  await expectAccessible(page, '[role="tabpanel"]');
  await page.getByRole('tab', { name: /^Today's birthdays/ }).click();
  await expect(panel).toContainText(today.birthday);
  await expectAccessible(page, '[role="tabpanel"]');
  await page.getByRole('tab', { name: /^Today's activities/ }).click();
}

test('role 1 opens /home: Toronto with 12, then The Season at Glenview with 34, each with its day and weather', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, ADMIN);
  const today = await addToday(page, [TORONTO, GLENVIEW]);
  await page.goto('/home');
  await expect(facilityHeading(page, TORONTO)).toBeVisible();
  await expect(page.getByText('12 residents', { exact: true })).toBeVisible();
  await expect(weather(page)).toContainText('41 °F');
  await expect(weather(page)).toContainText('Rain');
  await expectAccessible(page);
  if (today.facility.name === TORONTO) await expectToday(page, today);

  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('option', { name: GLENVIEW }).click();
  await expect(page).toHaveURL(/\/home\?facility_id=\d+$/);
  await expect(facilityHeading(page, GLENVIEW)).toBeVisible();
  await expect(page.getByText('34 residents', { exact: true })).toBeVisible();
  await expect(weather(page)).toContainText('41 °F');
  await expectAccessible(page);
  if (today.facility.name === GLENVIEW) await expectToday(page, today);

  // The service stops: metric, not asked yet for Glenview, cannot be had; the widget says so calmly and
  // the rest of the page stays.
  await meteo.stop();
  await weather(page).getByRole('switch', { name: 'Metric (°C, km/h)' }).check();
  await expect(weather(page)).toContainText(WEATHER_MESSAGES.unavailable);
  await expect(weather(page)).not.toContainText(/\d °[CF]/);
  await expect(page.getByRole('tab', { name: /^Today's activities \(\d+\)$/ })).toBeVisible();
  await expectAccessible(page);

  // A reload keeps the facility (the address) and the units (remembered); Back returns to Toronto.
  await page.reload();
  await expect(facilityHeading(page, GLENVIEW)).toBeVisible();
  await expect(weather(page).getByRole('switch', { name: 'Metric (°C, km/h)' })).toBeChecked();
  await page.goBack();
  await expect(facilityHeading(page, TORONTO)).toBeVisible();
  await expect(page.getByText('12 residents', { exact: true })).toBeVisible();
});

test('each figure at a glance opens the screen that acts on it', async ({ page }) => {
  await signInAs(page, ADMIN, '/home');
  await expect(facilityHeading(page, TORONTO)).toBeVisible();
  const glance = page.getByRole('region', { name: 'At a glance' });
  await glance
    .getByRole('link', { name: /Check-ins failed today Open Residents: Toronto, check-in Failed$/ })
    .click();
  await expect(page).toHaveURL(/\/users\?facility_id=\d+&check_in=2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Residents' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Facility' })).toContainText(TORONTO);
  await expect(page.getByRole('checkbox', { name: /^Failed/ })).toBeChecked();
  for (const [figure, path, heading] of [
    ['Tablets offline over a day Open Tablets', '/tablets', 'Tablets'],
    ['Open jobs Open Maintenances', '/maintenance', 'Maintenances'],
    ['Overdue jobs Open Maintenances', '/maintenance', 'Maintenances'],
    ['Jobs opened by tablets Open Maintenances', '/maintenance', 'Maintenances'],
  ] as const) {
    await page.goBack();
    await glance.getByRole('link', { name: new RegExp(`^\\d+ ${figure}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the dashboard works by keyboard alone, and on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, ADMIN, '/home');
  await expect(facilityHeading(page, TORONTO)).toBeVisible();
  // No sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  const facility = page.getByRole('combobox', { name: 'Facility' });
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
  await page.keyboard.press('Enter');
  await tabTo(page, facility);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: GLENVIEW })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('option', { name: GLENVIEW })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(facilityHeading(page, GLENVIEW)).toBeVisible();

  const maintenances = page.getByRole('tab', { name: /^Today's maintenances/ });
  await tabTo(page, page.getByRole('tab', { selected: true }));
  await page.keyboard.press('ArrowRight');
  await expect(maintenances).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(maintenances).toHaveAttribute('aria-selected', 'true');

  await facility.focus();
  const offline = page.getByRole('link', { name: /^\d+ Tablets offline over a day/ });
  await tabTo(page, offline);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tablets$/);
});
