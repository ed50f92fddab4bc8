import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import type { Db } from '../src/db/types.js';

interface TableState {
  name: string;
  /** Columns a row can be written with (generated ones are left out). */
  columns: string[];
  rows: unknown[];
}
interface Baseline {
  tables: TableState[];
  sequences: { name: string; last_value: string; is_called: boolean }[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const rowsOf = async <T extends Record<string, unknown>>(db: Db, query: SQL) =>
  (await db.execute<T>(query)).rows;

/** What a freshly loaded snapshot holds: every table's rows (the reference data) and every sequence. */
export async function readBaseline({ db }: Database): Promise<Baseline> {
  const tables = await rowsOf<{ name: string; columns: string[] }>(
    db,
    sql`
    select c.table_name as name, array_agg(c.column_name::text order by c.ordinal_position) as columns
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
    group by c.table_name`,
  );
  const states: TableState[] = [];
  for (const { name, columns } of tables) {
    const [{ rows }] = (await rowsOf<{ rows: unknown[] | null }>(
      db,
      sql.raw(`select json_agg(t) as rows from ${quote(name)} t`),
    )) as [{ rows: unknown[] | null }];
    states.push({ name, columns, rows: rows ?? [] });
  }
  const sequences = await rowsOf<{ name: string }>(
    db,
    sql`select sequencename as name from pg_sequences where schemaname = 'public'`,
  );
  const values = [];
  for (const { name } of sequences) {
    const [state] = await rowsOf<{ last_value: string; is_called: boolean }>(
      db,
      sql.raw(`select last_value::text, is_called from ${quote(name)}`),
    );
    values.push({ name, ...state! });
  }
  return { tables: states, sequences: values };
}

/**
 * Puts the database back as the snapshot had it: every table emptied, the reference rows written back as
 * they were, every sequence where it was. Foreign keys and triggers are off while it runs (replica role),
 * so the order of tables does not matter.
 */
export async function restoreBaseline({ db }: Database, baseline: Baseline): Promise<void> {
  const names = baseline.tables.map((t) => quote(t.name)).join(', ');
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local session_replication_role = replica`));
    await tx.execute(sql.raw(`truncate ${names}`));
    for (const table of baseline.tables.filter((t) => t.rows.length)) {
      const columns = table.columns.map(quote).join(', ');
      await tx.execute(
        sql`${sql.raw(`insert into ${quote(table.name)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${quote(table.name)},`)} ${JSON.stringify(table.rows)}::json)`,
      );
    }
    for (const s of baseline.sequences)
      await tx.execute(sql`select setval(${quote(s.name)}, ${s.last_value}::bigint, ${s.is_called})`);
  });
}
