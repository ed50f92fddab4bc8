import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signInAs, sessionToken } from '../support/demo';
import { expectFocusRing, tabTo } from '../support/focus-ring';

test.use({ viewport: { width: 1280, height: 800 } });

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

test('the skip link is the first stop of Tab and moves focus to the screen', async ({ page }) => {
  await signInAs(page, 'admin@acorn.demo');
  await expect(page.getByRole('heading', { name: 'Tablets', level: 1 })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab is inside the screen, past the top bar and the menu.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('a keyboard focus ring shows on the top bar, in the drawer and in a table', async ({ page }) => {
  await signInAs(page, 'admin@acorn.demo');
  await expect(page.getByRole('heading', { name: 'Tablets', level: 1 })).toBeVisible();
  // On the green top bar.
  const logout = page.getByRole('link', { name: 'Logout' });
  await expectFocusRing(logout, () => tabTo(page, logout));
  // In the drawer, whose items touch each other.
  const newspapers = page.getByRole('navigation', { name: 'Main' }).locator('a[href="/newspapers"]');
  await expectFocusRing(newspapers, () => tabTo(page, newspapers));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Newspapers', level: 1 })).toBeVisible();
  // In the grid: its first column header, reached by Tab from the screen's start.
  const header = page.getByRole('columnheader').first();
  await expect(header).toBeVisible();
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
  await page.keyboard.press('Enter');
  await expectFocusRing(header, () => tabTo(page, header));
});

test('an alias route marks the menu item of its screen: /public-events marks Activities', async ({
  page,
}) => {
  await signInAs(page, 'activities@acorn.demo');
  await expect(page).toHaveURL(/\/public-events$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.locator('a[href="/activities"]')).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
});

test('a tablet’s details page marks Tablets', async ({ page }) => {
  await signInAs(page, 'admin@acorn.demo');
  await page.getByRole('region', { name: 'Tablets' }).locator('a[href^="/device/"]').first().click();
  await expect(page).toHaveURL(/\/device\/\d+$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.locator('a[href="/tablets"]')).toHaveAttribute('aria-current', 'page');
});

/** Holds back the chunk whose name matches until `release` is called. */
async function holdChunk(page: Page, name: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('while a screen’s code loads, a progress bar shows over the page being left', async ({ page }) => {
  await signInAs(page, 'admin@acorn.demo');
  await expect(page.getByRole('heading', { name: 'Tablets', level: 1 })).toBeVisible();
  const release = await holdChunk(page, 'maintenances-screen');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator('a[href="/maintenance"]').click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  // The highlight stays with the page still shown; both move together.
  await expect(nav.locator('a[href="/tablets"]')).toHaveAttribute('aria-current', 'page');
  release();
  await expect(page.getByRole('heading', { name: 'Maintenances', level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeHidden();
  await expect(nav.locator('a[href="/maintenance"]')).toHaveAttribute('aria-current', 'page');
});

test('a table screen shows its heading at once and a progress bar where the table will be', async ({
  page,
}) => {
  await signInAs(page, 'admin@acorn.demo');
  await expect(page.getByRole('heading', { name: 'Tablets', level: 1 })).toBeVisible();
  const release = await holdChunk(page, 'newspapers-table');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator('a[href="/newspapers"]').click();
  await expect(page.getByRole('heading', { name: 'Newspapers', level: 1 })).toBeVisible();
  await expect(nav.locator('a[href="/newspapers"]')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('progressbar', { name: 'Loading newspapers' })).toBeVisible();
  release();
  await expect(page.getByRole('grid', { name: 'Newspapers' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading newspapers' })).toBeHidden();
});

test('a collapsed drawer stays collapsed after a reload', async ({ page }) => {
  await signInAs(page, 'manager@acorn.demo');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Newspapers')).toBeVisible();
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(nav.getByText('Newspapers')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.locator('a[href="/newspapers"]')).toBeVisible();
  await expect(nav.getByText('Newspapers')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.reload();
  await expect(nav.getByText('Newspapers')).toBeVisible();
});

test('a screen the role does not admit says so inside the shell, with a way back', async ({ page }) => {
  await signInAs(page, 'newspapers@acorn.demo', '/devices');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to your start page' }).click();
  await expect(page.getByRole('heading', { name: 'Newspapers', level: 1 })).toBeVisible();
});

test('a session ended on the server brings the user to sign-in with a notice saying why', async ({
  page,
  request,
}) => {
  await signInAs(page, 'admin@acorn.demo');
  await expect(page.getByRole('heading', { name: 'Tablets', level: 1 })).toBeVisible();
  const token = await sessionToken(page);
  const ended = await request.post('/v1/acorn/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(ended.ok()).toBe(true);
  // The next call the page makes (its list, on coming back to it) is refused.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(SESSION_EXPIRED);
  await expectAccessible(page);
});

test('a stored session that has ended is met at sign-in with the same notice', async ({ page, request }) => {
  await signInAs(page, 'content@acorn.demo');
  const token = await sessionToken(page);
  await request.post('/v1/acorn/logout', { headers: { authorization: `Bearer ${token}` } });
  await page.goto('/');
  await expect(page.getByRole('status')).toHaveText(SESSION_EXPIRED);
  await expect(page.getByLabel('Email')).toBeVisible();
});
