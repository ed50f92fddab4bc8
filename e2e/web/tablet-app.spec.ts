import type { ResidentRow } from '@acorn/domain/residents';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signInAs, signInThroughPage, sessionToken } from '../support/demo';
import { choosePicture, newFamilyMember } from '../support/family';
import { acknowledge } from '../support/grid';
import { nameOf, residentsOf, rowOf } from '../support/residents';
import { expectTabletAccessible, home, openTile, tabletContext } from '../support/tablet-app';

// The tablet web app (issue 21) end to end, as a care home sets a tablet up and uses it: role 1 makes a
// one-time set-up link on the resident's details page, a second browser (the tablet) opens it and is
// enrolled; a message, a check-in, a newspaper, a family photo, a message sent while the tablet is offline
// and a reset with photos each travel the real way (portal → server → broker → the app, and back). Every
// tablet screen is checked by axe with the text at 200 %.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A Lake Barrington Woods resident no other spec uses (family-help takes .at(-2), tablet-jobs .at(-1)). */
let resident: ResidentRow;
test.beforeAll(async () => {
  resident = (await residentsOf('Lake Barrington Woods')).at(-3)!;
});

/** The resident's card on the tablets list, found by their Acorn id. */
async function tabletCard(page: Page) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(resident.acorn_id!);
  const cards = page.getByRole('region', { name: 'Tablets' }).getByRole('article');
  await expect(cards.locator(`a[href="/device/${resident.user_id}"]`)).toHaveCount(1);
  return cards.first();
}

/** Sends a staff message from the resident's chat, as the portal does. */
async function sendMessage(page: Page, text: string) {
  await page.goto(`/users?user_id=${resident.user_id}&type=message`);
  const composer = page.getByRole('textbox', { name: `Message to ${nameOf(resident)}` });
  await composer.fill(text);
  await composer.press('Enter');
  const chat = page.getByRole('region', { name: `Conversation with ${nameOf(resident)}` });
  await expect(chat).toContainText(text);
  return chat;
}

/** The message prompt on the tablet: shown (its read receipt goes), then closed. */
async function readMessage(tablet: Page, text: string) {
  const prompt = tablet.getByRole('dialog', { name: 'A message from the care home' });
  await expect(prompt).toContainText(text);
  return prompt;
}

