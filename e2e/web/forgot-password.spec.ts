import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signInThroughPage } from '../support/demo';
import { linkIn, mailTo } from '../support/mailbox';

// Only this spec signs in as manager2@, because it changes that account's password.
const EMAIL = 'manager2@acorn.demo';
const NEW_PASSWORD = 'a fresh passphrase for manager two';

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this email');

  const link = linkIn(await mailTo(EMAIL));
  expect(link).toBeDefined();

  await page.goto(link!);
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByLabel('New password again').fill('short');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 12 characters.');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password again').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. You can now sign in.');

  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInThroughPage(page, EMAIL, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/tablets$/);
});
