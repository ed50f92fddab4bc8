import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.js';

/** Every row of every table, by table and primary key. */
export type Snapshot = Map<string, Map<string, unknown>>;

/**
 * Tables whose rows are kept up to date by the server itself, not written by a request for them: cached
 * counts follow the fuzz's own creates.
 */
const DERIVED = new Set(['row_counts', 'resident_counts']);

/** Reads the whole embedded database in a data directory (the server must be stopped). */
export async function snapshotRows(dataDir: string): Promise<Snapshot> {
  // The server keeps its embedded database in the data directory's pgdata folder.
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    const { db } = database;
    const { rows: tables } = await db.execute<{ name: string; keys: string[] | null }>(sql`
      select t.table_name as name,
        (select array_agg(k.column_name::text order by k.ordinal_position)
           from information_schema.table_constraints c
           join information_schema.key_column_usage k using (constraint_schema, constraint_name)
          where c.table_schema = 'public' and c.table_name = t.table_name and c.constraint_type = 'PRIMARY KEY') as keys
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`);
    const snapshot: Snapshot = new Map();
    for (const { name, keys } of tables) {
      if (DERIVED.has(name) || name.startsWith('__')) continue;
      const { rows } = await db.execute<Record<string, unknown>>(sql`select * from ${sql.identifier(name)}`);
      const byKey = new Map<string, unknown>();
      for (const row of rows)
        byKey.set(keys ? keys.map((k) => String(row[k])).join('/') : JSON.stringify(row), row);
      snapshot.set(name, byKey);
    }
    return snapshot;
  } finally {
    await database.close();
  }
}

export interface RowChange {
  table: string;
  key: string;
  change: 'removed' | 'changed';
  /** Each changed field, before → after. */
  fields?: string[];
}

/**
 * Why a changed row is not the fuzz's doing, or null: what the server's clock ends by itself every 5 s
 * (check-ins unanswered → Failed, commands past their time → expired) and the fuzz's own sign-ins.
 */
export type Explain = (
  table: string,
  was: Record<string, unknown>,
  now: Record<string, unknown>,
  fields: string[],
) => string | null;

/** Rows that were there before and are gone or different now; rows added since are the fuzz's own creates. */
export function changedRows(before: Snapshot, after: Snapshot, explain: Explain) {
  const changes: RowChange[] = [];
  const explained: Record<string, number> = {};
  let compared = 0;
  for (const [table, rows] of before) {
    const now = after.get(table) ?? new Map();
    for (const [key, row] of rows) {
      compared += 1;
      const was = row as Record<string, unknown>;
      const later = now.get(key) as Record<string, unknown> | undefined;
      if (!later) {
        changes.push({ table, key, change: 'removed' });
        continue;
      }
      const fields = Object.keys(was).filter((f) => !isDeepStrictEqual(was[f], later[f]));
      if (!fields.length) continue;
      const reason = explain(table, was, later, fields);
      if (reason) explained[reason] = (explained[reason] ?? 0) + 1;
      else
        changes.push({
          table,
          key,
          change: 'changed',
          fields: fields.map((f) => `${f}: ${JSON.stringify(was[f])} → ${JSON.stringify(later[f])}`),
        });
    }
  }
  return { compared, changes, explained };
}

/**
 * The changes the fuzz did not make: the one tablet the link fuzz enrols (its credential, presence and
 * metrics, all valid), the fuzz's own sign-ins, and what the server's 5-second sweep ends by the clock.
 */
export function notTheFuzz(by: { linkUser?: number; linkDevice?: string; signedIn: Set<string> }): Explain {
  return (table, was, now, fields) => {
    const only = (...allowed: string[]) => fields.every((f) => allowed.includes(f));
    if (
      (by.linkUser !== undefined && was.user_id === by.linkUser) ||
      (table === 'acorn_devices' && was.acorn_id === by.linkDevice)
    )
      return 'the link fuzz’s own tablet';
    if (table === 'portal_users' && only('last_login_at') && by.signedIn.has(String(was.email)))
      return 'the fuzz’s own sign-ins';
    if (
      table === 'commands' &&
      only('state', 'finished_at', 'detail') &&
      (now.state === 'expired' || /^No answer within/.test(String(now.detail)))
    )
      return 'commands expired or check-ins unanswered, by the clock';
    if (table === 'acorn_users' && only('is_online') && was.is_online === 1 && now.is_online === 2)
      return 'check-ins failed by the clock';
    if (table === 'check_in_logs' && only('status') && now.status === 'Failed')
      return 'check-ins failed by the clock';
    return null;
  };
}
