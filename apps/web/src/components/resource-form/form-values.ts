import type { GridValidRowModel } from '@mui/x-data-grid';
import type { TableSource } from '../resource-table/table-definition';
import type { PlannedField } from './form-plan';

export type Values = Record<string, unknown>;
export type FormMode = 'add' | 'update';

/** Equal as saved; what cannot be saved (NaN: a box holding what is not a number or a date) is a change. */
const same = (a: unknown, b: unknown) =>
  Number.isNaN(a) || Number.isNaN(b)
    ? Object.is(a, b)
    : JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What the form opens with: for a new row the contract's defaults under what it copies (Duplicate), for
 * an edit the row as the list has it, for each field the form shows (never the id or version stamp).
 * Boolean fields nothing sets open as No.
 */
export function openingValues<R extends GridValidRowModel, I extends object>(
  source: TableSource<R, I>,
  fields: readonly PlannedField[],
  from: Partial<R> | undefined,
): Values {
  const values: Values = { ...source.defaults };
  for (const { field, input } of fields) {
    if (from && field in from) values[field] = from[field];
    // A switch that is off says No: a new row holds what it shows, not an unanswered question.
    else if (input?.kind === 'boolean' && values[field] === undefined) values[field] = false;
  }
  return values;
}

/** The fields whose values differ from what the form opened with. */
export const changedFields = (opened: Values, values: Values) =>
  Object.keys(values).filter((field) => !same(values[field], opened[field]));

/**
 * What a save sends. A new row: every typed value. An edit: only what changed, so a role allowed to change
 * some fields (role 8) is not refused for the others and two people editing different fields of one row do
 * not undo each other; with the version it was based on, so a row changed meanwhile is refused (409)
 * rather than overwritten. An edit that changed nothing sends nothing (null).
 */
export function saveBody<R extends GridValidRowModel, I extends object>(
  source: TableSource<R, I>,
  mode: FormMode,
  opened: Values,
  values: Values,
  row: R | undefined,
): Values | null {
  if (mode === 'add') return values;
  const changed = changedFields(opened, values);
  if (changed.length === 0) return null;
  const body: Values = Object.fromEntries(changed.map((field) => [field, values[field]]));
  if (row && source.modified in row) body[source.modified] = row[source.modified];
  return body;
}
