import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { ADMIN, signInAs } from '../support/demo';
import { acknowledge } from '../support/grid';
import { cardOf, demoTablets } from '../support/tablets';

// The tablets of this spec (the demo fleet's first four); other specs use later ones.
let fleet: Awaited<ReturnType<typeof demoTablets>>;
test.beforeAll(async () => {
  fleet = await demoTablets(0, 4);
});
test.afterAll(async () => fleet.stop());

test.beforeEach(async ({ page }) => {
  await signInAs(page, ADMIN);
  await expect(page).toHaveURL(/\/tablets$/);
});

test('shows the demo tablets in their buckets, and a dropped tablet turns Offline without a reload', async ({
  page,
}) => {
  const cards = page.getByRole('region', { name: 'Tablets' }).getByRole('article');
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('checkbox', { name: 'Show all' })).toBeChecked();

  // Every tablet is under one status, Unknown (never heard from) included: the counts add up to the total.
  // Read in one go: other specs' tablets connect meanwhile and the counts follow them live.
  const snapshot = () =>
    page.evaluate(() => ({
      labels: [...document.querySelectorAll('fieldset label')].map((l) => l.textContent ?? ''),
      matching: Number(
        /(\d+) matching/.exec(document.querySelector('[role="status"]')?.textContent ?? '')![1],
      ),
    }));
  const countOf = (label: string) => Number(/\((\d+)\)$/.exec(label)![1]);
  const unknown = page.getByRole('checkbox', { name: /^Unknown \(\d+\)$/ });
  await expect(unknown).toBeVisible();
  const before = await snapshot();
  const counted = before.labels.filter((l) => /\(\d+\)$/.test(l));
  expect(counted.map((l) => l.replace(/ \(\d+\)$/, ''))).toEqual([
    'Online',
    'Offline up to 1 day',
    'Offline up to 1 week',
    'Offline up to 1 month',
    'Offline over 1 month',
    'Unknown',
  ]);
  expect(counted.reduce((sum, label) => sum + countOf(label), 0)).toBe(before.matching);
  expect(countOf(counted.at(-1)!)).toBeGreaterThan(0);
  await unknown.check();
  await expect(cards.first()).toHaveAttribute('data-status', 'unknown');
  await expect(
    page.locator('section[aria-label="Tablets"] article:not([data-status="unknown"])'),
  ).toHaveCount(0);
  const only = await snapshot();
  expect(only.matching).toBe(countOf(only.labels.find((l) => l.startsWith('Unknown'))!));
  await unknown.uncheck();

  // Choosing a status clears Show all; the server answers only that bucket.
  await page.getByRole('checkbox', { name: /^Online \(\d+\)$/ }).check();
  await expect(page.getByRole('checkbox', { name: 'Show all' })).not.toBeChecked();
  await expect(cards.first()).toBeVisible();
  await expect(cards.getByTestId('connectivity').filter({ hasNotText: 'Online' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'No Metrics data received' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /^Online \(\d+\)$/ }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Show all' })).toBeChecked();

  // Each offline bucket holds what its card says: last seen within a day; more than a month ago.
  for (const [bucket, status, fromDays, toDays] of [
    ['Offline up to 1 day', 'online_1day', 0, 1],
    ['Offline over 1 month', 'offline_1month', 30, Infinity],
  ] as const) {
    const box = page.getByRole('checkbox', { name: new RegExp(`^${bucket} \\(\\d+\\)$`) });
    await box.check();
    await expect(cards.first()).toHaveAttribute('data-status', status);
    await expect(
      page.locator(`section[aria-label="Tablets"] article:not([data-status="${status}"])`),
    ).toHaveCount(0);
    for (const seen of await cards.locator('[data-fact="Last seen"]').allInnerTexts()) {
      // DD/MM/YYYY HH:mm, a 24-hour clock (the spec's Last Sync format).
      expect(seen).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      const [d, m, y, hh, mm] = seen.split(/[/ :]/).map(Number) as number[];
      const days = (Date.now() - new Date(y!, m! - 1, d, hh, mm).getTime()) / 86_400_000;
      expect(days, seen).toBeGreaterThanOrEqual(fromDays - 0.01);
      expect(days, seen).toBeLessThanOrEqual(toDays + 0.01);
    }
    await box.uncheck();
  }
  await expectAccessible(page);

  const [tablet] = fleet.tablets;
  const card = await cardOf(page, tablet!);
  await expect(card.getByTestId('connectivity')).toHaveText('Online');
  await expect(card).toHaveAttribute('data-status', 'online_now');
  tablet!.drop();
  await expect(card.getByTestId('connectivity')).toHaveText('Offline', { timeout: 10_000 });
  await expect(card).toHaveAttribute('data-status', 'online_1day');

  await page.getByRole('searchbox', { name: 'Search' }).fill('no tablet is called this');
  await expect(page.getByText('No records to display')).toBeVisible();
});

test('a group message reaches the three selected tablets; 86 characters are refused', async ({ page }) => {
  const chosen = fleet.tablets.slice(1, 4);
  for (const tablet of chosen) {
    const card = await cardOf(page, tablet);
    await card.getByRole('checkbox', { name: /^Select / }).check();
  }
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Group message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Group message' });
  await expect(dialog.getByRole('radio', { name: 'Selected tablets (3)' })).toBeChecked();

  await dialog.getByRole('textbox', { name: 'Message' }).fill('x'.repeat(86));
  await dialog.getByRole('button', { name: 'Send' }).click();
  await acknowledge(page, 'Incorrect message. Message should be not empty and maximum length 85 chars.');

  const text = `Lunch is served at one ${Date.now() % 1000}`;
  await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  for (const tablet of chosen)
    await tablet.waitFor((c) => c.action === 'message' && c.payload.message === text);
  await expect(dialog).toContainText('Message was sent successfully.');
  await expect(dialog.getByRole('status')).toContainText('Received by 3 of 3 tablets');
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('an empty selection is refused; the update button sends the latest version', async ({ page }) => {
  await page.getByRole('button', { name: 'Group message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Group message' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await acknowledge(page, 'List is empty.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Update is a tablet user's (an unassigned tablet has none). One already on the latest version is not
  // offered it; one behind it is, at once.
  let tablet = fleet.tablets[1]!;
  let card = await cardOf(page, tablet);
  for (const other of fleet.tablets.slice(2)) {
    if ((await card.locator('[data-fact="Type"]').innerText()) === 'Tablet user') break;
    await expect(card.getByRole('button', { name: /^Update / })).toHaveCount(0);
    tablet = other;
    card = await cardOf(page, tablet);
  }
  await expect(card.locator('[data-fact="Type"]')).toHaveText('Tablet user');
  await expect(card.locator('[data-fact="Version"]')).toHaveText('3.6.0');
  await expect(card.getByTestId('up-to-date')).toHaveText('Up to date');
  await expect(card.getByRole('button', { name: /^Update / })).toHaveCount(0);
  await tablet.reportMetrics({ ...tablet.metrics(), acorn_version: '3.5.1' });
  await expect(card.locator('[data-fact="Version"]')).toHaveText('3.5.1');
  await card.getByRole('button', { name: /^Update / }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to send update?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const command = await tablet.waitFor((c) => c.action === 'update');
  const version = String(command.payload.version);
  expect(version).toMatch(/^\d+\.\d+/);
  await acknowledge(page, version);
});

test('a companion’s card shows no tablet facts and no Update; a message to it says the spec’s no-tablet words', async ({
  page,
}) => {
  await page.getByRole('combobox', { name: 'User type' }).click();
  await page.getByRole('option', { name: 'Companion' }).click();
  const cards = page.getByRole('region', { name: 'Tablets' }).getByRole('article');
  await expect(cards.first().locator('[data-fact="Type"]')).toHaveText('Companion');
  await expect(cards.locator('[data-fact="Type"]').filter({ hasNotText: 'Companion' })).toHaveCount(0);
  const card = cards.first();
  await expect(card.getByTestId('connectivity')).toHaveText('No tablet');
  for (const fact of ['Last seen', 'Version', 'Battery'])
    await expect(card.locator(`[data-fact="${fact}"]`)).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Update / })).toHaveCount(0);
  await expect(card.getByTestId('up-to-date')).toHaveCount(0);
  await expectAccessible(page);

  await card.getByRole('button', { name: /^Message / }).click();
  const dialog = page.getByRole('dialog', { name: /^Message to / });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const said = page.getByRole('dialog', { name: 'Error' });
  await expect(said.getByText('Something went wrong. Try again later.', { exact: true })).toBeVisible();
  await said.getByRole('button', { name: 'OK' }).click();
});
