import { FACILITIES, looksLikePdf } from '@acorn/domain';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import { ensureReferenceData, prepareDatabase } from './bootstrap.js';
import { DEMO_ACCOUNTS, demoAccountsIn, productionRefusal, removeDemoAccounts } from './demo-accounts.js';
import { menuFileStore } from '../modules/menus/menu-files.js';
import { acornUsers, facilities, groups, menus, portalUsers, roleAssignments } from './schema/index.js';
import type { Db } from './types.js';

const log = pino({ level: 'silent' });

/** prepareDatabase on a test database: it migrates (already done, so a no-op) and seeds unless production. */
async function prepared(production: boolean) {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'acorn-seed-'));
  const { seeded } = await prepareDatabase(database, { production, log, menuFiles: menuFileStore(dataDir) });
  const close = async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { db: database.db, seeded, close, dataDir };
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
  });

  it('gives every demo menu a real PDF in the data directory', async () => {
    const { db, dataDir, close } = await prepared(false);
    const stored = menuFileStore(dataDir);
    const all = await db.select().from(menus);
    expect(all.length).toBeGreaterThan(0);
    for (const menu of all) {
      const bytes = await readFile(stored.pathOf(menu.file_path!));
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
    expect(await productionRefusal(db)).toBeNull();
    expect(await demoAccountsIn(db)).toEqual([]);
    await close();
  });
});
