import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPortalUser, signedInStaff, signIn } from '../../test/fixtures.js';
import { addResident } from '../../test/residents.js';
import { createTestApp } from '../../test/test-app.js';
import { auditLog, familyLinks, sharedPhotos } from '../db/schema/index.js';
import { picture, upload } from '../modules/photos/photo-test-kit.js';
import { LOAD_REFUSED } from './fetch-dest-guard.js';

// Issue 40: an editor set a newspaper's logo to /v1/acorn/residents/36/export.json; every staff browser
// showing the newspapers then asked for it with its session cookie, and the audit log said they had
// exported the resident. Image addresses stay out of the API, and the API refuses what a browser loads
// by itself (Sec-Fetch-Dest other than 'empty'). The portal's own pictures are fetched by its scripts, so
// a look at a photo is a deliberate read, on record (finding 9).
const { app, db, clock } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  manager: { roles: [2], group: 'maple' },
  editor: { roles: [3], group: 'maple' },
});
const mary = await addResident(db, groups.maple, { firstname: 'Mary', surname: 'Walsh' });
const sonId = await createPortalUser(db, { email: 'son@family.ie', roles: [7], group_id: groups.maple });
await db.insert(familyLinks).values({ portal_user_id: sonId, user_id: mary, group_id: groups.maple });
const son = await signIn(app, 'son@family.ie');
const { photo_id } = (await upload(app, son, mary, await picture('png'))).json<{
  photo: { photo_id: number };
}>().photo;
await db
  .update(sharedPhotos)
  .set({ shared_at: clock().toISOString() })
  .where(eq(sharedPhotos.photo_id, photo_id));

const exportRows = () =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resident_id, mary), eq(auditLog.action, 'export')));
const loaded = (url: string, dest: string | undefined, headers = as.manager) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...(dest ? { 'sec-fetch-dest': dest } : {}) } });

describe('image addresses and the browser’s own loads', () => {
  it('refuses an editor’s image address that names a path of the API', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/acorn/newspapers',
      headers: as.editor,
      payload: {
        title: 'The Clare Champion',
        description: 'Local news',
        url: 'https://clarechampion.ie',
        icon_url: `/v1/acorn/residents/${mary}/export.json`,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/picture under \/demo-images\//);
  });

  it('refuses an API address loaded as a picture or a page, and writes no audit row for it', async () => {
    for (const dest of ['image', 'document', 'iframe', 'script']) {
      const res = await loaded(`/v1/acorn/residents/${mary}/export.json`, dest);
      expect(res.statusCode, dest).toBe(403);
      expect(res.json()).toEqual({ message: LOAD_REFUSED });
    }
    expect(await exportRows()).toHaveLength(0);
    // The page's own fetch() and an API client without the header are served, and on record.
    expect((await loaded(`/v1/acorn/residents/${mary}/export.json`, 'empty')).statusCode).toBe(200);
    expect((await loaded(`/v1/acorn/residents/${mary}/export.json`, undefined)).statusCode).toBe(200);
    expect(await exportRows()).toHaveLength(2);
  });

  it('lets the browser load no route of the API by itself, pictures included', async () => {
    for (const { method, url } of app.apiRoutes.filter((r) => r.method === 'GET')) {
      const path = url.replace(/:\w+/g, '1');
      for (const dest of ['image', 'document']) {
        const res = await app.inject({ method, url: path, headers: { 'sec-fetch-dest': dest } });
        expect(res.json(), `${url} as ${dest}`).toEqual({ message: LOAD_REFUSED });
      }
    }
    // A live stream is opened by the page's script: the browser says 'websocket'.
    const live = await app.inject({
      method: 'GET',
      url: '/v1/acorn/live',
      headers: { 'sec-fetch-dest': 'websocket' },
    });
    expect(live.statusCode).toBe(426);
  });

  it('refuses a thumbnail to <img>, and puts the page’s own fetch of it on record', async () => {
    const reads = () =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resident_id, mary), eq(auditLog.action, 'read')));
    const before = (await reads()).length;
    const url = `/v1/acorn/residents/${mary}/photos/${photo_id}/thumbnail`;
    expect((await loaded(url, 'image')).statusCode).toBe(403);
    expect(await reads()).toHaveLength(before);
    const fetched = await loaded(url, 'empty');
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toMatch(/^image\//);
    expect(await reads()).toHaveLength(before + 1);
  });
});
