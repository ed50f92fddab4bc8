import type { ResidentRow } from '@acorn/domain/residents';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { sessionToken, signInAs, signInThroughPage } from '../support/demo';
import { linkIn, mailTo } from '../support/mailbox';
import { MANAGER, nameOf, residentsOf } from '../support/residents';

// Issue 20's acceptance: a manager invites a family member from the resident's Friends & Family, the
// family member chooses a password from the mail, signs in and lands on their resident's week; a
// check-in the care home sends shows there live; staff share the health summary and the card appears.
// A Maple Grove facility (the demo manager's group) whose first resident no other spec uses.
test.describe.configure({ timeout: 240_000 });

const FACILITY = 'Lake Barrington Woods';
const PASSWORD = 'a-long-family-passphrase';
let resident: ResidentRow;
let other: ResidentRow;

test.beforeAll(async () => {
  [resident, other] = (await residentsOf(FACILITY)) as [ResidentRow, ResidentRow];
});

/** The resident's Friends & Family section, as the manager opens it. */
async function friendsAndFamily(page: Page) {
  await signInAs(page, MANAGER, `/users?user_id=${resident.user_id}&panel=info`);
  await expect(page.getByRole('heading', { name: `Personal info · ${nameOf(resident)}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Friends & Family' }).click();
  await expect(page.getByRole('heading', { name: 'Family members on the portal' })).toBeVisible();
}

test('a family member invited from Friends & Family follows the resident’s week', async ({
  page,
  browser,
}) => {
  const email = `invited-${process.pid}-${Date.now()}@family.example`;
  const member = 'Eileen Family';
  await friendsAndFamily(page);

  // Invite family member: Save with no relationship shows the rule on that field first.
  await page.getByRole('button', { name: 'Invite family member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite family member' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Eileen');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Family');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const relationship = dialog.getByRole('combobox', { name: 'Relationship' });
  await expect(relationship).toHaveAccessibleDescription('Relationship cannot be empty.');
  await expect(relationship).toBeFocused();
  await expectAccessible(page);
  await relationship.fill('Daughter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent.' })).toBeVisible();
  const card = page.getByRole('listitem', { name: member });
  await expect(card).toContainText('Invited');
  await expect(card).toContainText(`Daughter · ${email}`);

  // The invitation arrives; the family member chooses a password and signs in through the page.
  const family = await (await browser.newContext()).newPage();
  await family.goto(linkIn(await mailTo(email))!);
  await family.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await family.getByLabel('New password again').fill(PASSWORD);
  await family.getByRole('button', { name: 'Set password' }).click();
  await expect(family.getByRole('status')).toHaveText('Your password has been changed. You can now sign in.');
  await signInThroughPage(family, email, PASSWORD);
  await expect(family).toHaveURL(/\/family-status-report$/);
  await expect(family.getByRole('main')).toContainText(nameOf(resident));
  await expect(family.getByRole('heading', { level: 2, name: /^Week of \d\d\.\d\d\.\d{4}$/ })).toBeVisible();
  await expect(family.getByText(/does not share the health summary or calls with you/)).toBeVisible();
  await expect(family.getByRole('button', { name: 'Next week' })).toBeDisabled();

  // A check-in the care home sends shows in the week as it is sent (the family's live stream).
  const sent = await page.request.post(`/v1/acorn/residents/${resident.user_id}/check-in`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  expect(sent.status()).toBe(202);
  await expect(family.getByText(/^Check-in (sent|missed)$/).first()).toBeVisible();
  await expect(
    family.getByText(/^Checked in at \d\d:\d\d, (waiting for an answer|missed)$/).first(),
  ).toBeVisible();
  await expectAccessible(family);

  // Another resident is no business of theirs: 404, as if there were none.
  const refused = await family.request.get(`/v1/acorn/family/residents/${other.user_id}/week`);
  expect(refused.status()).toBe(404);

  // Staff share the health summary (the member has signed in by now); after a reload the card is there.
  await page.reload();
  await page.getByRole('tab', { name: 'Friends & Family' }).click();
  await expect(card).toContainText('Signed in');
  const health = card.getByRole('switch', { name: 'Health summary' });
  await health.click();
  await expect(page.getByRole('status').filter({ hasText: 'Sharing saved.' })).toBeVisible();
  await expect(health).toBeChecked();
  await family.reload();
  await expect(family.getByRole('heading', { name: 'Health summary' })).toBeVisible();
  await expect(family.getByText(/does not share calls with you/)).toBeVisible();

  // A phone: the same report, no sideways scrolling.
  await family.setViewportSize({ width: 390, height: 844 });
  await expect(family.getByRole('heading', { name: 'Health summary' })).toBeVisible();
  // The heading was there before the resize: the phone layout follows once the page has re-rendered for it.
  await expect
    .poll(() => family.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await family.context().close();
});
