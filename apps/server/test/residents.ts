import { acornUsers, facilities } from '../src/db/schema/index.js';
import type { Db } from '../src/db/types.js';

let made = 0;

/** A resident (tablet user) row; with a tablet (an Acorn id) unless told `acorn_id: null`. */
export async function addResident(
  db: Db,
  group_id: number,
  fields: Partial<typeof acornUsers.$inferInsert> = {},
): Promise<number> {
  made += 1;
  const [row] = await db
    .insert(acornUsers)
    .values({
      user_type: 2,
      group_id,
      firstname: `First${made}`,
      surname: `Surname${made}`,
      acorn_id: `ACN-R${String(made).padStart(5, '0')}`,
      ...fields,
    })
    .returning({ user_id: acornUsers.user_id });
  return row!.user_id;
}

export async function addFacility(db: Db, group_id: number, name: string): Promise<number> {
  const [row] = await db.insert(facilities).values({ group_id, name }).returning();
  return row!.facility_id;
}
