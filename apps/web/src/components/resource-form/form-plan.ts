import type { GridValidRowModel } from '@mui/x-data-grid';
import type { FieldInput, ResourceColumn } from '../resource-table/field-input';
import type { FormSection, TableDefinition } from '../resource-table/table-definition';
import type { FormMode } from './form-values';

/** Whether a field applies, given the form's values (ResourceColumn.shownWhen). */
type ShownWhen = { shownWhen?: ResourceColumn<GridValidRowModel>['shownWhen'] };

/** One field as the form lays it out: typed (with its input), or shown read-only with the reason why. */
export type PlannedField = ShownWhen &
  (
    | { field: string; label: string; input: FieldInput; readOnly?: undefined }
    /** Shown, not typed: `readOnly` says why. */
    | { field: string; label: string; input: FieldInput | undefined; readOnly: string }
  );

export const DERIVED_NOTE = 'Set by the server from the other dates.';
export const ADD_ONLY_NOTE = 'Set when the record was added.';
export const NOT_YOURS_NOTE = 'Your role may not change this.';

/**
 * The form's fields from the columns the user sees: every typed column, and in an edit the derived ones
 * (read-only). Fields the role may not change, or that are fixed once added, are shown read-only.
 */
export function planFields<R extends GridValidRowModel, I extends object>(
  def: TableDefinition<R, I>,
  columns: readonly ResourceColumn<R>[],
  mode: FormMode,
  editable: readonly string[] | null,
): PlannedField[] {
  const addOnly: readonly string[] = def.addOnlyFields ?? [];
  return columns.flatMap((column): PlannedField[] => {
    const { field, input, shownWhen } = column;
    const label = column.headerName ?? field;
    const when = shownWhen ? { shownWhen } : {};
    const shown = (readOnly: string): PlannedField[] => [{ field, label, input, readOnly, ...when }];
    if (column.derived) return mode === 'update' ? shown(DERIVED_NOTE) : [];
    if (!input) return [];
    if (mode === 'update' && addOnly.includes(field)) return shown(ADD_ONLY_NOTE);
    if (editable && !editable.includes(field)) return shown(NOT_YOURS_NOTE);
    return [{ field, label, input, ...when }];
  });
}

/** The fields in the table's sections (and any left over under 'Other details'), or all in one list. */
export function sectionsOf<R>(
  fields: readonly PlannedField[],
  sections: readonly FormSection<R>[] | undefined,
): { title: string | null; fields: PlannedField[] }[] {
  if (!sections) return [{ title: null, fields: [...fields] }];
  const placed = new Set<string>(sections.flatMap((s) => s.fields));
  const pick = (names: readonly string[]) => names.flatMap((name) => fields.filter((f) => f.field === name));
  const rest = fields.filter((f) => !placed.has(f.field));
  return [
    ...sections.map((s) => ({ title: s.title, fields: pick(s.fields) })),
    { title: 'Other details', fields: rest },
  ].filter((s) => s.fields.length > 0);
}
