import { expect, type Locator, type Page } from '@playwright/test';

// The editable tables: a grid (cards on a phone) whose Add, Edit and Duplicate open a form in a side
// drawer (apps/web/src/components/resource-form). These helpers do what a user does there, and wait on
// what the user would see.

/** A cell of the table, by row id and field. */
export const cell = (page: Page, rowId: string, field: string) =>
  page.locator(`[role="row"][data-id="${rowId}"] [data-field="${field}"]`);

/** The table's row showing `text`. */
export const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The form drawer, by its title: 'Add device', 'Edit newspaper'. */
export const formNamed = (page: Page, title: string) =>
  page.getByRole('dialog', { name: title, exact: true });

/** Presses the toolbar's Add and answers the form it opens ('Add <noun>'). */
export async function openAdd(page: Page, noun: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const form = formNamed(page, `Add ${noun}`);
  await expect(form).toBeVisible();
  return form;
}

/** Presses a row's Edit (or Duplicate) in its actions column and answers the form it opens. */
export async function openFromRow(
  row: Locator,
  noun: string,
  action: 'Edit' | 'Duplicate' = 'Edit',
): Promise<Locator> {
  await row.getByRole('button', { name: action, exact: true }).click();
  const form = formNamed(row.page(), `${action === 'Edit' ? 'Edit' : 'Add'} ${noun}`);
  await expect(form).toBeVisible();
  return form;
}

/** A text field of the form, by its label (the column's header). */
export const textField = (form: Locator, label: string) =>
  form.getByRole('textbox', { name: label, exact: true });

/** Types `value` into a text field (what was there is replaced). */
export async function fillField(form: Locator, label: string, value: string) {
  const input = textField(form, label);
  await input.fill(value);
  await expect(input).toHaveValue(value);
}

/** Picks one of a select's options by the name people read. */
export async function chooseOption(form: Locator, label: string, option: string) {
  const select = form.getByRole('combobox', { name: label, exact: true });
  await select.click();
  await form.page().getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

/** Several of a multiple select's options; the list is closed again with Escape. */
export async function chooseOptions(form: Locator, label: string, options: readonly string[]) {
  const page = form.page();
  await form.getByRole('combobox', { name: label, exact: true }).click();
  const list = page.getByRole('listbox');
  for (const option of options) {
    await list.getByRole('option', { name: option, exact: true }).click();
    await expect(list.getByRole('option', { name: option, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

/** A date (or date-time) picker's field, by its label. */
export const dateField = (form: Locator, label: string) =>
  form.getByRole('group', { name: label, exact: true });

/**
 * Types a date as people do into the picker's sections: 'DD.MM.YYYY' (or 'DD.MM.YYYY HH:mm'), its digits
 * typed from the first section on, each section moving to the next once full.
 */
export async function pickDate(form: Locator, label: string, value: string) {
  const field = dateField(form, label);
  await field.getByRole('spinbutton').first().click();
  await form.page().keyboard.type(value.replace(/\D/g, ''));
  await expect(field.locator('input')).toHaveValue(value);
}

/** Presses the form's Save. */
export const save = (form: Locator) => form.getByRole('button', { name: 'Save', exact: true }).click();

/**
 * Expects the success note (role=status) to say `message`, with no dialog open, then closes it, so a later
 * note of the same words is its own.
 */
export async function expectNote(page: Page, message: string) {
  const note = page.getByRole('status').filter({ hasText: message });
  await expect(note).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await note.getByRole('button', { name: 'Close' }).click();
  await expect(note).toBeHidden();
}

/** Expects a save to have succeeded as a user sees it: the form gone and the success note. */
export async function expectSaved(form: Locator, message: string) {
  await expect(form).toBeHidden();
  await expectNote(form.page(), message);
}

/** Saves the form and expects the success note. */
export async function saveForm(form: Locator, message: string) {
  await save(form);
  await expectSaved(form, message);
}

/**
 * Expects the spec's message on `control` after a Save: its helper text (its description), said aloud in
 * the form's alert region, focus on it, and no message dialog (nothing was sent to be refused).
 */
export async function expectFieldError(form: Locator, control: Locator, message: string) {
  await expect(form.getByRole('alert')).toHaveText(message);
  await expect(control).toHaveAccessibleDescription(message);
  await expect(control).toBeFocused();
  await expect(form.page().getByRole('dialog')).toHaveCount(1);
}

/** Presses the form's Save and expects the spec's message on the text field labelled `label`. */
export async function saveExpectingError(form: Locator, label: string, message: string) {
  await save(form);
  const control = textField(form, label);
  await expectFieldError(form, control, message);
  await expect(control).toHaveAttribute('aria-invalid', 'true');
}

/** Deletes a row through its Delete and the question naming it ('Delete newspaper "…"?'). */
export async function deleteRow(row: Locator, noun: string, name: string) {
  await row.getByRole('button', { name: 'Delete', exact: true }).click();
  const ask = row.page().getByRole('dialog', { name: `Delete ${noun} "${name}"?` });
  await expect(ask).toContainText('Are you sure you want to do this?');
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(ask).toBeHidden();
}

/** Expects the message dialog (titled `title`, where given) to say `text`, then presses OK. */
export async function acknowledge(page: Page, text: string, title?: string) {
  // Filtered by its text and its OK: the message may sit over a form that stays open.
  const dialog = page
    .getByRole('dialog', title === undefined ? {} : { name: title, exact: true })
    .filter({ hasText: text })
    .filter({ has: page.getByRole('button', { name: 'OK' }) });
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

/**
 * Shows `rows` rows a page, as a user would through the pager. axe judges a page of 10 rows as it would 100
 * (every row is drawn by the same cells) in a tenth of the time, which a busy two-core machine needs.
 */
export async function showRowsPerPage(page: Page, rows: number) {
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: String(rows), exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(rows + 1);
}
