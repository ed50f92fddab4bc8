import { randomBytes } from 'node:crypto';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { acornUsers, calls, familyLinks, reports, sharedPhotos } from '../../src/db/schema/index.js';
import type { Db } from '../../src/db/types.js';
import { seedDemo } from '../../src/setup/seed/demo.js';
import { MAPLE_GROVE } from '../../src/setup/seed/organisation.js';
import { menuFileStore } from '../../src/modules/menus/menu-files.js';
import { picture, upload } from '../../src/modules/photos/photo-test-kit.js';
import { createPortalUser, signIn } from '../fixtures.js';
import { listenFakeOpenMeteo } from '../open-meteo-server.js';
import { createTestApp } from '../test-app.js';
import { afterAll } from 'vitest';
import { resources } from '../../src/modules/index.js';
import { cloneRow } from './fresh.js';
import { makePrincipals } from './principals.js';
import { sampleId } from './samples.js';

/** The demo's third group: "another group" for everyone but role 1. */
export const OTHER_GROUP = 3;

/**
 * One server on the demo data (three groups, every screen's rows), plus what the demo lacks in both the
 * caller's group (Maple Grove) and another: a family member's photo and repair request with a photo, a
 * call, a ready report; and a portal user each group's role 2 may manage.
 */
export async function matrixWorld() {
  // The dashboard's weather widget asks Open-Meteo; a local one answers, so a 503 means our fault.
  const meteo = await listenFakeOpenMeteo();
  afterAll(meteo.stop);
  const { app, db, clock } = await createTestApp({ config: { weatherApiUrl: meteo.url } });
  await seedDemo(db, { passwordHash: 'not-a-hash', today: clock(), menuFiles: menuFileStore(app.files) });
  const residents = async (group: number) =>
    (
      await db
        .select({ id: acornUsers.user_id })
        .from(acornUsers)
        .where(
          sql`${acornUsers.group_id} = ${group} and ${acornUsers.user_type} = 2 and ${acornUsers.acorn_id} is not null`,
        )
        .orderBy(acornUsers.user_id)
        .limit(3)
    ).map((r) => r.id);
  const [linked, unshared, unlinked] = await residents(MAPLE_GROVE);
  const [otherResident] = await residents(OTHER_GROUP);
  // Sample rows come first in their tables' order, so each group's resident is the one the picks find.
  await db.delete(familyLinks).where(eq(familyLinks.group_id, MAPLE_GROVE));
  const principals = await makePrincipals(app, db, {
    group: MAPLE_GROVE,
    linkedResident: linked!,
    unsharedResident: unshared!,
  });
  const family = principals.find((p) => p.kind === 'role' && p.role === 7)!;
  await extras(app, db, MAPLE_GROVE, linked!, family.headers);
  await extras(app, db, MAPLE_GROVE, unshared!, family.headers);
  const otherFamily = await familyMember(app, db, OTHER_GROUP, otherResident!);
  await extras(app, db, OTHER_GROUP, otherResident!, otherFamily);
  await everyResourceInBothGroups(db);
  for (const group of [MAPLE_GROVE, OTHER_GROUP])
    await createPortalUser(db, { email: `matrix-victim-${group}@matrix.test`, roles: [3], group_id: group });
  return {
    app,
    db,
    principals,
    residents: { own: linked!, unshared: unshared!, unlinked: unlinked!, other: otherResident! },
  };
}

/** The demo keeps some operator tables (parts, suggested apps) in one group; each group gets a row. */
async function everyResourceInBothGroups(db: Db) {
  for (const resource of resources.filter((r) => r.columns.group)) {
    const table = getTableName(resource.table);
    for (const group of [MAPLE_GROVE, OTHER_GROUP]) {
      const rule = { table, id: resource.columns.id.name };
      const pick = { group, resident: 0, self: 0, picked: {} };
      if (await sampleId(db, rule, pick)) continue;
      const any = await sampleId(db, { ...rule, ungrouped: true }, pick);
      if (any) await cloneRow(db, table, resource.columns.id.name, any, { group_id: String(group) });
    }
  }
}

async function familyMember(app: FastifyInstance, db: Db, group: number, resident: number) {
  const email = `matrix-family-${group}@matrix.test`;
  const id = await createPortalUser(db, { email, roles: [7], group_id: group });
  await db.insert(familyLinks).values({
    portal_user_id: id,
    user_id: resident,
    group_id: group,
    share_health: true,
    share_calls: true,
  });
  return signIn(app, email);
}

async function extras(
  app: FastifyInstance,
  db: Db,
  group: number,
  resident: number,
  family: Record<string, string>,
) {
  const photo = await upload(app, family, resident, await picture('png'));
  if (photo.statusCode !== 201) throw new Error(`photo upload: ${photo.statusCode} ${photo.body}`);
  // Staff see the photos that were shared with the tablet.
  const { photo_id } = photo.json<{ photo: { photo_id: number } }>().photo;
  await db
    .update(sharedPhotos)
    .set({ shared_at: new Date().toISOString() })
    .where(eq(sharedPhotos.photo_id, photo_id));
  const request = await maintenanceRequest(app, family, resident);
  if (request.statusCode !== 201) throw new Error(`repair request: ${request.statusCode} ${request.body}`);
  await db.insert(calls).values({
    user_id: resident,
    group_id: group,
    direction: 'incoming',
    state: 'ended',
    rings_until: new Date(Date.now() + 30_000).toISOString(),
  });
  await db
    .insert(reports)
    .values({ group_id: group, type: 'users_status', status: 'ready', content: 'a,b\n1,2\n' });
}

async function maintenanceRequest(app: FastifyInstance, headers: Record<string, string>, resident: number) {
  const boundary = `matrix-${randomBytes(6).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(
      field('title', 'Dripping tap') +
        field('description', 'Drips all night.') +
        field('key_entry_permission', 'No'),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="tap.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await picture('png'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `/v1/acorn/family/residents/${resident}/maintenance-requests`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

export type MatrixWorld = Awaited<ReturnType<typeof matrixWorld>>;
