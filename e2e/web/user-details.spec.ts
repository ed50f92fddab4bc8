import { expect, test, type Page } from '@playwright/test';
import type { SimulatedTablet } from '../../tools/tablet-sim/src';
import { expectAccessible } from '../support/axe';
import { ADMIN, signInAs, sessionToken } from '../support/demo';
import { acknowledge } from '../support/grid';
import { cardOf, demoTablets } from '../support/tablets';

// Tablets of this spec alone: the tablets list spec uses the demo fleet's first ones.
let fleet: Awaited<ReturnType<typeof demoTablets>>;
test.beforeAll(async () => {
  fleet = await demoTablets(20, 2);
});
test.afterAll(async () => fleet.stop());

/** From the tablets list, the tablet's More button: user details with user_type in navigation state. */
async function openDetails(page: Page, tablet: SimulatedTablet) {
  const card = await cardOf(page, tablet);
  await card.getByRole('link', { name: /^More about / }).click();
  await expect(page).toHaveURL(new RegExp(`/device/${tablet.userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tablet User Details' })).toBeVisible();
}

async function confirm(page: Page, prompt: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: prompt });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

test('role 1 resets a tablet with the chosen options, resyncs its calendar and edits a field', async ({
  page,
}) => {
  const tablet = fleet.tablets[0]!;
  await signInAs(page, ADMIN);
  await openDetails(page, tablet);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Reset Tablet' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset Tablet' });
  await expect(reset).toContainText('Are you sure you want to reset device ?');
  await reset.getByRole('checkbox', { name: 'Delete all photos' }).check();
  await expectAccessible(page);
  await reset.getByRole('button', { name: 'Reset' }).click();
  await acknowledge(page, 'Successfully send command to reset device.');
  const sentReset = await tablet.waitFor((c) => c.action === 'reset');
  expect(sentReset.payload).toEqual({
    isGmailReset: false,
    isPhotoReset: true,
    isContactReset: false,
    isApplicationReset: false,
  });
  const commands = page.getByRole('table', { name: 'Commands' });
  await expect(commands.getByRole('row').filter({ hasText: 'Reset tablet' })).toContainText('done');

  await page.getByRole('button', { name: 'Resync Calendar' }).click();
  await confirm(page, 'Are you sure you want to resync calendar ?');
  await acknowledge(page, 'Successfully send command to reset calendar.');
  await tablet.waitFor((c) => c.action === 'reset_calendar');

  // Locked until Edit; Save asks first; a saved edit returns to the list and is there on the next visit.
  const city = page.getByLabel('City');
  await expect(city).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Edit' }).click();
  const newCity = `Galway ${Date.now() % 10_000}`;
  await city.fill(newCity);
  await page.getByRole('button', { name: 'Update User' }).click();
  await confirm(page, 'Are you sure you want to update user details ?');
  await acknowledge(page, 'User details successfully updated.');
  await expect(page).toHaveURL(/\/tablets$/);
  await openDetails(page, tablet);
  await expect(page.getByLabel('City')).toHaveValue(newCity);

  // Cancel restores what was saved.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('City').fill('Not kept');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('City')).toHaveValue(newCity);
});

test('role 1 deletes a tablet user: the tablet receives the delete-time reset', async ({ page }) => {
  const tablet = fleet.tablets[1]!;
  await signInAs(page, ADMIN);
  await openDetails(page, tablet);
  await page.getByRole('button', { name: 'Delete User' }).click();
  await confirm(page, 'Are you sure you want to permanently delete this user ?');
  await acknowledge(page, 'User successfully deleted.');
  await expect(page).toHaveURL(/\/tablets$/);
  const sent = await tablet.waitFor((c) => c.action === 'reset');
  expect(sent.payload).toEqual({
    isGmailReset: true,
    isPhotoReset: true,
    isContactReset: false,
    isApplicationReset: true,
  });
  const ttlSeconds = (Date.parse(sent.expires_at) - Date.now()) / 1000;
  expect(ttlSeconds).toBeGreaterThan(2419199 - 120);
  expect(ttlSeconds).toBeLessThanOrEqual(2419199);
});

test('role 2 sees no resync, delete or reset buttons, and the API refuses them', async ({ page }) => {
  await signInAs(page, 'manager@acorn.demo');
  await expect(page).toHaveURL(/\/tablets$/);
  const card = page.getByRole('region', { name: 'Tablets' }).getByRole('article').first();
  await card.getByRole('link', { name: /^More about / }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/User Details|Tablet Details/);
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  for (const name of ['Resync Calendar', 'Resync Email', 'Resync Messages', 'Delete User', 'Reset Tablet'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expectAccessible(page);

  const userId = Number(page.url().split('/').at(-1));
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  for (const action of ['reset_calendar', 'reset_email', 'reset_messages_auth', 'reset']) {
    const res = await page.request.post('/v1/acorn/commands', {
      headers,
      data: { action, user_ids: [userId] },
    });
    expect(res.status(), action).toBe(403);
  }
  const removed = await page.request.delete(`/v1/acorn/users/${userId}`, { headers });
  expect(removed.status()).toBe(403);

  // A user who does not exist (or is another group's) sends the page back to the list.
  await page.goto('/device/99999999');
  await expect(page).toHaveURL(/\/tablets$/);
});

test('an unassigned tablet’s page is a device’s; a companion is offered no resync or reset', async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  await expect(page).toHaveURL(/\/tablets$/);
  const type = page.getByRole('combobox', { name: 'User type' });
  const cards = page.getByRole('region', { name: 'Tablets' }).getByRole('article');
  await type.click();
  await page.getByRole('option', { name: 'Unassigned device' }).click();
  await expect(cards.locator('[data-fact="Type"]').filter({ hasNotText: 'Unassigned device' })).toHaveCount(
    0,
  );
  await expect(cards.first().getByRole('button', { name: /^Update / })).toHaveCount(0);
  await cards
    .first()
    .getByRole('link', { name: /^More about / })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acorn Device Details' })).toBeVisible();
  await expect(page.getByLabel('Acorn ID')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Location')).toBeVisible();
  for (const label of ['Username', /^Password/, 'Firstname', 'Verified', 'Active User', 'Support'])
    await expect(page.getByLabel(label)).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resync Calendar' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Back to tablets' }).click();
  await type.click();
  await page.getByRole('option', { name: 'Companion' }).click();
  await expect(cards.locator('[data-fact="Type"]').filter({ hasNotText: 'Companion' })).toHaveCount(0);
  await cards
    .first()
    .getByRole('link', { name: /^More about / })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Companion User Details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete User' })).toBeVisible();
  for (const name of ['Resync Calendar', 'Resync Email', 'Resync Messages', 'Reset Tablet'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
});
