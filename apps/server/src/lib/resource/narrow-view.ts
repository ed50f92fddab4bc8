import { admits } from '@acorn/domain';
import type { z } from 'zod';
import type { AuthUser } from '../auth-user.js';
import type { ResourceDefinition, Row } from './resource-definition.js';

/**
 * The resource as a role with a narrow view (def.narrowView) may use it: rows of those fields only, and
 * search, filters and sorting over those alone, since an order or a match would tell what a hidden field
 * holds. Every query function takes it as it takes the full definition.
 */
export function narrowedDefinition(def: ResourceDefinition): ResourceDefinition | null {
  if (!def.narrowView) return null;
  const keep = new Set(def.narrowView.fields);
  const mask = Object.fromEntries([...keep].map((key) => [key, true])) as Record<string, true> &
    Record<number, never>;
  return {
    ...def,
    row: (def.row as z.ZodObject).pick(mask),
    searchable: def.searchable.filter((column) => keep.has(column.name)),
    filters: Object.fromEntries(Object.entries(def.filters ?? {}).filter(([name]) => keep.has(name))),
    narrowView: undefined,
  };
}

/** The definition this user reads through: the narrow one unless their roles see the whole row. */
export function viewFor(def: ResourceDefinition, narrow: ResourceDefinition | null, user: AuthUser) {
  return narrow && !admits(def.narrowView!.fullFor, user.roles) ? narrow : def;
}

/** A row cut to the fields of a view's row schema. */
export function cutTo(view: ResourceDefinition, row: Row): Row {
  return Object.fromEntries(Object.keys(view.row.shape).map((key) => [key, row[key]]));
}
