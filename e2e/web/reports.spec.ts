import { noAccessSentence, PERMISSION } from '@acorn/domain/access';
import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { expectAccessible } from '../support/axe';
import { ADMIN, sessionToken, signInAs, signInThroughPage } from '../support/demo';
import { adminApi, groupNamed, newStaff, setGroupBits } from '../support/group-bits';

// The demo's facilities, as the spec names them (doc 1 §2).
const FACILITIES = [
  'Lake Barrington Woods',
  'Northport Highlands',
  'The Season at Glenview',
  'The Village at the Farm Pond',
  'Toronto',
];
// Shannon Valley Homes: no other spec relies on its bits; this one acts through a manager of its own.
const GROUP = 'Shannon Valley Homes';
const PASSWORD = 'a passphrase for the reports spec';

test.describe.configure({ mode: 'serial' });

let manager = '';
test.beforeAll(async () => {
  const admin = await adminApi();
  manager = await newStaff(admin, (await groupNamed(admin, GROUP)).group_id, 2, PASSWORD);
  await admin.api.dispose();
});

/** Takes `bit` from the group for `run`, and gives it back whatever happens. */
async function withoutBit(bit: number, run: (groupId: number) => Promise<void>) {
  const admin = await adminApi();
  const group = await groupNamed(admin, GROUP);
  expect(group.group_permissions).toBe(ALL_PERMISSIONS);
  await setGroupBits(admin, group.group_id, ALL_PERMISSIONS & ~bit);
  try {
    await run(group.group_id);
  } finally {
    await setGroupBits(admin, group.group_id, ALL_PERMISSIONS);
    await admin.api.dispose();
  }
}

const bearer = async (page: Page) => ({ authorization: `Bearer ${await sessionToken(page)}` });

test('role 1: each facility’s two monthly reports, the facility in the link', async ({ page }) => {
  await signInAs(page, ADMIN, '/reports');
  await expect(page.getByRole('heading', { name: 'Facility Monthly Reports', level: 1 })).toBeVisible();
  const facilities = page.getByRole('list', { name: 'Facilities' });
  await expect(facilities.getByRole('link')).toHaveCount(FACILITIES.length * 2);
  for (const name of FACILITIES) {
    await expect(facilities.getByRole('link', { name: `Activities Report for ${name}` })).toBeVisible();
    await expect(facilities.getByRole('link', { name: `Maintenance Report for ${name}` })).toBeVisible();
  }
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }),
  ).toBeVisible();
  await expectAccessible(page);

  await facilities.getByRole('link', { name: 'Activities Report for Toronto' }).click();
  await expect(page).toHaveURL(/\/activities_report\?facility_id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Activities Report', level: 1 })).toBeVisible();
  await page.goBack();
  await facilities.getByRole('link', { name: 'Maintenance Report for The Season at Glenview' }).click();
  await expect(page).toHaveURL(/\/maintaince_report\?facility_id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Maintenance Report', level: 1 })).toBeVisible();
});

test('without GENERATE_REPORT: 403 and no Generate button; with it, generated, downloaded, deleted', async ({
  page,
}) => {
  await signInThroughPage(page, manager, PASSWORD);
  const section = page.getByRole('region', { name: 'Tablet user reports' });
  await withoutBit(PERMISSION.GENERATE_REPORT, async () => {
    const refused = await page.request.post('/v1/acorn/reports', {
      headers: await bearer(page),
      data: { type: 'users_status' },
    });
    expect(refused.status()).toBe(403);
    await page.goto('/reports');
    await expect(section.getByText('No reports yet.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Generate' })).toHaveCount(0);
    await expectAccessible(page);
  });

  // The bit is back: the page asks the server again on opening, and offers Generate.
  await page.reload();
  await section.getByRole('button', { name: 'Generate' }).click();
  await expect(section.getByRole('progressbar', { name: /^Progress of Tablet user status/ })).toBeVisible();
  await expect(section.getByText('Ready')).toBeVisible();
  await expectAccessible(page);

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: /^Download CSV of Tablet user status/ }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^users_status-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync((await file.path())!, 'utf8')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('Acorn ID,Name,Facility,Active,Connectivity,Last seen (UTC),Check-in,Version');
  const residents = await page.request.get('/v1/acorn/users?user_type=2', { headers: await bearer(page) });
  expect(lines).toHaveLength((await residents.json()).device_counter + 1);

  await section.getByRole('button', { name: /^Delete Tablet user status/ }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to do this?');
  await expectAccessible(page, '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(section.getByText('No reports yet.')).toBeVisible();
});

test('without READ_EDIT_NEWSPAPERS: Newspapers says so calmly and leaves the menu; the API refuses', async ({
  page,
}) => {
  await signInThroughPage(page, manager, PASSWORD);
  await withoutBit(PERMISSION.READ_EDIT_NEWSPAPERS, async () => {
    expect((await page.request.get('/v1/acorn/newspapers', { headers: await bearer(page) })).status()).toBe(
      403,
    );
    await page.goto('/newspapers');
    await expect(page.getByRole('heading', { name: 'Newspapers', level: 1 })).toBeVisible();
    await expect(page.getByText(noAccessSentence('Newspapers'))).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Newspapers' }),
    ).toHaveCount(0);
    await expectAccessible(page);
  });
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Newspapers' })).toBeVisible();
});
