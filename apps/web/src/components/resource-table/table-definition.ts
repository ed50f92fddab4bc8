import { admits, type Access, type ResourceMessages } from '@acorn/domain';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

export interface TableContext {
  roles: readonly number[];
  isAdmin: boolean;
}

/**
 * One editable table, declared: the toolkit (ResourceTable) brings server paging, sorting, add/edit/delete,
 * validation before any call, the spec's messages, CSV export and the column chooser.
 */
export interface TableDefinition<R extends GridValidRowModel> {
  /** The API resource under /v1/acorn/, and the key of the spec's page size. */
  resource: string;
  idField: keyof R & string;
  /** The grid's accessible name. */
  label: string;
  columns: (context: TableContext) => GridColDef<R>[];
  /** The domain's rule list: the first failing message, or null. `mode` for rules worded per mode (devices). */
  validate: (row: Partial<R>, mode: 'add' | 'update') => string | null;
  /** The spec's defaults for a new row. */
  newRow: () => Partial<R>;
  messages: ResourceMessages;
  /** Who may add, edit and delete (the screen's roles unless narrower). */
  editAccess?: Access;
  /** Narrower than editAccess: who may add rows. */
  addAccess?: Access;
  /** Narrower than editAccess: who may delete rows. */
  deleteAccess?: Access;
  /** Who sees the CSV export of all matching rows; nobody when absent. */
  exportAccess?: Access;
  columnChooser?: boolean;
  /** Fields filled in when a row is added and fixed after (a portal user's email). */
  addOnlyFields?: readonly (keyof R & string)[];
  /**
   * Rows that cannot be edited or deleted at all (the server refuses them too): no actions, no edit mode by
   * double-click or Enter, and `lockedReason` said on the row's actions cell instead.
   */
  isLocked?: (row: R) => boolean;
  lockedReason?: string;
  /** Rows can be copied: Duplicate opens the add row filled in from the row. */
  duplicate?: boolean;
  /** Default: the modified stamp, newest first. */
  defaultSort: { field: keyof R & string; sort: 'asc' | 'desc' };
}

/** What the table offers a user: each action exactly when the server admits the call behind it. */
export function tableOffers(
  def: Pick<TableDefinition<GridValidRowModel>, 'editAccess' | 'addAccess' | 'deleteAccess' | 'exportAccess'>,
  roles: readonly number[],
) {
  const edit = admits(def.editAccess ?? 'signed-in', roles);
  return {
    edit,
    add: edit && admits(def.addAccess ?? def.editAccess ?? 'signed-in', roles),
    delete: edit && admits(def.deleteAccess ?? def.editAccess ?? 'signed-in', roles),
    export: def.exportAccess !== undefined && admits(def.exportAccess, roles),
  };
}
