import type { ResidentRow } from '@acorn/domain/residents';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { callFromResidentsScreen, callLogOf, enrolledTablet } from '../support/calls';
import { ADMIN, signInAs } from '../support/demo';
import { expectMediaBothWays, watchPeers } from '../support/peers';
import { residentsOf } from '../support/residents';
import { expectTabletAccessible } from '../support/tablet-app';

// Calls (issue 22) end to end: a staff member calls a resident's tablet app from the residents screen; the
// browsers' fake camera and microphone (playwright.config.ts) give both sides real media. Audio and video
// flow peer to peer on this machine; the server relays the signals.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A Lake Barrington Woods resident no other spec uses (the tablet app's spec takes .at(-3) and .at(-4)). */
let resident: ResidentRow;
test.beforeAll(async () => {
  resident = (await residentsOf('Lake Barrington Woods')).at(-5)!;
});

test('staff call a resident’s tablet: it rings, is answered, media flows both ways, the call is logged with its note', async ({
  page,
  browser,
}) => {
  await watchPeers(page.context());
  await signInAs(page, ADMIN, '/users');
  const { context, tablet, headers } = await enrolledTablet(page, browser, resident);

  const inCall = await callFromResidentsScreen(page, resident);
  await expect(inCall.getByRole('status')).toContainText('Ringing');
  const ringing = tablet.getByRole('dialog', { name: /^Call from / });
  await expect(ringing).toBeVisible();
  await expectTabletAccessible(tablet);
  await ringing.getByRole('button', { name: 'Answer' }).click();

  // Both ends connected, and each receives the other's audio and video.
  await expect(inCall).toHaveAttribute('data-connection-state', 'connected');
  await expect(tablet.locator('[data-call-phase="connected"]')).toBeVisible();
  await expectMediaBothWays(page, tablet);
  await expectTabletAccessible(tablet);
  await expectAccessible(page);

  // Staff hang up; the tablet says so; a note goes with the call into the log.
  await inCall.getByRole('button', { name: 'Hang up' }).click();
  await expect(tablet.getByRole('status').filter({ hasText: 'The call has ended.' })).toBeVisible();
  const note = `Talked about the garden ${Date.now() % 1000}`;
  await page.getByRole('textbox', { name: 'Note for the call log' }).fill(note);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  const [latest] = await callLogOf(page, resident, headers);
  expect(latest).toMatchObject({ status: 'answered', isOutgoing: true, note });
  expect(latest!.duration).toBeGreaterThanOrEqual(0);
  await tablet.getByRole('button', { name: 'OK' }).click();
  await context.close();
});

test('a call nobody answers is missed on both sides and in the log', async ({ page, browser }) => {
  await signInAs(page, ADMIN, '/users');
  const { context, tablet, headers } = await enrolledTablet(page, browser, resident);
  const inCall = await callFromResidentsScreen(page, resident);
  await expect(tablet.getByRole('dialog', { name: /^Call from / })).toBeVisible();
  // CALL_RING_SECONDS is 30 in the e2e server (playwright.config.ts), swept every 5 s.
  await expect(inCall.getByRole('status')).toContainText('No answer.', { timeout: 60_000 });
  await expect(tablet.getByRole('status').filter({ hasText: /^You missed a call from / })).toBeVisible();
  const [latest] = await callLogOf(page, resident, headers);
  expect(latest).toMatchObject({ status: 'missed', duration: 0 });
  await context.close();
});
