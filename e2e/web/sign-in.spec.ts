import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { ADMIN, sessionToken, signInThroughPage } from '../support/demo';

test('the sign-in page is accessible and shows the current year', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveText(`Acorn © ${new Date().getFullYear()}`);
  await expectAccessible(page);
});

test('a wrong password and an unknown email get the same message', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill('not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expectAccessible(page);
  await page.getByLabel('Email').fill('nobody@acorn.demo');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
});

test('a stored session is checked on arrival and lands without signing in again', async ({ page }) => {
  await signInThroughPage(page, ADMIN);
  await page.goto('/');
  await expect(page).toHaveURL(/\/tablets$/);
});

test('the session token is out of the page’s reach: an HttpOnly cookie, not in storage', async ({ page }) => {
  await signInThroughPage(page, ADMIN);
  const token = await sessionToken(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'acorn_session')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  const reachable = await page.evaluate(
    () => document.cookie + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
  expect(reachable).not.toContain(token);
  // The pages work on the cookie alone: a screen's list loads.
  await page.goto('/newspapers');
  await expect(page.getByRole('grid', { name: 'Newspapers' })).toBeVisible();
});
