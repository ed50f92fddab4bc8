import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signInAs } from '../support/demo';
import { acknowledge, action, cell, recordWrites } from '../support/grid';

test('role 8 sees Jobs: edits a job’s status, cannot edit its title, add or delete', async ({ page }) => {
  await signInAs(page, 'jobs@acorn.demo');
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Jobs' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
  await expect(grid.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectAccessible(page);

  const id = (await grid.getByRole('row').nth(1).getAttribute('data-id'))!;
  const writes = recordWrites(page, 'maintenances');
  await action(page, id, 'Edit');
  await expect(cell(page, id, 'title').locator('input')).toHaveCount(0);
  await cell(page, id, 'status').click();
  const next = (await cell(page, id, 'status').innerText()).includes('Delayed') ? 'Done' : 'Delayed';
  await page.getByRole('option', { name: next, exact: true }).click();
  await action(page, id, 'Save');
  await acknowledge(page, 'Maintenance content successfully updated.');
  await expect(cell(page, id, 'status')).toHaveText(next);
  expect(writes).toEqual(['PUT']);
});

test('role 2 adds a maintenance job, shown with its status badge', async ({ page }) => {
  await signInAs(page, 'manager@acorn.demo');
  await page.getByRole('link', { name: 'Maintenances' }).click();
  await expect(page.getByRole('grid', { name: 'Maintenances' })).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  const title = `Loose handrail ${Date.now()}`;
  await cell(page, '-1', 'title').locator('input').fill(title);
  await action(page, '-1', 'Save');
  await acknowledge(page, 'Maintenance successfully created.');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Pending');
  await expectAccessible(page);
});
