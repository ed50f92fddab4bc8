import { and, desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPortalUser, signedInStaff, signIn } from '../../../test/fixtures.js';
import { addResident } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';
import { auditLog, commands, familyLinks, maintenances, sharedPhotos } from '../../db/schema/index.js';
import { READ_COALESCE_MS } from '../../lib/audit.js';
import { cleanImage } from '../../lib/images.js';
import { putRequestPhoto } from '../family-maintenance/request-photos.js';
import { picture, upload } from '../photos/photo-test-kit.js';
import { AUDITED_READS, NAMES_A_PERSON, UNAUDITED_READS } from './resident-data-reads.js';

// ISO 27789: every look at a resident's record is an audit row saying who, when, which resident, what and
// from where. The route table is held to the list, then each listed route is asked once.
const { app, db, clock } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const mary = await addResident(db, groups.maple, { firstname: 'Máire', surname: 'Ó Briain' });
const sonId = await createPortalUser(db, { email: 'son@family.ie', roles: [7], group_id: groups.maple });
await db.insert(familyLinks).values({
  portal_user_id: sonId,
  user_id: mary,
  group_id: groups.maple,
  relationship: 'Son',
  share_health: true,
  share_calls: true,
});
const son = await signIn(app, 'son@family.ie');
const uploaded = await upload(app, son, mary, await picture('png'));
const { photo_id } = (uploaded.json() as { photo: { photo_id: number } }).photo;
await db
  .update(sharedPhotos)
  .set({ shared_at: clock().toISOString() })
  .where(eq(sharedPhotos.photo_id, photo_id));
const [command] = await db
  .insert(commands)
  .values({
    user_id: mary,
    group_id: groups.maple,
    action: 'message',
    payload: { message: 'Lunch at one' },
    ttl_seconds: 60,
    expires_at: '2026-11-22T09:00:00Z',
  })
  .returning();

// A room fault the son reported with a photo.
const [request] = await db
  .insert(maintenances)
  .values({
    title: 'Dripping tap',
    status: 'Pending',
    group_id: groups.maple,
    user_id: mary,
    requested_by: sonId,
    photo_path: await putRequestPhoto(app, await cleanImage(await picture('png'))),
  })
  .returning({ maintenance_id: maintenances.maintenance_id });

const ids: Record<string, number> = {
  user_id: mary,
  id: mary,
  photo_id,
  maintenance_id: request!.maintenance_id,
};
const urlOf = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    String(name === 'id' && path.includes('commands/:id') ? command!.id : ids[name]),
  );

describe('reads of a resident’s data', () => {
  it('are each listed, audited or with the reason they are not', () => {
    const naming = app.apiRoutes
      .filter((r) => r.method === 'GET' && NAMES_A_PERSON.test(r.url))
      .map((r) => `${r.method} ${r.url}`);
    const listed = [...Object.keys(AUDITED_READS), ...Object.keys(UNAUDITED_READS)];
    expect(naming.filter((route) => !listed.includes(route))).toEqual([]);
    // A listed route that no longer exists is a stale promise.
    expect(listed.filter((route) => !naming.includes(route))).toEqual([]);
  });

  for (const [route, expected] of Object.entries(AUDITED_READS)) {
    it(`${route} writes one audit row`, async () => {
      const path = route.slice('GET '.length);
      const headers = path.startsWith('/v1/acorn/family/') ? son : as.manager;
      const [last] = await db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      // Two routes may show the same thing (/users/:id, /acorn-users/:id): within a minute that is one row.
      clock.advance(READ_COALESCE_MS);
      const res = await app.inject({ method: 'GET', url: urlOf(path), headers, remoteAddress: '192.0.2.7' });
      expect(res.statusCode, res.body).toBe(200);
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(gt(auditLog.id, last?.id ?? 0), eq(auditLog.resident_id, mary)));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: expected.action ?? 'read',
        entity: expected.entity,
        actor_user_id: expect.any(Number) as number,
        actor_email: path.startsWith('/v1/acorn/family/') ? 'son@family.ie' : expect.stringContaining('@'),
        group_id: groups.maple,
        ip: '192.0.2.7',
      });
      // The audit row names the resident by id alone: erasure leaves nothing of them in the log (ADR 0040).
      expect(JSON.stringify(rows[0])).not.toMatch(/Máire|Briain/);
    });
  }
});
