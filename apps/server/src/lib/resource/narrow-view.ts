import { admits } from '@acorn/domain/access';
import type { z } from 'zod';
import type { AuthUser } from '../auth-user.js';
import type { ResourceDefinition, Row } from './resource-definition.js';

/**
 * The resource as a role with a narrow view (the contract's `readView`) may use it: rows of those fields
 * only, and search, filters and sorting over those alone, since an order or a match would tell what a
 * hidden field holds. Every query function takes it as it takes the full definition.
 */
export function narrowedDefinition(def: ResourceDefinition): ResourceDefinition | null {
  const { readView } = def.contract;
  if (!readView) return null;
  const keep = new Set<string>(readView.fields);
  const mask = Object.fromEntries([...keep].map((key) => [key, true])) as Record<string, true> &
    Record<number, never>;
  const { searchable, filters } = def.columns;
  return {
    ...def,
    contract: { ...def.contract, readView: undefined },
    row: (def.row as z.ZodObject).pick(mask),
    columns: {
      ...def.columns,
      searchable: searchable.filter((column) => keep.has(column.name)),
      filters: Object.fromEntries(Object.entries(filters).filter(([name]) => keep.has(name))),
    },
  };
}

/** The definition this user reads through: the narrow one unless their roles see the whole row. */
export function viewFor(def: ResourceDefinition, narrow: ResourceDefinition | null, user: AuthUser) {
  return narrow && !admits(def.contract.readView!.fullFor, user.roles) ? narrow : def;
}

/** A row cut to the fields of a view's row schema. */
export function cutTo(view: ResourceDefinition, row: Row): Row {
  return Object.fromEntries(Object.keys(view.row.shape).map((key) => [key, row[key]]));
}