test('a tablet set up from a one-time link: messages read, a check-in answered, newspapers, family photos, offline, and a reset', async ({
  page,
  browser,
}) => {
  const name = nameOf(resident);
  // Role 1 makes the link on the resident's details page.
  await signInAs(page, ADMIN, `/device/${resident.user_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tablet User Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Enrolment link' }).click();
  const dialog = page.getByRole('dialog', { name: `Set up ${name}’s tablet` });
  const link = dialog.getByRole('textbox', { name: 'Set-up link' });
  await expect(link).toHaveValue(/\/tablet\/enrol#token=/);
  const url = await link.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The tablets list, open beside: the card turns Online once the tablet connects.
  const tablets = await browser.newPage();
  await signInAs(tablets, ADMIN, '/tablets');
  const card = await tabletCard(tablets);

  // The tablet opens the link: set up, the token gone from the address, the resident greeted.
  const { context, tablet } = await tabletContext(browser);
  await tablet.goto(url);
  await expect(
    tablet.getByText(new RegExp(`^Good (morning|afternoon|evening), ${resident.firstname}$`)),
  ).toBeVisible();
  await expect(tablet).toHaveURL(/\/tablet\/$/);
  await expect(card.getByTestId('connectivity')).toHaveText('Online');
  await expectTabletAccessible(tablet);

  // A message: shown on the tablet at once, and the portal's chat says it was read.
  const text = `Lunch is at half twelve today ${Date.now() % 1000}.`;
  const chat = await sendMessage(page, text);
  const prompt = await readMessage(tablet, text);
  await expectTabletAccessible(tablet);
  await expect(chat.getByText('Read').last()).toBeVisible();
  await prompt.getByRole('button', { name: 'OK' }).click();
  await expect(prompt).toBeHidden();
  await openTile(tablet, /^Messages/, 'Messages');
  await expect(tablet.getByRole('main')).toContainText(text);
  await expectTabletAccessible(tablet);

  // A check-in: "Are you OK?" on the tablet; I'm OK turns the resident Success in the portal.
  await page.goto(`/users?user_id=${resident.user_id}&type=check`);
  await page.getByRole('button', { name: 'Send Check-In' }).click();
  await acknowledge(page, 'Successfully send check in to device.');
  const checkIn = tablet.getByRole('dialog', { name: 'Are you OK?' });
  await expect(checkIn).toBeVisible();
  await expectTabletAccessible(tablet);
  await checkIn
    .getByRole('button', { name: 'I’m OK' })
    .or(checkIn.getByRole('button', { name: "I'm OK" }))
    .click();
  await expect(rowOf(page, resident)).toContainText('Success');

  // A message to two residents at once is one broadcast on their group's topic (ADR 0041: the e2e server
  // sends a group's part there from one tablet on): shown once, and read by the broadcast's id.
  const neighbour = (await residentsOf('Lake Barrington Woods')).at(-7)!;
  const together = `Bingo in the day room at three ${Date.now() % 1000}.`;
  const asStaff = { authorization: `Bearer ${await sessionToken(page)}` };
  const broadcast = await page.request.post('/v1/acorn/commands', {
    headers: asStaff,
    data: { action: 'message', message: together, user_ids: [resident.user_id, neighbour.user_id] },
  });
  expect(broadcast.status()).toBe(202);
  const groupPrompt = await readMessage(tablet, together);
  await groupPrompt.getByRole('button', { name: 'OK' }).click();
  await expect(groupPrompt).toBeHidden();
  await page.goto(`/users?user_id=${resident.user_id}&type=message`);
  const conversation = page.getByRole('region', { name: `Conversation with ${nameOf(resident)}` });
  await expect(conversation.getByText(together)).toHaveCount(1);
  // The resident's command of the broadcast says the tablet read it.
  const readOnTablet = async () => {
    const res = await page.request.get(`/v1/acorn/users/${resident.user_id}/commands?limit=5`, {
      headers: asStaff,
    });
    const { items } = (await res.json()) as {
      items: { payload: { message?: string }; detail: string | null }[];
    };
    return items.find((c) => c.payload.message === together)?.detail;
  };
  await expect.poll(readOnTablet).toBe('read');

  // A newspaper added in the portal for the resident's group, everywhere: on the tablet's newspapers.
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const title = `The Barrington Courier ${Date.now() % 10000}`;
  const added = await page.request.post('/v1/acorn/newspapers', {
    headers,
    data: {
      title,
      description: 'Village news every week',
      url: 'https://courier.example/',
      icon_url: 'https://courier.example/icon.png',
      county: 'All',
      group_id: resident.group_id,
    },
  });
  expect(added.status()).toBe(201);
  // Read through the service worker, which keeps the last answer for when there is no connection.
  await tablet.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await openTile(tablet, 'Newspapers', 'Newspapers');
  await expect(tablet.getByRole('link', { name: `Open ${title}` })).toBeVisible();
  await expectTabletAccessible(tablet);

  // A photo a family member shares from their page: on the tablet's photos.
  const member = await newFamilyMember(resident.user_id, { tag: 'tablet-app' });
  const family = await browser.newPage();
  await signInThroughPage(family, member.email, member.password);
  await family.goto('/family-share');
  await choosePicture(family);
  await family.getByRole('textbox', { name: 'Caption (optional)' }).fill(CAPTION);
  await family.getByRole('button', { name: 'Upload', exact: true }).click();
  await family.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(family.getByText('Shown on the tablet')).toBeVisible();
  await openTile(tablet, 'Photos', 'Photos');
  await expect(tablet.getByRole('img', { name: CAPTION })).toBeVisible();
  await expect(tablet.getByRole('main')).toContainText('Shared by Jamie Family');
  await expectTabletAccessible(tablet);

  // Offline: the tablet says so calmly and the portal sees it go; a message sent meanwhile arrives when
  // the tablet is back.
  await home(tablet);
  await context.setOffline(true);
  await expect(tablet.getByRole('status').filter({ hasText: 'No connection just now' })).toBeVisible();
  await expectTabletAccessible(tablet);
  await expect(card.getByTestId('connectivity')).toHaveText('Offline');
  // Without a connection the app still starts (its shell from the service worker) and shows the last newspapers.
  await tablet.reload();
  await expect(tablet.getByRole('status').filter({ hasText: 'No connection just now' })).toBeVisible();
  await openTile(tablet, 'Newspapers', 'Newspapers');
  await expect(tablet.getByRole('link', { name: `Open ${title}` })).toBeVisible();
  await home(tablet);
  const later = `The hairdresser comes on Friday ${Date.now() % 1000}.`;
  await sendMessage(page, later);
  await context.setOffline(false);
  const arrived = await readMessage(tablet, later);
  await arrived.getByRole('button', { name: 'OK' }).click();
  await expect(card.getByTestId('connectivity')).toHaveText('Online');

  // A reset with photos: the tablet keeps nothing of them.
  await page.goto(`/device/${resident.user_id}`);
  await page.getByRole('button', { name: 'Reset Tablet' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset Tablet' });
  await reset.getByRole('checkbox', { name: 'Delete all photos' }).check();
  await reset.getByRole('button', { name: 'Reset' }).click();
  await acknowledge(page, 'Successfully send command to reset device.');
  await expect(
    page
      .getByRole('table', { name: 'Commands' })
      .getByRole('row')
      .filter({ hasText: 'Reset tablet' })
      .first(),
  ).toContainText('done');
  await openTile(tablet, 'Photos', 'Photos');
  await expect(tablet.getByText('No photos yet.')).toBeVisible();
  await expect(tablet.getByRole('img', { name: CAPTION })).toHaveCount(0);
  await expectTabletAccessible(tablet);
  await context.close();
});

test('the set-up screen refuses a wrong secret in words, and a spent link says so', async ({ browser }) => {
  const { context, tablet } = await tabletContext(browser);
  await tablet.goto('/tablet/');
  await expect(tablet.getByRole('heading', { level: 1, name: 'Set up this tablet' })).toBeVisible();
  await expectTabletAccessible(tablet);
  // Installable as an app: Chromium's own verdict on the manifest, its icons and the service worker. A test
  // context is incognito, where Chromium installs nothing; that is the one objection allowed.
  await tablet.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(tablet);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  await tablet.getByRole('button', { name: 'Set up' }).click();
  await expect(tablet.getByRole('main')).toContainText(/Acorn id/);
  await tablet.getByRole('textbox', { name: 'Acorn id' }).fill(resident.acorn_id!);
  await tablet.getByRole('textbox', { name: 'Serial number' }).fill('NOT-THE-SERIAL');
  await tablet.getByLabel('Enrolment secret').fill('wrong');
  await tablet.getByRole('button', { name: 'Set up' }).click();
  await expect(tablet.getByRole('alert')).toContainText(
    'Enrolment refused: check the device record and the enrolment secret.',
  );
  await tablet.goto('/tablet/enrol#token=an-unknown-token-of-enough-length');
  await expect(tablet.getByRole('alert')).toContainText(
    'This enrolment link has expired or was already used. Ask the care home for a new one.',
  );
  await expectTabletAccessible(tablet);
  await context.close();
});

test('every other tablet screen at 200 % text: today, local news, the noticeboard, a menu, an invitation answered, an app offered, I need help, and a withdrawn credential', async ({
  page,
  browser,
}) => {
  const other = (await residentsOf('Lake Barrington Woods')).at(-4)!;
  await signInAs(page, ADMIN, `/device/${other.user_id}`);
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const made = await page.request.post(`/v1/acorn/users/${other.user_id}/enrolment-link`, { headers });
  expect(made.status()).toBe(201);
  const { context, tablet } = await tabletContext(browser);
  await tablet.goto(((await made.json()) as { url: string }).url);
  await expect(
    tablet.getByText(new RegExp(`^Good (morning|afternoon|evening), ${other.firstname}$`)),
  ).toBeVisible();

  for (const [tile, heading] of [
    ['Today', 'Today'],
    ['Local news and services', 'Local news and services'],
    ['Noticeboard', 'Noticeboard'],
  ] as const) {
    await openTile(tablet, tile, heading);
    await expect(tablet.getByText(/^(Loading…)$/)).toHaveCount(0);
    await expectTabletAccessible(tablet);
  }

  // A menu with its PDF, for the resident's group: shown inside the app.
  const title = `Advent week ${Date.now() % 10000}`;
  const menu = await page.request.post('/v1/acorn/menus', {
    headers,
    data: {
      title,
      description: 'Soup and a roast',
      expire_date: '2099-12-31',
      location: 'All',
      group_id: other.group_id,
    },
  });
  expect(menu.status()).toBe(201);
  const { menus_id } = (await menu.json()) as { menus_id: number };
  const upload = await page.request.post(`/v1/acorn/menus/${menus_id}/file`, {
    headers,
    multipart: { file: { name: 'advent.pdf', mimeType: 'application/pdf', buffer: TINY_PDF } },
  });
  expect(upload.status()).toBe(200);
  await openTile(tablet, 'Menus', 'Menus');
  await tablet.getByRole('button', { name: title }).click();
  await expect(tablet.locator(`iframe[title="Menu: ${title}"]`)).toBeVisible();
  await expectTabletAccessible(tablet);
  await tablet.getByRole('button', { name: 'Back to menus' }).click();

  // An invitation to a coming activity, answered on the tablet: the portal has the answer.
  const coming = await page.request.get(
    `/v1/acorn/residents/${other.user_id}/events?when=coming&page_size=5`,
    {
      headers,
    },
  );
  const event = (
    (await coming.json()) as { items: { public_event_id: number; start_time: string }[] }
  ).items.find((e) => Date.parse(e.start_time) > Date.now() + 60_000)!;
  const invite = await page.request.post(
    `/v1/acorn/residents/${other.user_id}/events/${event.public_event_id}/invite`,
    { headers },
  );
  expect(invite.status()).toBe(202);
  const invitation = tablet.getByRole('dialog', { name: 'An invitation' });
  await expect(invitation).toBeVisible();
  await expectTabletAccessible(tablet);
  await invitation.getByRole('button', { name: 'I’ll go' }).click();
  await expect
    .poll(async () => {
      const res = await page.request.get(
        `/v1/acorn/residents/${other.user_id}/events?when=coming&page_size=50`,
        {
          headers,
        },
      );
      const items = ((await res.json()) as { items: { public_event_id: number; answer: string | null }[] })
        .items;
      return items.find((e) => e.public_event_id === event.public_event_id)?.answer;
    })
    .toBe('going');

  // An app a family member installs from Help User: a browser cannot install it, so the tablet offers its
  // store page; closing the offer says done, which the family member sees.
  const member = await newFamilyMember(other.user_id, { tag: 'tablet-app-install' });
  const signedIn = await page.request.post('/v2/acorn/login', {
    data: { email: member.email, password: member.password },
  });
  const family = {
    authorization: `Bearer ${((await signedIn.json()) as { last_active_token: string }).last_active_token}`,
  };
  const tabletFacts = await page.request.get(`/v1/acorn/family/residents/${other.user_id}/tablet`, {
    headers: family,
  });
  const app = (
    (await tabletFacts.json()) as { suggested: { app_id: number; name: string; installed: boolean }[] }
  ).suggested.find((a) => !a.installed)!;
  const install = await page.request.post(`/v1/acorn/family/residents/${other.user_id}/install-app`, {
    headers: family,
    data: { app_id: app.app_id },
  });
  expect(install.status()).toBe(202);
  const offer = tablet.getByRole('dialog', { name: 'A new app for you' });
  await expect(offer.getByRole('link', { name: `Open ${app.name} in the store` })).toBeVisible();
  await expectTabletAccessible(tablet);
  await offer.getByRole('button', { name: 'Close' }).click();
  await expect
    .poll(async () => {
      const res = await page.request.get(`/v1/acorn/family/residents/${other.user_id}/tablet`, {
        headers: family,
      });
      const { suggested } = (await res.json()) as {
        suggested: { app_id: number; install: { state: string } | null }[];
      };
      return suggested.find((a) => a.app_id === app.app_id)?.install?.state;
    })
    .toBe('done');

  // I need help: the check-in is answered and the tablet calls the care home; the resident hangs up
  // before anyone answers, so the care home sees a call request from them.
  expect(
    (await page.request.post(`/v1/acorn/residents/${other.user_id}/check-in`, { headers })).status(),
  ).toBe(202);
  const checkIn = tablet.getByRole('dialog', { name: 'Are you OK?' });
  await checkIn.getByRole('button', { name: 'I need help' }).click();
  await expect(checkIn).toBeHidden();
  const calling = tablet.getByRole('dialog', { name: 'Calling Maple Grove Care…' });
  await expect(calling.getByRole('status')).toHaveText('Waiting for someone to answer.');
  await calling.getByRole('button', { name: 'Hang up' }).click();
  await expect(calling).toBeHidden();
  await expect
    .poll(async () => {
      const res = await page.request.get('/v1/acorn/notifications/items', { headers });
      const { call_requests } = (await res.json()) as { call_requests: { resident_name: string }[] };
      return call_requests.some((c) => c.resident_name === nameOf(other));
    })
    .toBe(true);

  // Role 1 withdraws the tablet's credential: the tablet forgets everything and asks to be set up again.
  const revoked = await page.request.delete(`/v1/acorn/users/${other.user_id}/tablet-credential`, {
    headers,
  });
  expect(revoked.ok()).toBe(true);
  await expect(tablet.getByRole('heading', { level: 1, name: 'Set up this tablet' })).toBeVisible();
  await expect(tablet.getByRole('status')).toContainText('the care home withdrew its access');
  expect(await tablet.evaluate(() => localStorage.getItem('acorn.tablet.v1'))).toBeNull();
  await context.close();
});

/** The smallest whole PDF: one empty page. */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const CAPTION = 'The garden in the snow';
