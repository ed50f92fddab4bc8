import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import { sql } from 'drizzle-orm';
import { acornUsers, groups, tabletCredentials } from '../src/db/schema/index.js';
import type { Db } from '../src/db/types.js';
import { hashToken } from '../src/lib/tokens.js';

export interface Fleet {
  group_id: number;
  /** Each simulated tablet's resident and the credential it connects with. */
  tablets: { user_id: number; password: string }[];
}

/**
 * A group of `size` residents, each with a tablet credential of a known password, stored in one statement
 * per thousand: a bench's or proof's simulated fleet (bench/fanout-tablets.ts connects them).
 */
export async function seedFleet(db: Db, size: number, title = 'Fan-out bench'): Promise<Fleet> {
  const [group] = await db
    .insert(groups)
    .values({ title, description: 'bench', group_permissions: ALL_PERMISSIONS })
    .returning();
  const group_id = group!.group_id;
  const users = await db.execute<{ user_id: number }>(sql`
    insert into ${acornUsers} (user_type, group_id, acorn_id, firstname, surname)
    select 2, ${group_id}, 'BENCH-' || n, 'Bench', 'Tablet ' || n from generate_series(1, ${size}) n
    returning user_id`);
  const tablets = users.rows.map(({ user_id }) => ({ user_id, password: `bench-secret-${user_id}` }));
  for (let i = 0; i < tablets.length; i += 1000) {
    await db.insert(tabletCredentials).values(
      tablets.slice(i, i + 1000).map((t) => ({
        user_id: t.user_id,
        group_id,
        username: `tablet-${t.user_id}`,
        secret_hash: hashToken(t.password),
      })),
    );
  }
  return { group_id, tablets };
}
