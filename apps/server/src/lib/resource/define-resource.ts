import type { ResourceContract } from '@acorn/domain/shared';
import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldsAreColumns } from './contract-columns.js';
import type { ContractColumns, ResourceDefinition } from './resource-definition.js';

/**
 * What the server adds to a contract: the row and input schemas it parses and answers with (kept out of
 * the contract so the browser does not load zod with it), and its hooks, references and extras.
 */
export type ServerParts<
  TTable extends PgTable,
  R extends object,
  I extends object,
  TExtras extends string,
  TComputed extends keyof R & string = never,
> = Partial<
  Omit<ResourceDefinition<TTable, R, I>, 'contract' | 'table' | 'columns' | 'extras' | 'computed'>
> &
  Pick<ResourceDefinition<TTable, R, I>, 'row' | 'input'> & {
    extras?: readonly TExtras[];
    /** Each computed field of the row, as SQL of the row's own type for it. */
    computed?: { readonly [K in TComputed]: SQL<R[K]> };
  };

/**
 * A resource built from its contract (packages/domain, each resource's `contract.ts`) and its Drizzle
 * table: the contract's field names are the table's columns. A field the table lacks does not compile unless
 * `more.extras` names it (a portal user's roles, kept in another table) or `more.computed` computes it (a
 * facility's resident count); at run time an unknown name stops the start. The routes read the contract as
 * it is; `more` is what is the server's alone: the schemas, hooks, references.
 */
export function fromContract<
  TTable extends PgTable,
  R extends object,
  I extends object,
  const TExtras extends string = never,
  const TComputed extends keyof R & string = never,
>(
  contract: ResourceContract<R, I>,
  table: TTable & FieldsAreColumns<TTable, R, I, TExtras | TComputed>,
  more: ServerParts<TTable, R, I, TExtras, TComputed>,
): ResourceDefinition<TTable, R, I> {
  return { contract, table, columns: contractColumns(contract, table), ...more };
}

/** The table's column for each field the contract names; a name the table lacks stops the start. */
function contractColumns<R extends object, I extends object>(
  contract: ResourceContract<R, I>,
  table: PgTable,
): ContractColumns {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const column = (name: string): PgColumn => {
    if (!Object.hasOwn(columns, name)) throw new Error(`${contract.name}: its table has no column ${name}`);
    return columns[name]!;
  };
  return {
    id: column(contract.id),
    group: contract.grouped ? column('group_id') : undefined,
    modified: column(contract.modified),
    searchable: contract.searchable.map(column),
    filters: Object.fromEntries(contract.filters.map((field) => [field, column(field)])),
  };
}
