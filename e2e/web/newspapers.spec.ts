import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { expectAccessible } from '../support/axe';
import { sessionToken, signInAs } from '../support/demo';
import {
  acknowledge as ok,
  cell,
  deleteRow,
  fillField,
  openAdd,
  openFromRow,
  recordWrites,
  rowWith,
  save,
  saveExpectingError,
  saveForm,
  textField,
} from '../support/grid';

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

  const add = await openAdd(page, 'newspaper');
  await saveExpectingError(add, 'Title', 'Newspaper title cannot be empty.');
  expect(writes).toEqual([]);

  const title = `Western People ${Date.now()}`;
  await fillField(add, 'Title', title);
  await fillField(add, 'Description', 'Mayo weekly');
  await fillField(add, 'Web address', 'https://www.westernpeople.ie');
  await fillField(add, 'Logo', 'https://www.westernpeople.ie/logo.png');
  await saveForm(add, 'Content successfully created.');
  expect(writes).toEqual(['POST']);

  const row = rowWith(page, title);
  await expect(row).toBeVisible();
  const id = (await row.getAttribute('data-id'))!;
  const edit = await openFromRow(row, 'newspaper');
  await expect(textField(edit, 'Title')).toHaveValue(title);
  await fillField(edit, 'Description', 'Mayo and Sligo weekly');
  await saveForm(edit, 'Content successfully updated.');
  await expect(cell(page, id, 'description')).toHaveText('Mayo and Sligo weekly');

  await deleteRow(row, 'newspaper', title);
  await expect(rowWith(page, title)).toHaveCount(0);
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
  const row = rowWith(page, title);
  await expect(cell(page, String(id), 'title')).toHaveText(title);
  const edit = await openFromRow(row, 'newspaper');
  await fillField(edit, 'Description', 'Galway and Mayo weekly');
  // Someone else saves the row while this edit is open.
  expect(
    (await request.put(`/v1/acorn/newspapers/${id}`, { headers, data: { title: `${title} (new)` } })).ok(),
  ).toBe(true);
  await save(edit);
  await ok(page, 'This record was changed by someone else. Reload it to see the changes.', 'Newspapers');
  // The form stays open with what was typed, and nothing of it was stored.
  await expect(edit).toBeVisible();
  await expect(textField(edit, 'Description')).toHaveValue('Galway and Mayo weekly');
  const stored = await (await request.get(`/v1/acorn/newspapers/${id}`, { headers })).json();
  expect(stored).toMatchObject({ title: `${title} (new)`, description: 'Galway weekly' });
});
