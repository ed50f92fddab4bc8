import { expect, type Page } from '@playwright/test';

/** A cell of the editable table, by row id (-1 is the row being added) and field. */
export const cell = (page: Page, rowId: string, field: string) =>
  page.locator(`[role="row"][data-id="${rowId}"] [data-field="${field}"]`);

/** Clicks a row's action: Edit, Delete, Save or Cancel. */
export const action = (page: Page, rowId: string, name: 'Edit' | 'Delete' | 'Save' | 'Cancel') =>
  cell(page, rowId, 'actions').getByRole('button', { name }).click();

/** Expects the message dialog to say `text`, then presses OK. */
export async function acknowledge(page: Page, text: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text);
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
