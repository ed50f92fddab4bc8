import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/types.js';

let copies = 0;
const shapes = new Map<string, { columns: string[]; unique: Set<string> }>();

/** A table's writable columns and the text columns a unique index holds (plain or inside lower()). */
async function shapeOf(db: Db, table: string) {
  if (!shapes.has(table)) {
    const { rows: columns } = await db.execute<{ name: string; type: string }>(sql`
      select column_name as name, data_type as type from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and is_identity = 'NO' and is_generated = 'NEVER'`);
    const { rows: indexes } = await db.execute<{ def: string }>(sql`
      select pg_get_indexdef(indexrelid) as def from pg_index
      where indrelid = ${table}::regclass and indisunique and not indisprimary`);
    const text = columns.filter((c) => c.type === 'text').map((c) => c.name);
    const unique = new Set(
      text.filter((name) => indexes.some(({ def }) => new RegExp(`\\b${name}\\b`).test(def))),
    );
    shapes.set(table, { columns: columns.map((c) => c.name), unique });
  }
  return shapes.get(table)!;
}

/**
 * A copy of one row under a new id, for a case that deletes: each admitted caller deletes a row of its own,
 * and the samples the other cases name stay. Unique text columns get a suffix so the copy is allowed.
 */
export async function cloneRow(
  db: Db,
  table: string,
  idColumn: string,
  id: string,
  overrides: Record<string, string> = {},
): Promise<string> {
  const { columns, unique } = await shapeOf(db, table);
  copies += 1;
  const values = columns.map((name) =>
    name in overrides
      ? sql`${overrides[name]}::int`
      : unique.has(name)
        ? sql`${sql.identifier(name)} || ${`-copy${copies}`}`
        : sql.identifier(name),
  );
  const names = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into ${sql.identifier(table)} (${names})
    select ${sql.join(values, sql`, `)} from ${sql.identifier(table)} where ${sql.identifier(idColumn)}::text = ${id} limit 1
    returning ${sql.identifier(idColumn)}::text as id`);
  if (!rows[0]) throw new Error(`could not copy ${table} ${id}`);
  return rows[0].id;
}
