import { expect, type Page } from '@playwright/test';

/** A cell of the editable table, by row id (-1 is the row being added) and field. */
export const cell = (page: Page, rowId: string, field: string) =>
  page.locator(`[role="row"][data-id="${rowId}"] [data-field="${field}"]`);

/** Clicks a row's action: Edit, Delete, Duplicate, Save or Cancel. */
export const action = (
  page: Page,
  rowId: string,
  name: 'Edit' | 'Delete' | 'Duplicate' | 'Save' | 'Cancel',
) => cell(page, rowId, 'actions').getByRole('button', { name }).click();

/** Expects the message dialog to say `text`, then presses OK. */
export async function acknowledge(page: Page, text: string) {
  // Filtered by its text: the message may sit over another dialog (a form) that stays open.
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** Records the write calls (POST, PUT, DELETE) the page makes to a resource. */
export function recordWrites(page: Page, resource: string): string[] {
  const writes: string[] = [];
  page.on('request', (r) => {
    if (['POST', 'PUT', 'DELETE'].includes(r.method()) && r.url().includes(`/v1/acorn/${resource}`))
      writes.push(r.method());
  });
  return writes;
}

/** Saves the row being added, expects the success message, and answers the saved row's id (found by `text`). */
export async function saveNewRow(page: Page, message: string, text: string): Promise<string> {
  await action(page, '-1', 'Save');
  await acknowledge(page, message);
  return (await page.getByRole('row').filter({ hasText: text }).first().getAttribute('data-id'))!;
}

/**
 * Shows `rows` rows a page, as a user would through the pager. axe judges a page of 10 rows as it would 100
 * (every row is drawn by the same cells) in a tenth of the time, which a busy two-core machine needs.
 */
export async function showRowsPerPage(page: Page, rows: number) {
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: String(rows), exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(rows + 1);
}
