import {
  PHOTO_MESSAGES,
  photoResultSchema,
  sharedPhotosPageSchema,
  type SharedPhoto,
} from '@acorn/domain/photos';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '@acorn/domain/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createPortalUser, signedInStaff, signIn } from '../../../test/fixtures.js';
import { addResident } from '../../../test/residents.js';
import { storedNames } from '../../../test/stored-files.js';
import { createTestApp } from '../../../test/test-app.js';
import { auditLog, familyLinks } from '../../db/schema/index.js';
import { picture, photosUrl, upload } from './photo-test-kit.js';

const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  manager: { roles: [2], group: 'maple' },
  stranger: { roles: [2], group: 'shannon' },
  admin: { roles: [1], group: 'acorn' },
});
const mary = await addResident(db, groups.maple, { firstname: 'Mary', surname: 'Byrne' });
const tom = await addResident(db, groups.maple, { firstname: 'Tom', surname: 'Byrne' });
const noTablet = await addResident(db, groups.maple, { firstname: 'Nell', surname: 'Quinn', acorn_id: null });

/** A family member of the maple group linked to these residents, signed in. */
async function familyMember(email: string, residents: number[], relationship = 'daughter') {
  const portalUserId = await createPortalUser(db, { email, roles: [7], group_id: groups.maple });
  for (const user_id of residents)
    await db
      .insert(familyLinks)
      .values({ portal_user_id: portalUserId, user_id, group_id: groups.maple, relationship });
  return signIn(app, email);
}
const ann = await familyMember('ann@family.ie', [mary, noTablet]);
const ben = await familyMember('ben@family.ie', [mary, tom], 'son');

const uploaded = async (headers: Record<string, string>, resident: number, caption?: string) => {
  const res = await upload(app, headers, resident, await picture('png'), { caption });
  expect(res.statusCode, res.body).toBe(201);
  return photoResultSchema.parse(res.json()).photo;
};
const list = async (headers: Record<string, string>, url: string) => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return sharedPhotosPageSchema.parse(res.json());
};
const share = (headers: Record<string, string>, photo: SharedPhoto) =>
  app.inject({ method: 'POST', url: `${photosUrl(photo.user_id)}/${photo.photo_id}/share`, headers });
const staffUrl = (resident: number) => `/v1/acorn/residents/${resident}/photos`;
const storedFiles = () => storedNames(db, 'photos');

describe('uploading a photo', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'takes a %s with a caption and lists it first',
    async (format) => {
      const res = await upload(app, ann, mary, await picture(format, 80, 60), { caption: ` ${format} day ` });
      expect(res.statusCode, res.body).toBe(201);
      const { message, photo } = photoResultSchema.parse(res.json());
      expect(message).toBe(PHOTO_MESSAGES.uploaded);
      expect(photo).toMatchObject({
        user_id: mary,
        caption: `${format} day`,
        mime: `image/${format}`,
        width: 80,
        height: 60,
        state: 'uploaded',
        shared_at: null,
        shared_by: { name: 'ann Tester', relationship: 'daughter' },
      });
      const page = await list(ann, photosUrl(mary));
      expect(page.items[0]!.photo_id).toBe(photo.photo_id);
    },
  );

  it('refuses text named like a picture (415), a picture over 10 MB (413) and a long caption (400)', async () => {
    const text = await upload(app, ann, mary, Buffer.from('shopping list: milk, bread'), {
      filename: 'note.png',
    });
    expect([text.statusCode, text.json()]).toEqual([415, { message: IMAGE_MESSAGES.notImage }]);
    const huge = Buffer.concat([await picture('png'), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const big = await upload(app, ann, mary, huge);
    expect([big.statusCode, big.json()]).toEqual([413, { message: IMAGE_MESSAGES.tooLarge }]);
    const long = await upload(app, ann, mary, await picture('png'), { caption: 'x'.repeat(201) });
    expect([long.statusCode, long.json()]).toEqual([400, { message: PHOTO_MESSAGES.captionTooLong }]);
    const none = await app.inject({ method: 'POST', url: photosUrl(mary), headers: ann, payload: {} });
    expect([none.statusCode, none.json()]).toEqual([415, { message: IMAGE_MESSAGES.missing }]);
  });

  it('keeps no location or camera data: the stored picture has no EXIF', async () => {
    const withGps = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '53/1 20/1 1234/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '6/1 15/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');
    const res = await upload(app, ann, mary, withGps, { filename: 'IMG_0001.jpg' });
    const { photo } = photoResultSchema.parse(res.json());
    const image = await app.inject({ method: 'GET', url: photo.image_url, headers: ann });
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Security review 3, finding 12: 'private' let a shared care-home PC's browser keep it.
    expect(image.headers['cache-control']).toBe('no-store');
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();
    expect(image.rawPayload.includes('PhoneMaker')).toBe(false);
    const thumbnail = await app.inject({ method: 'GET', url: photo.thumbnail_url, headers: ann });
    expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(thumbnail.headers['cache-control']).toBe('no-store');
  });
});

