import type { ResidentRow } from '@acorn/domain/residents';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectAccessible } from '../support/axe';
import { ADMIN, sessionToken, signInAs } from '../support/demo';
import { nameOf, residentsOf } from '../support/residents';
import { tabletsOf } from '../support/tablets';

// Issue 23: a resident's data taken as a file (JSON and PDF) from the resident's screen, that taking seen
// in the audit log, and the erase dialog, by the operator (role 1). A resident no other spec uses.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let resident: ResidentRow;
let fleet: Awaited<ReturnType<typeof tabletsOf>>;
const CHAT = `Could someone bring my glasses? (${Date.now()})`;

test.beforeAll(async () => {
  resident = (await residentsOf('Lake Barrington Woods')).at(-8)!;
  fleet = await tabletsOf([resident.acorn_id!]);
});
test.afterAll(async () => fleet.stop());

/** The API as the signed-in browser's user. */
async function apiCall(page: Page, method: 'GET' | 'POST', url: string) {
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  return method === 'GET' ? page.request.get(url, { headers }) : page.request.post(url, { headers });
}

/** Opens the resident's Personal info at Data & privacy. */
async function dataSection(page: Page) {
  await signInAs(page, ADMIN, `/users?user_id=${resident.user_id}&panel=info`);
  await page.getByRole('tab', { name: 'Data & privacy' }).click();
  await expect(page.getByRole('button', { name: 'Export data' })).toBeVisible();
}

test('a resident’s export downloads as JSON with their chat, health readings and check-ins, and as a PDF', async ({
  page,
}) => {
  // What the resident's tablet says and measures, and a check-in it answers: through the tablet link.
  const tablet = fleet.tablets[0]!;
  await tablet.sendMessage(CHAT);
  await tablet.reportHealth({ bpm: 67 });
  await signInAs(page, ADMIN, '/home');
  expect((await apiCall(page, 'POST', `/v1/acorn/residents/${resident.user_id}/check-in`)).status()).toBe(
    202,
  );
  const chat = `/v1/acorn/residents/${resident.user_id}/messages`;
  await expect
    .poll(async () => JSON.stringify(await (await apiCall(page, 'GET', chat)).json()))
    .toContain(CHAT);

  await dataSection(page);
  await page.getByRole('button', { name: 'Export data' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, '[role="menu"]');
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /^JSON/ }).click(),
  ]);
  expect(json.suggestedFilename()).toBe(`resident-${resident.user_id}.json`);
  const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
    resident: { user_id: number; firstname: string };
    records: Record<string, Record<string, unknown>[]>;
  };
  expect(data.resident).toMatchObject({ user_id: resident.user_id, firstname: resident.firstname });
  expect(data.records.messages!.map((m) => m.body)).toContain(CHAT);
  expect(data.records.health_readings!.some((r) => r.bpm === 67 && r.source === 'tablet')).toBe(true);
  expect(data.records.check_in_logs!.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Export data' }).click();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /^PDF/ }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`resident-${resident.user_id}.pdf`);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the audit log shows the export itself, by name, filtered by action and resident', async ({ page }) => {
  await signInAs(page, ADMIN, '/audit');
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Exported' }).click();
  await page.getByRole('combobox', { name: 'Resident' }).fill(resident.surname!);
  await page.getByRole('option', { name: new RegExp(`#${resident.user_id}\\)$`) }).click();
  const grid = page.getByRole('grid', { name: 'Audit Log' });
  const rows = grid.getByRole('row').filter({ hasText: 'Whole record' });
  // The JSON and the PDF: two rows, each naming who took it and whose record it was.
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(nameOf(resident));
  await expect(rows.first()).toContainText('Exported');
  await expect(rows.first()).toContainText(ADMIN);
  await expectAccessible(page);
});

test('the erase dialog asks for the resident’s name before it offers to erase', async ({ page }) => {
  await dataSection(page);
  await page.getByRole('button', { name: 'Erase personal data…' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase ${nameOf(resident)}’s personal data` });
  await expect(dialog).toBeVisible();
  const erase = dialog.getByRole('button', { name: 'Erase personal data' });
  await expect(erase).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: 'Type the resident’s name to confirm' })
    .fill(resident.firstname!);
  await expect(erase).toBeDisabled();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('textbox', { name: 'Type the resident’s name to confirm' }).fill(nameOf(resident));
  await expect(erase).toBeEnabled();
  // Not erased here: other specs' demo data stays as it is (the erasure is tested on the API).
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
