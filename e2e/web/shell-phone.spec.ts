import { navItems, type RouteEntry } from '@acorn/domain/access';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signInAs } from '../support/demo';

// A phone held upright.
test.use({ viewport: { width: 390, height: 844 } });

const PHONE_ACCOUNTS = [
  { email: 'admin@acorn.demo', role: 1 },
  { email: 'manager@acorn.demo', role: 2 },
  { email: 'jobs@acorn.demo', role: 8 },
] as const;

/** Opens the drawer from the top bar and follows one item, found by where it goes (labels may be reworded). */
async function follow(page: Page, route: RouteEntry) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator(`a[href="${route.path}"]`).click();
  await expect(nav).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${route.path}$`));
  // The screen's own heading (its title, or the item's label where a role names it so: 'Jobs'), and only
  // one: the shell adds none.
  const names = [route.title, route.nav!.label];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^(${names.join('|')})$`));
  await expect(page.locator('h1')).toHaveCount(1);
}

for (const { email, role } of PHONE_ACCOUNTS) {
  test(`role ${role} on a phone: every item of the drawer can be tapped`, async ({ page }) => {
    const items = [...navItems([role])];
    await signInAs(page, email);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    // A trial tap scrolls the item into view and checks that the finger would land on the item itself
    // (visible, steady, enabled, not under the top bar or anything else) without leaving the page.
    for (const route of items)
      await nav.locator(`a[href="${route.path}"]`).click({ trial: true, timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    // Real taps on the first and the last item: each reaches its screen.
    await follow(page, items[0]!);
    if (items.length > 1) await follow(page, items.at(-1)!);
  });
}

test('on a phone the drawer opens over the top bar and its first item is in view', async ({ page }) => {
  await signInAs(page, 'jobs@acorn.demo');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const first = page.getByRole('navigation', { name: 'Main' }).getByRole('link').first();
  await expect(first).toBeInViewport();
  // What the finger lands on is the item itself, not the top bar above it, once the drawer has slid in
  // (measured while it moves, the item's box and what lies under it can disagree).
  const landsOn = async () => {
    const box = (await first.boundingBox())!;
    return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href'), {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
  };
  await expect.poll(landsOn).toBe('/maintenance');
  await expectAccessible(page);
});

test('on a phone the account button opens Profile and Logout', async ({ page }) => {
  await signInAs(page, 'manager@acorn.demo');
  const user = await page.evaluate(
    () => JSON.parse(localStorage.getItem('acorn.user')!) as { firstname: string; surname: string },
  );
  const account = page.getByRole('button', { name: `${user.firstname} ${user.surname}` });
  await account.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Logout']);
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Details', level: 1 })).toBeVisible();
  await account.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
