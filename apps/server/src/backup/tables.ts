import type { Query } from './sql-session.js';

/** A table as the catalog describes it: the columns a restore writes (generated ones are computed again). */
export interface Table {
  schema: string;
  name: string;
  columns: string[];
}

export const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const tableName = (t: Pick<Table, 'schema' | 'name'>) => `${quoteName(t.schema)}.${quoteName(t.name)}`;
/** How a table is named in the manifest and the archive. */
export const tableKey = (t: Pick<Table, 'schema' | 'name'>) => `${t.schema}.${t.name}`;

/** Schemas of PostgreSQL itself; every other schema's tables are the application's (drizzle's included). */
const OURS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

/**
 * Every table of the database, whatever the migrations made, in a fixed order: a table after those its
 * foreign keys name (so a restore meets no missing reference), else by name.
 */
export async function listTables(query: Query): Promise<Table[]> {
  const { rows } = await query(
    `select c.oid::text as oid, n.nspname as schema, c.relname as name,
       coalesce((select json_agg(a.attname order by a.attnum) from pg_attribute a
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''), '[]')::text as columns,
       coalesce((select json_agg(distinct f.confrelid::text) from pg_constraint f
         where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid), '[]')::text as refs
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and ${OURS}
     order by n.nspname, c.relname`,
  );
  const byOid = new Map(rows.map((row) => [String(row.oid), row]));
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const place = (oid: string, path: Set<string>) => {
    const row = byOid.get(oid);
    if (!row || placed.has(oid) || path.has(oid)) return;
    path.add(oid);
    for (const ref of JSON.parse(String(row.refs)) as string[]) place(ref, path);
    placed.add(oid);
    ordered.push({
      schema: String(row.schema),
      name: String(row.name),
      columns: JSON.parse(String(row.columns)) as string[],
    });
  };
  for (const oid of byOid.keys()) place(oid, new Set());
  return ordered;
}

/** Whether the database holds any table of an application (a restore's target must hold none). */
export async function hasTables(query: Query): Promise<boolean> {
  const { rows } = await query(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and ${OURS}`,
  );
  return Number(rows[0]?.n) > 0;
}

export interface TableSum {
  rows: number;
  /** The sum of every row's hash (its text's md5, 60 bits): equal for equal rows in any order. */
  checksum: string;
}

/** A table's row count and content checksum, computed by the database the same way before and after. */
export async function sumTable(query: Query, table: Table): Promise<TableSum> {
  const { rows } = await query(
    `select count(*)::text as rows,
       coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint), 0)::text as checksum
     from ${tableName(table)} t`,
  );
  return { rows: Number(rows[0]?.rows), checksum: String(rows[0]?.checksum) };
}

/** Rows fetched per batch at most, and the bytes (as stored) a batch stops at: a 20 MB file is a batch alone. */
const BATCH_ROWS = 1_000;
const BATCH_BYTES = 8 << 20;

/**
 * A table's rows as PostgreSQL's own text of each (the input a cast back to the row type reads), a batch
 * at a time: never the whole table in memory. A cursor lists where each row is and how big (cheap, no
 * large value is read); the rows themselves are then read by position, as many as fit in BATCH_BYTES.
 */
export async function* tableRows(query: Query, table: Table): AsyncGenerator<string> {
  const sizes = table.columns.map((c) => `coalesce(pg_column_size(${quoteName(c)}), 0)`).join(' + ') || '0';
  const cursor = `backup_${table.name.replace(/\W/g, '_')}`;
  await query(
    `declare ${cursor} no scroll cursor for select ctid::text as at, (${sizes})::bigint as size from ${tableName(table)}`,
  );
  try {
    for (;;) {
      const { rows } = await query(`fetch ${BATCH_ROWS} from ${cursor}`);
      if (rows.length === 0) return;
      let batch: string[] = [];
      let bytes = 0;
      for (const row of rows) {
        const size = Number(row.size);
        if (batch.length > 0 && bytes + size > BATCH_BYTES) {
          yield* rowsAt(query, table, batch);
          batch = [];
          bytes = 0;
        }
        batch.push(String(row.at));
        bytes += size;
      }
      yield* rowsAt(query, table, batch);
    }
  } finally {
    await query(`close ${cursor}`);
  }
}

async function* rowsAt(query: Query, table: Table, positions: string[]): AsyncGenerator<string> {
  const list = `{${positions.map((at) => `"${at}"`).join(',')}}`;
  const { rows } = await query(
    `select t::text as row from ${tableName(table)} t where ctid = any($1::tid[]) order by ctid`,
    [list],
  );
  for (const row of rows) yield String(row.row);
}

/**
 * Writes rows (as tableRows gave them) back, ids included: identity columns keep the archive's values.
 * Passed as one JSON array of texts, each cast back to the row type by PostgreSQL's own reader.
 */
export async function insertRows(query: Query, table: Table, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = table.columns.map(quoteName);
  await query(
    `insert into ${tableName(table)} (${columns.join(', ')}) overriding system value
     select ${columns.map((c) => `(r).${c}`).join(', ')}
     from (select x::${tableName(table)} as r from json_array_elements_text($1::json) x) s`,
    [JSON.stringify(rows)],
  );
}

export interface SequenceValue {
  schema: string;
  name: string;
  /** null: never used. */
  last: string | null;
}

/** Where every sequence stands (read outside the snapshot by PostgreSQL's rules: never behind its rows). */
export async function readSequences(query: Query): Promise<SequenceValue[]> {
  const { rows } = await query(
    `select schemaname as schema, sequencename as name, last_value::text as last from pg_sequences
     where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  return rows.map((r) => ({
    schema: String(r.schema),
    name: String(r.name),
    last: r.last == null ? null : String(r.last),
  }));
}

export async function setSequences(query: Query, sequences: SequenceValue[]): Promise<void> {
  for (const s of sequences)
    if (s.last !== null) await query(`select setval($1::regclass, $2::bigint, true)`, [tableName(s), s.last]);
}

/** Every table's count and checksum, by schema.name: what a restore is compared with. */
export async function sumTables(query: Query): Promise<Record<string, TableSum>> {
  const sums: Record<string, TableSum> = {};
  for (const table of await listTables(query)) sums[tableKey(table)] = await sumTable(query, table);
  return sums;
}
