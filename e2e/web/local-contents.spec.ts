import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signInAs } from '../support/demo';
import {
  cell,
  chooseOption,
  deleteRow,
  expectFieldError,
  fillField,
  openAdd,
  openFromRow,
  pickDate,
  recordWrites,
  rowWith,
  save,
  saveExpectingError,
  saveForm,
} from '../support/grid';

test('role 4 adds, edits and deletes a local content, with the spec’s messages', async ({ page }) => {
  await signInAs(page, 'content@acorn.demo');
  await expect(page).toHaveURL(/\/local-contents$/);
  await expect(page.getByRole('grid', { name: 'Local Contents' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expectAccessible(page);

  const writes = recordWrites(page, 'local-contents');
  const add = await openAdd(page, 'local content');
  await save(add);
  await expectFieldError(
    add,
    add.getByRole('combobox', { name: 'Category', exact: true }),
    'Local content category cannot be empty.',
  );
  await chooseOption(add, 'Category', 'Community');
  await saveExpectingError(add, 'Title', 'Local content title cannot be empty.');
  expect(writes).toEqual([]);

  const title = `Ballina Men's Shed ${Date.now()}`;
  await fillField(add, 'Title', title);
  await fillField(add, 'Description', 'Woodwork and a cuppa');
  await fillField(add, 'Web address', 'https://ballinamensshed.ie');
  await fillField(add, 'Logo', 'https://ballinamensshed.ie/logo.png');
  await saveForm(add, 'Content successfully created.');

  const row = rowWith(page, title);
  const id = (await row.getAttribute('data-id'))!;
  const edit = await openFromRow(row, 'local content');
  await fillField(edit, 'Description', 'Woodwork, tea and chat');
  await saveForm(edit, 'Content successfully updated.');
  await expect(cell(page, id, 'description')).toHaveText('Woodwork, tea and chat');

  await deleteRow(row, 'local content', title);
  await expect(rowWith(page, title)).toHaveCount(0);
  expect(writes).toEqual(['POST', 'PUT', 'DELETE']);
});

test('role 2 adds a noticeboard with an expiry date', async ({ page }) => {
  await signInAs(page, 'manager@acorn.demo');
  await page.getByRole('link', { name: 'Noticeboards' }).click();
  await expect(page.getByRole('grid', { name: 'Noticeboards' })).toBeVisible();
  await expectAccessible(page);
  const add = await openAdd(page, 'noticeboard');
  const title = `Christmas concert ${Date.now()}`;
  await fillField(add, 'Title', title);
  await fillField(add, 'Description', 'The school choir, Friday at 3');
  await pickDate(add, 'Expires', '20.12.2026');
  await saveForm(add, 'Content successfully created.');
  await expect(rowWith(page, title)).toContainText('20.12.2026');
});
