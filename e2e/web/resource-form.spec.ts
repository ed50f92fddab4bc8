import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { ADMIN, signInAs } from '../support/demo';
import {
  cell,
  chooseOption,
  expectSaved,
  fillField,
  formNamed,
  openAdd,
  openFromRow,
  saveExpectingError,
  saveForm,
  showRowsPerPage,
  textField,
} from '../support/grid';

// Issue 16's acceptance for the add-and-edit form: a side drawer built from the contract, the spec's
// rules before any call, a note on success, Save always in view, read-only fields for role 8.

/** The form's axe run: the drawer (the page beneath was checked in its own state). */
const DRAWER = '[role="dialog"]';

/** Every POST and PUT the page sends to the devices resource, as 'METHOD /path'. */
function deviceWrites(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (['POST', 'PUT'].includes(r.method()) && r.url().includes('/v1/acorn/acorn-devices'))
      calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return calls;
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('role 1 adds a device through the form: defaults, the spec’s rule before any call, a note, the row on top; edits it', async ({
    page,
  }) => {
    await signInAs(page, ADMIN, '/devices');
    const grid = page.getByRole('grid', { name: 'Acorn Devices' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    // axe over the spec's 100 rows of 26 columns takes most of a minute on two cores.
    await showRowsPerPage(page, 10);
    const calls = deviceWrites(page);

    const add = await openAdd(page, 'device');
    // The contract's defaults.
    await expect(add.getByRole('combobox', { name: 'Status', exact: true })).toHaveText('Unassigned');
    await expect(add.getByRole('combobox', { name: 'SIM Status', exact: true })).toHaveText('Inactive');
    await expect(textField(add, 'SIM Number')).toHaveValue('WIFI');
    await expect(textField(add, 'Group Name')).toHaveValue('Acorn Group');
    await expect(add.getByRole('switch', { name: 'In Support' })).toBeChecked();
    await expect(textField(add, 'Serial Number')).toHaveValue('');
    // The form's header is not under the top bar: its Close button would take the click (a trial: the
    // hit is checked, nothing is pressed).
    await add.getByRole('button', { name: 'Close', exact: true }).click({ trial: true, timeout: 15_000 });
    const saveButton = add.getByRole('button', { name: 'Save', exact: true });
    await expect(saveButton).toBeInViewport({ ratio: 1 });
    // Once over the whole page with the form open: the drawer and what it hides beneath it.
    await expectAccessible(page);

    // Save with an empty serial: the message on its field, read out, focus there, and not one call.
    await saveExpectingError(add, 'Serial Number', 'Acorn Device serial number cannot be empty.');
    expect(calls).toEqual([]);
    await expectAccessible(page, DRAWER);

    const serial = `R52N${Date.now()}`;
    await fillField(add, 'Serial Number', serial);
    // Enter in a single-line field saves, as Save does.
    await textField(add, 'Serial Number').press('Enter');
    await expectSaved(add, 'Acorn Device successfully created.');
    expect(calls).toEqual(['POST /v1/acorn/acorn-devices']);
    // New rows appear at the top.
    const row = grid.getByRole('row').nth(1);
    await expect(row).toContainText(serial);
    const id = (await row.getAttribute('data-id'))!;
    await expect(cell(page, id, 'serial_number')).toHaveText(serial);

    const edit = await openFromRow(row, 'device');
    await expect(textField(edit, 'Serial Number')).toHaveValue(serial);
    await expect(edit.getByRole('button', { name: 'Save', exact: true })).toBeInViewport({ ratio: 1 });
    await expectAccessible(page, DRAWER);
    // The update's own wording (the spec's, two spaces and all), again before any call.
    await fillField(edit, 'Serial Number', '');
    await saveExpectingError(edit, 'Serial Number', 'Acorn device  serial number cannot be empty.');
    expect(calls).toEqual(['POST /v1/acorn/acorn-devices']);

    // Closing with changes asks first; discarding leaves the row as it was.
    await edit.getByRole('button', { name: 'Close', exact: true }).click();
    const ask = page
      .getByRole('dialog')
      .filter({ hasText: 'Discard changes?' })
      .filter({ has: page.getByRole('button', { name: 'Keep editing' }) });
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(ask).toBeHidden();
    await expect(edit).toBeHidden();
    await expect(cell(page, id, 'serial_number')).toHaveText(serial);
    expect(calls).toEqual(['POST /v1/acorn/acorn-devices']);
  });

  test('role 8 changes a job’s status in the form; its title is shown read-only', async ({ page }) => {
    await signInAs(page, 'jobs@acorn.demo');
    await expect(page).toHaveURL(/\/maintenance$/);
    const grid = page.getByRole('grid', { name: 'Jobs' });
    // The page's last row (the jobs spec changes its first): Enter on a cell opens its form.
    const row = grid.locator('[role="row"][data-id]').last();
    await expect(row).toBeVisible();
    const id = (await row.getAttribute('data-id'))!;
    const title = await cell(page, id, 'title').innerText();
    await cell(page, id, 'title').press('Enter');
    const form = formNamed(page, 'Edit maintenance job');
    await expect(form).toBeVisible();

    const titleField = textField(form, 'Title');
    await expect(titleField).toHaveValue(title);
    await expect(titleField).toHaveAttribute('readonly');
    await expect(titleField).toHaveAccessibleDescription('Your role may not change this.');
    // Typing in it changes nothing.
    await titleField.press('x');
    await expect(titleField).toHaveValue(title);
    await expect(form.getByRole('button', { name: 'Save', exact: true })).toBeInViewport({ ratio: 1 });
    await expectAccessible(page, DRAWER);

    const status = form.getByRole('combobox', { name: 'Status', exact: true });
    const next = (await status.innerText()).includes('In-Progress') ? 'Pending' : 'In-Progress';
    await chooseOption(form, 'Status', next);
    await saveForm(form, 'Maintenance content successfully updated.');
    await expect(cell(page, id, 'status')).toHaveText(next);
    await expect(cell(page, id, 'title')).toHaveText(title);
  });
});

test.describe('on a phone', () => {
  // A phone held upright.
  test.use({ viewport: { width: 390, height: 844 } });

  test('role 1 opens a device from its card: the form fills the screen and its Save is in view', async ({
    page,
  }) => {
    await signInAs(page, ADMIN, '/devices');
    const cards = page.getByRole('region', { name: 'Acorn Devices' });
    const card = cards.getByRole('listitem').first();
    await expect(card).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    const name = await card.getByRole('heading', { level: 3 }).innerText();
    // Each card's buttons say which row they act on.
    await expect(card.getByRole('button', { name: `Delete ${name}`, exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const edit = formNamed(page, 'Edit device');
    await expect(edit).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Save', exact: true })).toBeInViewport({ ratio: 1 });
    await expectAccessible(page, DRAWER);
    await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(edit).toBeHidden();

    const add = await openAdd(page, 'device');
    await expect(add.getByRole('button', { name: 'Save', exact: true })).toBeInViewport({ ratio: 1 });
  });
});
