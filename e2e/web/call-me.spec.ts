import type { ResidentRow } from '@acorn/domain/residents';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { callLogOf, enrolledTablet, inCallWith } from '../support/calls';
import { ADMIN, signInAs } from '../support/demo';
import { expectMediaBothWays, watchPeers } from '../support/peers';
import { MANAGER, nameOf, residentsOf } from '../support/residents';
import { expectTabletAccessible } from '../support/tablet-app';

// A resident's 'Call me' (issue 22): the tablet app calls the care home, every signed-in staff page of the
// group rings, the first to answer has the call, the other sees who took it. Fake camera and microphone
// (playwright.config.ts) give both ends real media.
test.describe.configure({ timeout: 180_000 });

/** A Lake Barrington Woods resident no other spec uses (calls.spec takes .at(-5), the tablet app's .at(-3), .at(-4)). */
let resident: ResidentRow;
test.beforeAll(async () => {
  resident = (await residentsOf('Lake Barrington Woods')).at(-6)!;
});

const incomingCall = (page: Page) => page.getByRole('region', { name: 'Incoming call' });

test("a tablet's 'Call me' rings two staff pages; one answers, the other sees it taken; media flows both ways", async ({
  page,
  browser,
}) => {
  await watchPeers(page.context());
  await signInAs(page, ADMIN, '/tablets');
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAs(manager, MANAGER, '/maintenance');
  const { context, tablet, headers } = await enrolledTablet(page, browser, resident);

  await tablet.getByRole('button', { name: 'Call me' }).click();
  const calling = tablet.getByRole('dialog', { name: 'Calling Maple Grove Care…' });
  await expect(calling.getByRole('status')).toHaveText('Waiting for someone to answer.');
  for (const staff of [page, manager])
    await expect(incomingCall(staff)).toContainText(`${nameOf(resident)} is calling`);
  await expectTabletAccessible(tablet);

  await incomingCall(page)
    .getByRole('button', { name: /^Answer/ })
    .click();
  const inCall = inCallWith(page, resident);
  await expect(inCall).toHaveAttribute('data-connection-state', 'connected');
  await expect(incomingCall(manager)).toContainText(/answered .*call/);
  await expectAccessible(manager);
  await expect(tablet.getByRole('dialog', { name: 'Call with Aoife Brennan' })).toBeVisible();
  await expect(tablet.locator('[data-call-phase="connected"]')).toBeVisible();
  await expectMediaBothWays(page, tablet);

  // The resident hangs up; the staff member's view says so and takes a note; the log has the call.
  await tablet.getByRole('button', { name: 'Hang up' }).click();
  await expect(inCall.getByRole('status')).toContainText('The call has ended.');
  await page.getByRole('textbox', { name: 'Note for the call log' }).fill('Wanted to talk about lunch.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  const [latest] = await callLogOf(page, resident, headers);
  expect(latest).toMatchObject({
    status: 'answered',
    isOutgoing: false,
    note: 'Wanted to talk about lunch.',
  });
  await managerContext.close();
  await context.close();
});
