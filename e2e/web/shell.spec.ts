import { admits, landingPath, navItems, notificationAccess } from '@acorn/domain/access';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { ROLE_ACCOUNTS, signInAs, sessionToken } from '../support/demo';

for (const { email, role } of ROLE_ACCOUNTS) {
  test(`role ${role} lands on ${landingPath([role])} and the drawer shows exactly what the route table admits`, async ({
    page,
  }) => {
    await signInAs(page, email);
    await expect(page).toHaveURL(new RegExp(`${landingPath([role])}$`));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(navItems([role]).map((r) => r.nav!.label));
    await expect(page.getByRole('link', { name: /^Hello, / })).toBeVisible();
    // The bell is for those who look after residents, and family; other roles are told nothing of them.
    const bell = page.getByRole('button', { name: /^Notifications: / });
    await expect(bell).toHaveCount(admits(notificationAccess(), [role]) ? 1 : 0);
  });
}

test('the shell is accessible and works by keyboard', async ({ page }) => {
  await signInAs(page, 'admin@acorn.demo');
  await expect(page.getByRole('heading', { name: 'Tablets', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications: \d+/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Newspapers' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/newspapers$/);
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Newspapers' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('an unknown path shows the not-found page, whose button goes home', async ({ page }) => {
  await signInAs(page, 'newspapers@acorn.demo', '/no/such/screen');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText('The page you have tried to access does not exist.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go back to homepage.' }).click();
  await expect(page).toHaveURL(/\/newspapers$/);
});

test('without a session a guarded screen sends the user to sign in, fetching none of its code', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/newspapers');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(fetched.filter((path) => /\/assets\/(shell|newspapers-table|resource-table)-/.test(path))).toEqual(
    [],
  );
});

test('logout returns to sign-in and the old token no longer works', async ({ page, request }) => {
  await signInAs(page, 'activities@acorn.demo');
  const token = await sessionToken(page);
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Leaving on purpose needs no explanation.
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('acorn_session');
  const me = await request.get('/v1/acorn/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('on a 360 px wide screen the menu opens as a drawer over the page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInAs(page, 'manager@acorn.demo');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Residents' }).click();
  await expect(page).toHaveURL(/\/users$/);
  // The drawer closes as the page changes: axe waits until its fading backdrop has gone, or it reads
  // every word behind it as too faint.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expectAccessible(page);
  await context.close();
});
