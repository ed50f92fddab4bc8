import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signInAs } from '../support/demo';
import { acknowledge, action, cell, recordWrites } from '../support/grid';

test('role 4 adds, edits and deletes a local content, with the spec’s messages', async ({ page }) => {
  await signInAs(page, 'content@acorn.demo');
  await expect(page).toHaveURL(/\/local-contents$/);
  await expect(page.getByRole('grid', { name: 'Local Contents' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expectAccessible(page);

  const writes = recordWrites(page, 'local-contents');
  await page.getByRole('button', { name: 'Add' }).click();
  await action(page, '-1', 'Save');
  await acknowledge(page, 'Local content category cannot be empty.');
  await cell(page, '-1', 'category').click();
  await page.getByRole('option', { name: 'Community' }).click();
  await action(page, '-1', 'Save');
  await acknowledge(page, 'Local content title cannot be empty.');
  expect(writes).toEqual([]);

  const title = `Ballina Men's Shed ${Date.now()}`;
  await cell(page, '-1', 'title').locator('input').fill(title);
  await cell(page, '-1', 'description').locator('input').fill('Woodwork and a cuppa');
  await cell(page, '-1', 'url').locator('input').fill('https://ballinamensshed.ie');
  await cell(page, '-1', 'icon_url').locator('input').fill('https://ballinamensshed.ie/logo.png');
  await action(page, '-1', 'Save');
  await acknowledge(page, 'Content successfully created.');

  const id = (await page.getByRole('row').filter({ hasText: title }).getAttribute('data-id'))!;
  await action(page, id, 'Edit');
  await cell(page, id, 'description').locator('input').fill('Woodwork, tea and chat');
  await action(page, id, 'Save');
  await acknowledge(page, 'Content successfully updated.');
  await expect(cell(page, id, 'description')).toHaveText('Woodwork, tea and chat');

  await action(page, id, 'Delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect(writes).toEqual(['POST', 'PUT', 'DELETE']);
});

test('role 2 adds a noticeboard with an expiry date', async ({ page }) => {
  await signInAs(page, 'manager@acorn.demo');
  await page.getByRole('link', { name: 'Noticeboards' }).click();
  await expect(page.getByRole('grid', { name: 'Noticeboards' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add' }).click();
  const title = `Christmas concert ${Date.now()}`;
  await cell(page, '-1', 'title').locator('input').fill(title);
  await cell(page, '-1', 'description').locator('input').fill('The school choir, Friday at 3');
  await cell(page, '-1', 'expire_date').locator('input').fill('2026-12-20');
  await action(page, '-1', 'Save');
  await acknowledge(page, 'Content successfully created.');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('20.12.2026');
});
