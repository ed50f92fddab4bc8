import { photoResultSchema, sharedPhotosPageSchema, type SharedPhoto } from '@acorn/domain/photos';
import { photoCommandPayloadSchema, type CommandPayload, type LiveEvent } from '@acorn/domain/tablet-link';
import { afterAll, describe, expect, it } from 'vitest';
import { createPortalUser, signedInStaff, signIn } from '../../../test/fixtures.js';
import { createTablets, eventually, listen, simulatedTablet } from '../../../test/tablets.js';
import { createTestApp } from '../../../test/test-app.js';
import { familyLinks } from '../../db/schema/index.js';
import { TABLET_CREDENTIAL_REFUSED } from '../tablet-link/tablet-http-auth.js';
import { picture, photosUrl, upload } from './photo-test-kit.js';
import { PHOTO_URL_REFUSED } from './tablet-photo-route.js';

// A photo's whole journey: uploaded by a family member, shared, fetched by a simulated tablet with its own
// credential, shown (done), and removed again by staff or the family member.
const { app, db, clock } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const where = await listen(app);
const [maryTablet, tomTablet] = await createTablets(db, groups.maple, 2, { surname: 'Byrne' });
const mary = simulatedTablet(maryTablet!, where);
const tom = simulatedTablet(tomTablet!, where);
afterAll(() => {
  mary.drop();
  tom.drop();
});
for (const tablet of [mary, tom]) {
  await tablet.enrol();
  await tablet.connect();
}
const annId = await createPortalUser(db, { email: 'ann@family.ie', roles: [7], group_id: groups.maple });
await db
  .insert(familyLinks)
  .values({ portal_user_id: annId, user_id: mary.userId, group_id: groups.maple, relationship: 'daughter' });
const ann = await signIn(app, 'ann@family.ie');
const heard: LiveEvent[] = [];
app.tabletLink.events.listen((e) => heard.push(e));

async function sharedPhoto(caption = 'Sunday lunch') {
  const added = await upload(app, ann, mary.userId, await picture('png', 90, 60), { caption });
  const { photo } = photoResultSchema.parse(added.json());
  const res = await app.inject({
    method: 'POST',
    url: `${photosUrl(mary.userId)}/${photo.photo_id}/share`,
    headers: ann,
  });
  expect(res.statusCode, res.body).toBe(202);
  const command = await mary.waitFor(
    (c) => c.action === 'photo' && (c.payload as { photo_id?: number }).photo_id === photo.photo_id,
  );
  return { photo, command };
}
const mine = async (photoId: number): Promise<SharedPhoto | undefined> =>
  sharedPhotosPageSchema
    .parse((await app.inject({ method: 'GET', url: photosUrl(mary.userId), headers: ann })).json())
    .items.find((p) => p.photo_id === photoId);
const fetchAs = (url: string, credential?: { username: string; password: string }) =>
  fetch(new URL(url, where.server), {
    headers: credential
      ? {
          authorization: `Basic ${Buffer.from(`${credential.username}:${credential.password}`).toString('base64')}`,
        }
      : {},
  });
const showPayload = (command: CommandPayload) => {
  const payload = photoCommandPayloadSchema.parse(command.payload);
  if (payload.op !== 'show') throw new Error('not a show command');
  return payload;
};

