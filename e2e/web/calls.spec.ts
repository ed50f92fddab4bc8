import type { ResidentRow } from '@acorn/domain';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { ADMIN, sessionToken, signInAs } from '../support/demo';
import { latestPeer, watchPeers } from '../support/peers';
import { nameOf, residentsOf } from '../support/residents';
import { expectTabletAccessible, tabletContext } from '../support/tablet-app';

// Calls (issue 22) end to end: a staff member calls a resident's tablet app from the residents screen; the
// browsers' fake camera and microphone (playwright.config.ts) give both sides real media. Audio and video
// flow peer to peer on this machine; the server relays the signals.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A Lake Barrington Woods resident no other spec uses (the tablet app's spec takes .at(-3) and .at(-4)). */
let resident: ResidentRow;
test.beforeAll(async () => {
  resident = (await residentsOf('Lake Barrington Woods')).at(-5)!;
});

/** A tablet app set up for the resident from a one-time link, its peer connections watched. */
async function enrolledTablet(page: Page, browser: Browser) {
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const made = await page.request.post(`/v1/acorn/users/${resident.user_id}/enrolment-link`, { headers });
  expect(made.status()).toBe(201);
  const { context, tablet } = await tabletContext(browser);
  await watchPeers(context);
  await tablet.goto(((await made.json()) as { url: string }).url);
  await expect(tablet.getByRole('button', { name: /^Messages/ })).toBeVisible();
  return { context, tablet, headers };
}

async function callFromResidentsScreen(page: Page) {
  await page.goto(`/users?user_id=${resident.user_id}&type=call`);
  // The panel's Call, not the list row's button of the same name that opens the panel.
  const panel = page.getByRole('region', { name: `Call · ${nameOf(resident)}` });
  await panel.getByRole('button', { name: `Call ${nameOf(resident)}` }).click();
  return page.getByRole('dialog', { name: `Call with ${nameOf(resident)}` });
}

test('staff call a resident’s tablet: it rings, is answered, media flows both ways, the call is logged with its note', async ({
  page,
  browser,
}) => {
  await watchPeers(page.context());
  await signInAs(page, ADMIN, '/users');
  const { context, tablet, headers } = await enrolledTablet(page, browser);

  const inCall = await callFromResidentsScreen(page);
  await expect(inCall.getByRole('status')).toContainText('Ringing');
  const ringing = tablet.getByRole('dialog', { name: /^Call from / });
  await expect(ringing).toBeVisible();
  await expectTabletAccessible(tablet);
  await ringing.getByRole('button', { name: 'Answer' }).click();

  // Both ends connected, and each receives the other's audio and video.
  await expect(inCall).toHaveAttribute('data-connection-state', 'connected');
  await expect(tablet.locator('[data-call-phase="connected"]')).toBeVisible();
  for (const side of [page, tablet]) {
    const first = await latestPeer(side);
    expect(first?.state).toBe('connected');
    await expect
      .poll(async () => (await latestPeer(side))!.inboundBytes)
      .toBeGreaterThan(first!.inboundBytes);
  }
  await expectTabletAccessible(tablet);
  await expectAccessible(page);

  // Staff hang up; the tablet says so; a note goes with the call into the log.
  await inCall.getByRole('button', { name: 'Hang up' }).click();
  await expect(tablet.getByRole('status').filter({ hasText: 'The call has ended.' })).toBeVisible();
  const note = `Talked about the garden ${Date.now() % 1000}`;
  await page.getByRole('textbox', { name: 'Note for the call log' }).fill(note);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  const log = await page.request.get(`/v1/acorn/residents/${resident.user_id}/calls?page=1&page_size=5`, {
    headers,
  });
  const [latest] = (
    (await log.json()) as { items: { status: string; isOutgoing: boolean; duration: number; note: string }[] }
  ).items;
  expect(latest).toMatchObject({ status: 'answered', isOutgoing: true, note });
  expect(latest!.duration).toBeGreaterThanOrEqual(0);
  await tablet.getByRole('button', { name: 'OK' }).click();
  await context.close();
});

test('a call nobody answers is missed on both sides and in the log', async ({ page, browser }) => {
  await signInAs(page, ADMIN, '/users');
  const { context, tablet, headers } = await enrolledTablet(page, browser);
  const inCall = await callFromResidentsScreen(page);
  await expect(tablet.getByRole('dialog', { name: /^Call from / })).toBeVisible();
  // CALL_RING_SECONDS is 15 in the e2e server (playwright.config.ts), swept every 5 s.
  await expect(inCall.getByRole('status')).toContainText('No answer.', { timeout: 45_000 });
  await expect(tablet.getByRole('status').filter({ hasText: /^You missed a call from / })).toBeVisible();
  const log = await page.request.get(`/v1/acorn/residents/${resident.user_id}/calls?page=1&page_size=5`, {
    headers,
  });
  const [latest] = ((await log.json()) as { items: { status: string; duration: number }[] }).items;
  expect(latest).toMatchObject({ status: 'missed', duration: 0 });
  await context.close();
});
