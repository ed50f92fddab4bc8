import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { familyLinks } from '../src/db/schema/index.js';
import type { Db } from '../src/db/types.js';
import { picture, upload } from '../src/modules/photos/photo-test-kit.js';
import { createPortalUser, signedInStaff, signIn } from './fixtures.js';
import { multipart } from './multipart.js';
import { addResident } from './residents.js';

/**
 * One file of each kind sent through `app`'s real routes: a menu PDF (a manager), a family photo with its
 * thumbnail, and a maintenance request's photo (a family member). Answers where each is downloaded, so a
 * test can fetch them from this or another instance on the same database.
 */
export async function uploadEachKind(app: FastifyInstance, db: Db) {
  const { groups, as } = await signedInStaff(app, db, {
    manager: { roles: [2], group: 'maple' },
    admin: { roles: [1], group: 'acorn' },
  });
  const resident = { firstname: 'Maeve', surname: 'Doyle' };
  const user_id = await addResident(db, groups.maple, resident);
  const email = 'niamh@family.test';
  const portal_user_id = await createPortalUser(db, { email, roles: [7], group_id: groups.maple });
  await db
    .insert(familyLinks)
    .values({ portal_user_id, user_id, group_id: groups.maple, relationship: 'daughter' });
  const family = await signIn(app, email);
  const ok = <T>(res: { statusCode: number; body: string; json: () => T }, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };

  const menu = ok<{ menus_id: number }>(
    await app.inject({
      method: 'POST',
      url: '/v1/acorn/menus',
      headers: as.manager,
      payload: { title: 'Week 9', description: 'Soup', expire_date: '2027-01-01', location: 'All' },
    }),
    201,
  );
  // Over two of the database backend's 1 MB chunks, and not a whole number of them.
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2_500_000)]);
  const form = multipart([['file', pdf, 'week-9.pdf']]);
  ok(
    await app.inject({
      method: 'POST',
      url: `/v1/acorn/menus/${menu.menus_id}/file`,
      headers: { ...as.manager, 'content-type': form.contentType },
      payload: form.payload,
    }),
    200,
  );

  const { photo } = ok<{ photo: { photo_id: number } }>(
    await upload(app, family, user_id, await picture('png', 800, 600)),
    201,
  );
  const request = multipart([
    ['title', 'Window stuck'],
    ['description', 'The bedroom window will not open.'],
    ['key_entry_permission', 'Yes'],
    ['photo', await picture('jpeg', 640, 480), 'window.jpg'],
  ]);
  const { request: job } = ok<{ request: { maintenance_id: number } }>(
    await app.inject({
      method: 'POST',
      url: `/v1/acorn/family/residents/${user_id}/maintenance-requests`,
      headers: { ...family, 'content-type': request.contentType },
      payload: request.payload,
    }),
    201,
  );

  // The family's own routes: staff see a photo only once it is shared with the tablet.
  const pictures = `/v1/acorn/family/residents/${user_id}/photos/${photo.photo_id}`;
  const paths = {
    menu: `/v1/acorn/menus/${menu.menus_id}/file`,
    image: `${pictures}/image`,
    thumbnail: `${pictures}/thumbnail`,
    request: `/v1/acorn/maintenances/${job.maintenance_id}/photo`,
  };
  /** Who may fetch an address: the family member their photo, a manager the rest. */
  const headersFor = (url: string) => (url.startsWith('/v1/acorn/family/') ? family : as.manager);
  return {
    pdf,
    headersFor,
    paths,
    as,
    /** Each file's answer from `instance`. */
    async downloadAll(instance: FastifyInstance) {
      const entries = Object.entries(paths).map(async ([kind, url]) => {
        const res = await instance.inject({ url, headers: headersFor(url) });
        return [kind, res] as const;
      });
      return Object.fromEntries(await Promise.all(entries)) as Record<
        keyof typeof paths,
        Awaited<ReturnType<FastifyInstance['inject']>>
      >;
    },
    /** Erases the resident (role 1), which deletes their photo and their request's photo. */
    erase: (instance: FastifyInstance) =>
      instance.inject({
        method: 'POST',
        url: `/v1/acorn/residents/${user_id}/erase`,
        headers: as.admin,
        payload: { confirm_name: `${resident.firstname} ${resident.surname}` },
      }),
  };
}
