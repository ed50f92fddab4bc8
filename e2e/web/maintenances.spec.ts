import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signInAs } from '../support/demo';
import {
  cell,
  chooseOption,
  fillField,
  openAdd,
  openFromRow,
  rowWith,
  saveForm,
  textField,
} from '../support/grid';

test('role 8 sees Jobs: edits a job’s status, cannot edit its title, add or delete', async ({ page }) => {
  await signInAs(page, 'jobs@acorn.demo');
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Jobs' });
  const first = grid.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
  await expect(grid.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectAccessible(page);

  const id = (await first.getAttribute('data-id'))!;
  const sent: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/acorn/maintenances') && ['POST', 'PUT', 'DELETE'].includes(r.method()))
      sent.push({ method: r.method(), body: r.postDataJSON() as unknown });
  });
  const form = await openFromRow(first, 'maintenance job');
  // The title is shown, not typed: the server would refuse it from this role.
  const title = textField(form, 'Title');
  await expect(title).toHaveAttribute('readonly');
  await expect(title).toHaveAccessibleDescription('Your role may not change this.');
  const status = form.getByRole('combobox', { name: 'Status', exact: true });
  const next = (await status.innerText()).includes('Delayed') ? 'Done' : 'Delayed';
  await chooseOption(form, 'Status', next);
  await saveForm(form, 'Maintenance content successfully updated.');
  await expect(cell(page, id, 'status')).toHaveText(next);
  // Only what changed is sent, with the version it was based on.
  expect(sent).toEqual([
    { method: 'PUT', body: { status: next, last_modified_date: expect.any(String) as unknown } },
  ]);
});

test('role 2 adds a maintenance job, shown with its status badge', async ({ page }) => {
  await signInAs(page, 'manager@acorn.demo');
  await page.getByRole('link', { name: 'Maintenances' }).click();
  await expect(page.getByRole('grid', { name: 'Maintenances' })).toBeVisible();
  const add = await openAdd(page, 'maintenance job');
  const title = `Loose handrail ${Date.now()}`;
  await fillField(add, 'Title', title);
  await saveForm(add, 'Maintenance successfully created.');
  await expect(rowWith(page, title)).toContainText('Pending');
  await expectAccessible(page);
});
