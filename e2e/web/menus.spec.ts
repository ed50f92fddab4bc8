import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expectAccessible } from '../support/axe';
import { signInAs } from '../support/demo';
import { acknowledge, expectNote, fillField, openAdd, pickDate, saveForm } from '../support/grid';
import { chooseMenuPdf, downloadMenuPdf, menuRow } from '../support/menus';

test('role 1 uploads a menu PDF and downloads the same bytes; a file that is not a PDF is refused', async ({
  page,
}) => {
  await signInAs(page, 'admin@acorn.demo');
  await page.getByRole('link', { name: 'Menus' }).click();
  await expect(page.getByRole('grid', { name: 'Menus' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Group' })).toBeVisible();

  const add = await openAdd(page, 'menu');
  const title = `Christmas week ${Date.now()}`;
  await fillField(add, 'Title', title);
  await fillField(add, 'Description', 'Turkey, ham and plum pudding');
  await pickDate(add, 'Expires', '05.01.2020');
  await saveForm(add, 'Content successfully created.');
  const row = menuRow(page, title);
  await expect(row).toContainText('No PDF yet');
  await expect(row).toContainText('Expired');

  await chooseMenuPdf(page, title, 'menu.pdf', Buffer.from('<html>not a menu</html>'));
  await acknowledge(page, 'The file is not a PDF. Choose a PDF file.');

  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200_000)]);
  await chooseMenuPdf(page, title, 'christmas.pdf', pdf);
  await expectNote(page, 'Menu PDF uploaded.');
  await expect(row).toContainText('christmas.pdf (195.32 KB)');
  await expectAccessible(page);

  const file = await downloadMenuPdf(page, title, 'christmas.pdf');
  expect(file.filename).toBe('christmas.pdf');
  expect(file.bytes.equals(pdf)).toBe(true);
});
