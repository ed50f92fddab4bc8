import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { ADMIN, DEMO_PASSWORD } from '../support/demo';

test('a demo administrator signs in through the real server and database', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Acorn Portal' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status')).toContainText('You are signed in with role 1');
  await expectAccessible(page);
});

test('a wrong password is refused with the same message as an unknown email', async ({ page }) => {
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

test('the footer shows the current year', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toHaveText(`Acorn © ${new Date().getFullYear()}`);
});