describe('whose photos', () => {
  it('lists only the member’s own uploads for that resident, newest first, paged', async () => {
    const first = await uploaded(ben, mary, 'one');
    const second = await uploaded(ben, mary, 'two');
    await uploaded(ben, tom, 'for Tom');
    const page = await list(ben, `${photosUrl(mary)}?page=1&page_size=1`);
    expect(page.total).toBe(2);
    expect(page.items.map((p) => p.photo_id)).toEqual([second.photo_id]);
    const next = await list(ben, `${photosUrl(mary)}?page=2&page_size=1`);
    expect(next.items.map((p) => p.photo_id)).toEqual([first.photo_id]);
  });

  it('answers 404 for another family’s resident and another member’s photo; 403 to staff', async () => {
    const bens = await uploaded(ben, tom);
    expect((await app.inject({ method: 'GET', url: photosUrl(tom), headers: ann })).statusCode).toBe(404);
    expect((await upload(app, ann, tom, await picture('png'))).statusCode).toBe(404);
    const onMary = await uploaded(ben, mary);
    for (const [method, suffix] of [
      ['GET', '/thumbnail'],
      ['GET', '/image'],
      ['POST', '/share'],
      ['DELETE', ''],
    ] as const) {
      const url = `${photosUrl(mary)}/${onMary.photo_id}${suffix}`;
      expect((await app.inject({ method, url, headers: ann })).statusCode, `${method} ${suffix}`).toBe(404);
      expect((await app.inject({ method, url, headers: as.manager })).statusCode).toBe(403);
      expect((await app.inject({ method, url })).statusCode).toBe(401);
    }
    expect(
      (await app.inject({ method: 'GET', url: `${photosUrl(mary)}/${bens.photo_id}/image`, headers: ben }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps staff routes from family members (403) and another group’s staff (404)', async () => {
    expect((await app.inject({ method: 'GET', url: staffUrl(mary), headers: ann })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: staffUrl(mary), headers: as.stranger })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'DELETE', url: `${staffUrl(mary)}/1`, headers: ann })).statusCode,
    ).toBe(403);
  });
});

describe('sharing and removing', () => {
  it('cannot share with a resident without a tablet, and says so', async () => {
    const photo = await uploaded(ann, noTablet);
    const res = await share(ann, photo);
    expect([res.statusCode, res.json()]).toEqual([422, { message: PHOTO_MESSAGES.noTablet('Nell Quinn') }]);
  });

  it('shows staff only what was shared, with who shared it; their look is audited', async () => {
    const kept = await uploaded(ann, mary, 'not yet');
    const sent = await uploaded(ann, mary, 'to share');
    const res = await share(ann, sent);
    expect(res.statusCode).toBe(202);
    expect(photoResultSchema.parse(res.json())).toMatchObject({
      message: PHOTO_MESSAGES.shared('Mary Byrne'),
      photo: { photo_id: sent.photo_id, state: 'sent' },
    });
    const page = await list(as.manager, staffUrl(mary));
    const ids = page.items.map((p) => p.photo_id);
    expect(ids).toContain(sent.photo_id);
    expect(ids).not.toContain(kept.photo_id);
    const shown = page.items.find((p) => p.photo_id === sent.photo_id)!;
    expect(shown).toMatchObject({
      shared_by: { name: 'ann Tester', relationship: 'daughter' },
      thumbnail_url: `${staffUrl(mary)}/${sent.photo_id}/thumbnail`,
    });
    expect((await app.inject({ method: 'GET', url: shown.image_url, headers: as.manager })).statusCode).toBe(
      200,
    );
    const unshared = `${staffUrl(mary)}/${kept.photo_id}/thumbnail`;
    expect((await app.inject({ method: 'GET', url: unshared, headers: as.manager })).statusCode).toBe(404);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shared_photos'), eq(auditLog.resident_id, mary)));
    expect(new Set(audits.map((a) => a.action))).toEqual(new Set(['create', 'update', 'read']));
  });

  it('removes a photo: gone from the lists and its files deleted, audited', async () => {
    const photo = await uploaded(ann, mary, 'to remove');
    const before = await storedFiles();
    const res = await app.inject({
      method: 'DELETE',
      url: `${photosUrl(mary)}/${photo.photo_id}`,
      headers: ann,
    });
    expect([res.statusCode, res.json()]).toEqual([200, { message: PHOTO_MESSAGES.removed }]);
    expect((await storedFiles()).length).toBe(before.length - 2);
    expect((await list(ann, photosUrl(mary))).items.map((p) => p.photo_id)).not.toContain(photo.photo_id);
    expect((await app.inject({ method: 'GET', url: photo.thumbnail_url, headers: ann })).statusCode).toBe(
      404,
    );
    const again = await app.inject({
      method: 'DELETE',
      url: `${photosUrl(mary)}/${photo.photo_id}`,
      headers: ann,
    });
    expect(again.statusCode).toBe(404);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shared_photos'), eq(auditLog.action, 'delete')));
    expect(audit).toMatchObject({ entity_id: String(photo.photo_id), resident_id: mary });
  });

  it('deletes a resident’s photo files when the resident is deleted', async () => {
    const gone = await addResident(db, groups.maple, { firstname: 'Gone', acorn_id: null, user_type: 1 });
    const cara = await familyMember('cara@family.ie', [gone]);
    await uploaded(cara, gone);
    const before = await storedFiles();
    const res = await app.inject({ method: 'DELETE', url: `/v1/acorn/users/${gone}`, headers: as.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedFiles()).length).toBe(before.length - 2);
  });
});
