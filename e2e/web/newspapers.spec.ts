import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { expectAccessible } from '../support/axe';
import { sessionToken, signInAs } from '../support/demo';
import { acknowledge as ok, action, cell, recordWrites } from '../support/grid';

test('role 3: validation before any call, then add, edit and delete with the spec’s messages', async ({
  page,
}) => {
  await signInAs(page, 'newspapers@acorn.demo');
  await expect(page.getByRole('grid', { name: 'Newspapers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Group' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Location' })).toBeVisible();
  await expectAccessible(page);

  const writes = recordWrites(page, 'newspapers');

  await page.getByRole('button', { name: 'Add' }).click();
  await action(page, '-1', 'Save');
  await ok(page, 'Newspaper title cannot be empty.');
  expect(writes).toEqual([]);

  const title = `Western People ${Date.now()}`;
  await cell(page, '-1', 'title').locator('input').fill(title);
  await cell(page, '-1', 'description').locator('input').fill('Mayo weekly');
  await cell(page, '-1', 'url').locator('input').fill('https://www.westernpeople.ie');
  await cell(page, '-1', 'icon_url').locator('input').fill('https://www.westernpeople.ie/logo.png');
  await action(page, '-1', 'Save');
  await ok(page, 'Content successfully created.');
  expect(writes).toEqual(['POST']);

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  const id = await row.getAttribute('data-id');
  await action(page, id!, 'Edit');
  await cell(page, id!, 'description').locator('input').fill('Mayo and Sligo weekly');
  await action(page, id!, 'Save');
  await ok(page, 'Content successfully updated.');
  await expect(cell(page, id!, 'description')).toHaveText('Mayo and Sligo weekly');

  await action(page, id!, 'Delete');
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to do this?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect(writes).toEqual(['POST', 'PUT', 'DELETE']);
});

test('role 1: the group column, and a CSV export of every row from the server', async ({ page, request }) => {
  await signInAs(page, 'admin@acorn.demo', '/newspapers');
  await expect(page.getByRole('columnheader', { name: 'Group' })).toBeVisible();
  await expectAccessible(page);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('newspapers.csv');
  const lines = fs
    .readFileSync((await file.path())!, 'utf8')
    .trim()
    .split('\r\n');
  const token = await sessionToken(page);
  const { total } = await (
    await request.get('/v1/acorn/newspapers', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(lines[0]).toContain('newspaper_id,title');
  expect(lines).toHaveLength(total + 1);

  // Search is the server's: it narrows the total, and nothing matching shows the spec's text.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Kerryman');
  await expect(page.getByRole('grid', { name: 'Newspapers' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search' }).fill('no newspaper is called this');
  await expect(page.getByText('No records to display')).toBeVisible();
});

test('an edit based on a row someone else changed meanwhile is refused, and what was typed stays', async ({
  page,
  request,
}) => {
  await signInAs(page, 'newspapers@acorn.demo', '/newspapers');
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const title = `Connacht Tribune ${Date.now()}`;
  const created = await request.post('/v1/acorn/newspapers', {
    headers,
    data: {
      title,
      description: 'Galway weekly',
      url: 'https://connachttribune.ie',
      icon_url: 'https://connachttribune.ie/l.png',
    },
  });
  const { newspaper_id: id } = (await created.json()) as { newspaper_id: number };
  await page.reload();
  const row = String(id);
  await expect(cell(page, row, 'title')).toHaveText(title);
  await action(page, row, 'Edit');
  await cell(page, row, 'description').locator('input').fill('Galway and Mayo weekly');
  // Someone else saves the row while this edit is open.
  expect(
    (await request.put(`/v1/acorn/newspapers/${id}`, { headers, data: { title: `${title} (new)` } })).ok(),
  ).toBe(true);
  await action(page, row, 'Save');
  await ok(page, 'This record was changed by someone else. Reload it to see the changes.');
  await expect(cell(page, row, 'description').locator('input')).toHaveValue('Galway and Mayo weekly');
  const stored = await (await request.get(`/v1/acorn/newspapers/${id}`, { headers })).json();
  expect(stored).toMatchObject({ title: `${title} (new)`, description: 'Galway weekly' });
});
