import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPortalUser, signedInStaff, signIn } from '../../test/fixtures.js';
import { addResident } from '../../test/residents.js';
import { createTestApp } from '../../test/test-app.js';
import { auditLog, familyLinks } from '../db/schema/index.js';
import { READ_COALESCE_MS } from './audit.js';

// Issue 40: a family session at 150 req/s on an audited read wrote 60 permanent rows a second. The same read
// by the same person of the same resident within a minute is one row, on either way reads are written:
// in the read's own statement (residentBody: the family's week) or after it (writeAudit: the photo list).
const { app, db, clock } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  manager: { roles: [2], group: 'maple' },
  nurse: { roles: [2], group: 'maple' },
});
const mary = await addResident(db, groups.maple, { firstname: 'Mary', surname: 'Walsh' });
const sonId = await createPortalUser(db, { email: 'son@family.ie', roles: [7], group_id: groups.maple });
await db.insert(familyLinks).values({ portal_user_id: sonId, user_id: mary, group_id: groups.maple });
const son = await signIn(app, 'son@family.ie');

const reads = (entity: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resident_id, mary), eq(auditLog.action, 'read'), eq(auditLog.entity, entity)));

async function times(n: number, url: string, headers: { authorization: string }) {
  for (let i = 0; i < n; i++) {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('identical reads within a minute', () => {
  for (const [entity, path] of [
    ['family_week', 'week'],
    ['shared_photos', 'photos'],
  ] as const) {
    it(`are one audit row (${entity})`, async () => {
      const url = `/v1/acorn/family/residents/${mary}/${path}`;
      await times(100, url, son);
      expect(await reads(entity)).toHaveLength(1);

      // A minute on, the next read is on record again.
      clock.advance(READ_COALESCE_MS);
      await times(2, url, son);
      expect(await reads(entity)).toHaveLength(2);
    });
  }

  it('are each person’s own: another reader’s look is a row of its own', async () => {
    const before = (await reads('medical_notes')).length;
    const url = `/v1/acorn/residents/${mary}/medical`;
    await times(3, url, as.manager);
    await times(1, url, as.nurse);
    expect((await reads('medical_notes')).length - before).toBe(2);
  });
});
