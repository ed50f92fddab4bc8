import { looksLikePdf } from '@acorn/domain/content';
import { FACILITIES } from '@acorn/domain/facilities';
import { buffer } from 'node:stream/consumers';
import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import { ensureReferenceData, prepareDatabase } from './bootstrap.js';
import {
  DEMO_ACCOUNTS,
  DEMO_ENROLMENT_SECRET,
  demoAccountsIn,
  productionRefusal,
  removeDemoAccounts,
  removeDemoLeftovers,
} from './demo-accounts.js';
import { databaseFiles } from '../lib/files/database-files.js';
import { menuFileStore } from '../modules/menus/menu-files.js';
import {
  acornUsers,
  auditLog,
  facilities,
  groups,
  menus,
  portalUsers,
  roleAssignments,
} from '../db/schema/index.js';
import type { Db } from '../db/types.js';

const log = pino({ level: 'silent' });

/** prepareDatabase on a test database: it migrates (already done, so a no-op) and seeds unless production. */
async function prepared(production: boolean) {
  const database = await openTestDatabase();
  const menuFiles = menuFileStore(databaseFiles(database.db));
  const { seeded } = await prepareDatabase(database, { production, log, menuFiles });
  return { db: database.db, seeded, close: database.close, menuFiles };
}

const rows = async (db: Db, table: typeof portalUsers | typeof groups) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

describe('demo data', () => {
  it('loads on a new database: the spec’s facilities and resident counts, one account per role', async () => {
    const { db, seeded, close } = await prepared(false);
    expect(seeded).toBe(true);
    const counts = await db
      .select({ name: facilities.name, residents: count(acornUsers.user_id) })
      .from(facilities)
      .leftJoin(
        acornUsers,
        sql`${acornUsers.facility_id} = ${facilities.facility_id} and ${acornUsers.user_type} = 2`,
      )
      .groupBy(facilities.name);
    expect(Object.fromEntries(counts.map((c) => [c.name, c.residents]))).toEqual(
      Object.fromEntries(FACILITIES.map((f) => [f.name, f.residents])),
    );
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db.select().from(portalUsers).where(eq(portalUsers.email, account.email));
      const roles = await db.select().from(roleAssignments).where(eq(roleAssignments.user_id, user!.user_id));
      expect(
        roles.map((r) => r.role_id),
        account.email,
      ).toEqual([account.role]);
    }
    const [manager, manager2] = await Promise.all(
      ['manager@acorn.demo', 'manager2@acorn.demo'].map(
        async (email) =>
          (await db.select().from(portalUsers).where(eq(portalUsers.email, email)))[0]!.group_id,
      ),
    );
    expect(manager).not.toBe(manager2);
    expect(await rows(db, groups)).toBeGreaterThanOrEqual(3);
    await close();
    // The whole demo data on the embedded database: 30 s was too little in CI's stage beside five proofs.
  }, 120_000);

  it('gives every demo menu a real PDF in the file store', async () => {
    const { db, menuFiles, close } = await prepared(false);
    const all = await db.select().from(menus);
    expect(all.length).toBeGreaterThan(0);
    for (const menu of all) {
      const bytes = await buffer((await menuFiles.open(menu.file_path!))!.body);
      expect([looksLikePdf(bytes), bytes.length, menu.file]).toEqual([
        true,
        menu.file_size,
        expect.stringMatching(/\.pdf$/),
      ]);
    }
    await close();
  });

  it('is never loaded in production, which gets only the roles and the operator group', async () => {
    const { db, seeded, close } = await prepared(true);
    expect(seeded).toBe(false);
    expect(await rows(db, portalUsers)).toBe(0);
    expect((await db.select().from(groups)).map((g) => g.title)).toEqual(['Acorn Group']);
    await ensureReferenceData(db); // idempotent
    expect(await rows(db, groups)).toBe(1);
    await close();
  });

  it('keeps production from starting while its demo accounts exist, until the admin command removes them', async () => {
    const { db, close } = await prepared(false);
    const refusal = await productionRefusal(db);
    expect(refusal).toContain('holds 8 demo account(s) (activities@acorn.demo, admin@acorn.demo,');
    expect(refusal).toContain('npm run admin -- remove-demo-accounts');
    expect(await removeDemoAccounts(db)).toBe(8);
    expect(await demoAccountsIn(db)).toEqual([]);
    // Issue 40: the demo's published enrolment secret still enrolled tablets once the accounts were gone.
    const secret = await productionRefusal(db);
    expect(secret).toMatch(
      /^3 group\(s\) \(Acorn Group, Maple Grove Care, Shannon Valley Homes\) still enrol/,
    );
    expect(secret).toContain(`'${DEMO_ENROLMENT_SECRET}'`);
    expect(secret).toContain('npm run admin -- remove-demo-accounts');

    expect(await removeDemoLeftovers(db)).toBe(
      'Removed 0 demo account(s) and the demo enrolment secret of 3 group(s).',
    );
    expect(await productionRefusal(db)).toBeNull();
    expect((await db.select().from(groups)).map((g) => g.enrolment_secret_hash)).toEqual([null, null, null]);
    const audited = await db.select().from(auditLog).where(eq(auditLog.entity, 'groups'));
    expect(audited.map((row) => [row.actor_email, row.changes])).toEqual(
      Array(3).fill(['admin command', { enrolment_secret: 'removed' }]),
    );
    await close();
  });
});
