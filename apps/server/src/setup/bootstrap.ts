import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ALL_ROLES, ROLE_DESCRIPTIONS } from '@acorn/domain/access';
import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import { PROTECTED_GROUP_TITLE } from '@acorn/domain/shared';
import { hashPassword } from '../lib/passwords.js';
import type { Database } from '../db/client.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { refuseNewerDatabase } from '../db/newer-database.js';
import { groups, portalUsers, roles } from '../db/schema/index.js';
import type { FileStore } from '../lib/files/file-store.js';
import { seedDemo } from './seed/demo.js';
import type { Db } from '../db/types.js';

/** Rows every database needs, production included: the roles and the operator's group (group 1). */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(ALL_ROLES.map((role_id) => ({ role_id, description: ROLE_DESCRIPTIONS[role_id] })))
    .onConflictDoNothing();
  // The operator's group holds every permission bit (issue 19), and as nobody may edit it (it is protected)
  // that is set here, on every start: a database made before the bits were enforced gets them too.
  await db
    .insert(groups)
    .overridingSystemValue()
    .values({
      group_id: 1,
      title: PROTECTED_GROUP_TITLE,
      description: 'The Acorn service operator',
      group_permissions: ALL_PERMISSIONS,
    })
    .onConflictDoUpdate({ target: groups.group_id, set: { group_permissions: ALL_PERMISSIONS } });
  // Identity columns do not move when a row names its own id; keep the next id past it.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('groups', 'group_id'), (select max(group_id) from groups))`,
  );
}

/** Migrates (refusing a database a newer version migrated) and (outside production, on a database with no users yet) fills the demo data. */
export async function prepareDatabase(
  database: Database,
  {
    production,
    log,
    menuFiles,
  }: {
    production: boolean;
    log: FastifyBaseLogger;
    /** Where the demo menus' PDFs go; without it demo menus have none. */
    menuFiles?: FileStore;
  },
): Promise<{ seeded: boolean }> {
  await refuseNewerDatabase(database.db);
  await database.migrate();
  const [users] = await database.db.select({ n: count() }).from(portalUsers);
  const fresh = (users?.n ?? 0) === 0;
  await ensureReferenceData(database.db);
  if (!fresh || production) return { seeded: false };
  const started = Date.now();
  await seedDemo(database.db, {
    passwordHash: await hashPassword(DEMO_PASSWORD),
    today: new Date(),
    ...(menuFiles ? { menuFiles } : {}),
  });
  log.info(`demo data loaded in ${Date.now() - started} ms`);
  return { seeded: true };
}
