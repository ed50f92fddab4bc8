import { expect, test } from '@playwright/test';
import { callFromResidentsScreen, callLogOf, enrolledTablet } from '../support/calls';
import { ADMIN, signInAs } from '../support/demo';
import { expectMediaBothWays, watchPeers } from '../support/peers';
import { residentsOf } from '../support/residents';

// Calls (issue 22) with the portal and the tablet on two API instances: staff sign in on A, the tablet app
// is served by B and set up there, and the two instances share one PostgreSQL database and one Mosquitto
// (.ci/run's last stage starts them; e2e/scale-out/playwright.config.ts). The ring, the answer and every
// signal go from one instance to the other through the broker; audio and video flow peer to peer.
const a = process.env.E2E_A_URL!;
const b = process.env.E2E_B_URL!;

test('a call placed on instance A to a tablet on instance B rings, is answered, media flows both ways, and B logs it', async ({
  page,
  browser,
}) => {
  const resident = (await residentsOf('Lake Barrington Woods')).at(-5)!;
  await watchPeers(page.context());
  await signInAs(page, ADMIN, '/users');
  expect(new URL(page.url()).origin).toBe(a);
  const { context, tablet, headers } = await enrolledTablet(page, browser, resident, b);

  // The tablet app's every request to a server, its set-up included, went to B.
  expect(new URL(tablet.url()).origin).toBe(b);
  const asked = await tablet.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest')
      .map((entry) => entry.name),
  );
  expect(asked.some((url) => url.endsWith('/v1/acorn/tablet-link/enrolment-links/redeem'))).toBe(true);
  expect(asked.filter((url) => new URL(url).origin !== b)).toEqual([]);

  const inCall = await callFromResidentsScreen(page, resident);
  await expect(inCall.getByRole('status')).toContainText('Ringing');
  const ringing = tablet.getByRole('dialog', { name: /^Call from / });
  await expect(ringing).toBeVisible();
  await ringing.getByRole('button', { name: 'Answer' }).click();

  // Both ends connected, and each receives the other's audio and video.
  await expect(inCall).toHaveAttribute('data-connection-state', 'connected');
  await expect(tablet.locator('[data-call-phase="connected"]')).toBeVisible();
  await expectMediaBothWays(page, tablet);

  // Staff hang up on A; the tablet on B says so; the note saved on A is in the log B reads.
  await inCall.getByRole('button', { name: 'Hang up' }).click();
  await expect(tablet.getByRole('status').filter({ hasText: 'The call has ended.' })).toBeVisible();
  const note = `Two instances, one call ${Date.now() % 1000}`;
  await page.getByRole('textbox', { name: 'Note for the call log' }).fill(note);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  const [latest] = await callLogOf(page, resident, headers, b);
  expect(latest).toMatchObject({ status: 'answered', isOutgoing: true, note });
  await tablet.getByRole('button', { name: 'OK' }).click();
  await context.close();
});
