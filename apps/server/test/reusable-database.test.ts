import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { groups, roles } from '../src/db/schema/index.js';
import { createGroup } from './fixtures.js';
import { readBaseline, restoreBaseline } from './reusable-database.js';

// The embedded database a worker lends to one file after another must come back exactly as the snapshot
// had it: a file's rows gone, reference rows as they were, the next id the same as on a fresh database.
describe.skipIf(!!process.env.DATABASE_URL)('a lent embedded database, put back between files', () => {
  it('holds exactly what the snapshot held again', async () => {
    const bytes = fs.readFileSync(inject('snapshotPath'));
    const database = await openDatabase({
      loadDataDir: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    });
    try {
      const { db } = database;
      const baseline = await readBaseline(database);
      const firstId = await createGroup(db, 'First file');
      await createGroup(db, 'Another');
      await db.update(roles).set({ description: 'Changed by a test' }).where(eq(roles.role_id, 3));
      await db.delete(roles).where(eq(roles.role_id, 8));

      await restoreBaseline(database, baseline);
      expect(await readBaseline(database)).toEqual(baseline);
      expect(await db.select().from(groups).where(eq(groups.title, 'Another'))).toEqual([]);
      expect(await createGroup(db, 'Second file')).toBe(firstId);
    } finally {
      await database.close();
    }
  });
});
