import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/types.js';
import { badRequest } from '../http-error.js';
import type { Row } from './resource-definition.js';

/** A field of a resource's row that names a row of another table (a maintenance job's resident). */
export interface Reference {
  table: PgTable;
  id: PgColumn;
  /** The referenced row's group: it must be the referring row's own. */
  group: PgColumn;
  /** The refusal, the same whether the row is missing or in another group (so ids cannot be told apart). */
  message: string;
}

/**
 * Refuses a row that names another table's row outside its own group, exactly as one that names a missing
 * row: the caller learns nothing about what other groups hold, and no row points across groups. The named
 * rows are share-locked for the rest of the write's transaction, so they cannot move group meanwhile.
 */
export async function checkReferences(
  tx: Db,
  references: Readonly<Record<string, Reference>> | undefined,
  row: Row,
  group: number | null,
) {
  for (const [field, ref] of Object.entries(references ?? {})) {
    const value = row[field];
    if (value === null || value === undefined) continue;
    const [found] = await tx
      .select({ id: ref.id })
      .from(ref.table)
      .where(and(eq(ref.id, value), group === null ? undefined : eq(ref.group, group)))
      .for('share');
    if (!found) throw badRequest(ref.message);
  }
}