describe('sharing a photo with the tablet', () => {
  it('sends a photo command the tablet fetches with its credential, and the photo turns shown', async () => {
    const { photo, command } = await sharedPhoto();
    const payload = showPayload(command);
    expect(payload).toMatchObject({
      op: 'show',
      photo_id: photo.photo_id,
      mime: 'image/png',
      bytes: photo.bytes,
      caption: 'Sunday lunch',
      shared_by: 'ann Tester (daughter)',
      url_expires_at: new Date(clock().getTime() + 7 * 24 * 3_600_000).toISOString(),
    });
    await eventually(() => expect(mary.photos.get(photo.photo_id)).toBeDefined());
    const image = await app.inject({ method: 'GET', url: photo.image_url, headers: ann });
    expect(mary.photos.get(photo.photo_id)!.bytes.equals(image.rawPayload)).toBe(true);
    await eventually(() =>
      expect(heard).toContainEqual(
        expect.objectContaining({ type: 'command', command_id: command.command_id, state: 'done' }),
      ),
    );
    expect(await mine(photo.photo_id)).toMatchObject({ state: 'shown', shared_at: clock().toISOString() });
  });

  it('serves the address only to that tablet, signed by this server, before it expires', async () => {
    const { command } = await sharedPhoto('checks');
    const { url } = showPayload(command);
    const own = mary.credential!;
    expect((await fetchAs(url, own)).status).toBe(200);
    const none = await fetchAs(url);
    expect([none.status, await none.json()]).toEqual([401, { message: TABLET_CREDENTIAL_REFUSED }]);
    const wrong = await fetchAs(url, { username: own.username, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    const other = await fetchAs(url, tom.credential!);
    expect([other.status, await other.json()]).toEqual([403, { message: PHOTO_URL_REFUSED }]);
    const forged = url.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await fetchAs(forged, own)).status).toBe(403);
    const longer = url.replace(/expires=(\d+)/, (_, s: string) => `expires=${Number(s) + 60}`);
    expect((await fetchAs(longer, own)).status).toBe(403);
    expect((await fetchAs(url.replace(/\?.*$/, ''), own)).status).toBe(403);
    clock.advance(7 * 24 * 3_600_000 + 1_000);
    try {
      expect((await fetchAs(url, own)).status).toBe(403);
    } finally {
      clock.advance(-(7 * 24 * 3_600_000 + 1_000));
    }
  });

  it('sends a new command when shared again', async () => {
    const { photo, command } = await sharedPhoto('twice');
    const again = await app.inject({
      method: 'POST',
      url: `${photosUrl(mary.userId)}/${photo.photo_id}/share`,
      headers: ann,
    });
    expect(again.statusCode).toBe(202);
    const second = await mary.waitFor(
      (c) =>
        c.action === 'photo' &&
        c.command_id !== command.command_id &&
        (c.payload as { photo_id?: number }).photo_id === photo.photo_id,
    );
    expect(second.command_id).toBeGreaterThan(command.command_id);
  });
});

describe('removing a shared photo', () => {
  it('by staff: the tablet is told to remove it and the address stops working', async () => {
    const { photo, command } = await sharedPhoto('staff remove');
    await eventually(() => expect(mary.photos.has(photo.photo_id)).toBe(true));
    const res = await app.inject({
      method: 'DELETE',
      url: `/v1/acorn/residents/${mary.userId}/photos/${photo.photo_id}`,
      headers: as.manager,
    });
    expect(res.statusCode, res.body).toBe(200);
    const removal = await mary.waitFor(
      (c) => c.action === 'photo' && c.payload.op === 'remove' && c.payload.photo_id === photo.photo_id,
    );
    expect(photoCommandPayloadSchema.parse(removal.payload)).toEqual({
      op: 'remove',
      photo_id: photo.photo_id,
    });
    await eventually(() => expect(mary.photos.has(photo.photo_id)).toBe(false));
    expect((await fetchAs(showPayload(command).url, mary.credential!)).status).toBe(404);
    expect(await mine(photo.photo_id)).toBeUndefined();
  });

  it('by the family member: the same, for their own photo', async () => {
    const { photo } = await sharedPhoto('family remove');
    const res = await app.inject({
      method: 'DELETE',
      url: `${photosUrl(mary.userId)}/${photo.photo_id}`,
      headers: ann,
    });
    expect(res.statusCode).toBe(200);
    await mary.waitFor((c) => c.payload.op === 'remove' && c.payload.photo_id === photo.photo_id);
  });
});
