import type { SharedPhotosPage } from '@acorn/domain/photos';
import type { ResidentRow } from '@acorn/domain/residents';
import { IMAGE_MESSAGES } from '@acorn/domain/shared';
import { photoCommandPayloadSchema } from '@acorn/domain/tablet-link';
import { expect, request, test } from '@playwright/test';
import type { SimulatedTablet } from '../../tools/tablet-sim/src';
import { expectAccessible } from '../support/axe';
import { DEMO_PASSWORD, signInThroughPage } from '../support/demo';
import { choosePicture, newFamilyMember, TINY_PNG } from '../support/family';
import { MANAGER, nameOf, residentsOf } from '../support/residents';
import { tabletsOf } from '../support/tablets';
import { portalUrl } from '../support/ports';

// /family-share (issue 20) as a family member uses it: a photo uploaded and shared reaches the resident's
// simulated tablet, which fetches it with its own credential and says it is shown; the gallery follows
// live. Then the care home's manager takes it away and the tablet is told.
test.describe.configure({ timeout: 120_000 });

const CAPTION = 'Sunday lunch at the lake';

let resident: ResidentRow;
let fleet: Awaited<ReturnType<typeof tabletsOf>>;
let member: Awaited<ReturnType<typeof newFamilyMember>>;
const tablet = (): SimulatedTablet => fleet.tablets[0]!;

test.beforeAll(async () => {
  // The manager's (newFamilyMember invites as them): the last of a facility whose first three another spec
  // uses. Northport Highlands is another group's.
  resident = (await residentsOf('Toronto')).at(-1)!;
  fleet = await tabletsOf([resident.acorn_id!]);
  member = await newFamilyMember(resident.user_id, { tag: 'share' });
});
test.afterAll(async () => fleet.stop());

/** The manager's API, signed in. */
async function managerApi() {
  const api = await request.newContext({ baseURL: portalUrl() });
  const login = await api.post('/v2/acorn/login', { data: { email: MANAGER, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).last_active_token as string}` };
  return { api, headers };
}

test('a family member shares a photo; the tablet fetches it with its credential and the gallery says it is shown, live', async ({
  page,
}) => {
  await signInThroughPage(page, member.email, member.password);
  await page.goto('/family-share');
  const name = nameOf(resident);
  await expect(page.getByRole('heading', { name: `Share a photo with ${name}` })).toBeVisible();

  // A text file named like a picture: refused before any upload, in words.
  await choosePicture(page, {
    name: 'note.png',
    mimeType: 'image/png',
    buffer: Buffer.from('milk, bread, tea'),
  });
  await expect(page.getByRole('alert')).toContainText(IMAGE_MESSAGES.notImage);

  await choosePicture(page, { name: 'lunch.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Caption (optional)' }).fill(CAPTION);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(/^Photo uploaded\. Share it/)).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText(`Photo sent to ${name}'s tablet.`)).toBeVisible();

  const command = await tablet().waitFor((c) => c.action === 'photo');
  const payload = photoCommandPayloadSchema.parse(command.payload);
  if (payload.op !== 'show') throw new Error('the first photo command shows the photo');
  const photoId = payload.photo_id;
  expect(payload.caption).toBe(CAPTION);
  // Fetched with the tablet's own credential, whole.
  await expect.poll(() => tablet().photos.get(photoId)?.bytes.length).toBe(payload.bytes);

  const gallery = page.getByRole('list', { name: `Your photos for ${name}` });
  const card = gallery.getByRole('listitem').filter({ has: page.getByRole('img', { name: CAPTION }) });
  await expect(card).toContainText('Shown on the tablet');
  await expect(card.getByRole('button', { name: `Share again: ${CAPTION}` })).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Upload New Image' })).toBeInViewport();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: `Remove: ${CAPTION}` })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The care home's manager sees who shared it and takes it away: the tablet is told, the gallery follows.
  const { api, headers } = await managerApi();
  const listed = (await (
    await api.get(`/v1/acorn/residents/${resident.user_id}/photos`, { headers })
  ).json()) as SharedPhotosPage;
  expect(listed.items.find((p) => p.photo_id === photoId)).toMatchObject({
    caption: CAPTION,
    state: 'shown',
    shared_by: { name: 'Jamie Family', relationship: 'grandchild' },
  });
  const removed = await api.delete(`/v1/acorn/residents/${resident.user_id}/photos/${photoId}`, { headers });
  expect(removed.status()).toBe(200);
  await api.dispose();
  await tablet().waitFor(
    (c) => c.action === 'photo' && c.payload.op === 'remove' && c.payload.photo_id === photoId,
  );
  await expect.poll(() => tablet().photos.has(photoId)).toBe(false);
  await expect(card).toHaveCount(0);
});
