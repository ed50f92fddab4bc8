import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signInAs } from '../support/demo';

test('profile: required names are checked before any call; an update shows the spec’s message', async ({
  page,
}) => {
  await signInAs(page, 'content@acorn.demo');
  await page.getByRole('link', { name: /^Hello, / }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile Details', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  await expectAccessible(page);

  const puts: string[] = [];
  page.on('request', (r) => r.method() === 'PUT' && puts.push(r.url()));
  const firstName = page.getByRole('textbox', { name: 'First name' });
  const original = await firstName.inputValue();
  await firstName.fill('   ');
  await page.getByRole('button', { name: 'Update' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('First name cannot be empty.');
  await page.keyboard.press('Escape'); // a message needs its OK
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  expect(puts).toEqual([]);

  await firstName.fill('Siobhán');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toContainText('Profile details successfully updated.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('link', { name: 'Hello, Siobhán' })).toBeVisible();
  expect(puts).toHaveLength(1);

  await firstName.fill(original);
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
});

test('profile: a wrong current password is refused with a clear message', async ({ page }) => {
  await signInAs(page, 'content@acorn.demo', '/profile');
  await page.getByRole('textbox', { name: 'Current password' }).fill('not my password at all');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another long passphrase');
  await page.getByRole('textbox', { name: 'New password again' }).fill('another long passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your current password is not correct.');
});
