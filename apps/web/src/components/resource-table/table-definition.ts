import { admits, ALL_GROUPS_ACCESS } from '@acorn/domain/access';
import { contractAllows, type ResourceContract } from '@acorn/domain/shared';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import type { ResourceColumn } from './field-input';

export interface TableContext {
  roles: readonly number[];
  isAdmin: boolean;
}

/**
 * What a table needs of its resource: a contract (packages/domain/src/contracts), or for a screen that is
 * a view over several tables (Users), the same fields declared on the page.
 */
export type TableSource<R extends object, I extends object> = Pick<
  ResourceContract<R, I>,
  | 'name'
  | 'label'
  | 'id'
  | 'modified'
  | 'access'
  | 'permissions'
  | 'rules'
  | 'defaults'
  | 'readView'
  | 'editView'
  | 'pageSize'
  | 'defaultSort'
  | 'messages'
>;

/** A titled group of fields in the form: wide records (devices, orders) read in sections, not one column. */
export interface FormSection<R> {
  title: string;
  fields: readonly (keyof R & string)[];
}

/**
 * One table, declared: the toolkit (ResourceTable) brings server paging, sorting and search, the add and
 * edit form, delete, CSV export, the column chooser and the phone's cards. What it may offer each role is
 * the contract's, never declared here.
 */
export interface TableDefinition<R extends GridValidRowModel, I extends object = Partial<R>> {
  source: TableSource<R, I>;
  columns: (context: TableContext) => ResourceColumn<R>[];
  /** One row, in words: 'Add device', 'Edit device', 'Delete device "SN-1"?'. */
  noun: string;
  /** What names a row to a person (a title, a serial number): the delete question says it. */
  rowName: (row: R) => string;
  /** What else a delete does, said in its question before 'Are you sure…' (a device's tablet credential). */
  deleteWarning?: string;
  /** The form's sections; without them, one list of fields in column order. */
  sections?: readonly FormSection<R>[];
  /** The columns shown until a user chooses (wide tables): the rest are one click away in Columns. */
  shown?: readonly (keyof R & string)[];
  /** Fields typed when a row is added and fixed after (a portal user's email). */
  addOnlyFields?: readonly (keyof R & string)[];
  /** Rows nobody may edit or delete ('Acorn Group'; the server refuses them too), and why. */
  isLocked?: (row: R) => boolean;
  lockedReason?: string;
  /** Rows can be copied: Duplicate opens the add form filled in from the row. */
  duplicate?: boolean;
  /**
   * The success note after a save, where the answer has more to say than the spec's sentence (`message`):
   * a recurring job marked Done says when its next occurrence opens. `sent` is what the save sent.
   */
  savedMessage?: (saved: R, message: string, sent: Partial<R>) => string;
  /** Shown beneath an existing row's fields in its form: what belongs to the row but is not a field of it. */
  formExtra?: (row: R) => ReactNode;
}

/** The spec's wording where the table has its own; the portal's generic sentences where it has none. */
export const tableMessages = (source: Pick<TableSource<object, object>, 'messages'>) => ({
  loadFailed: 'Failed to get records.',
  addFailed: 'Failed to add content.',
  updateFailed: 'Failed to update content.',
  deleteFailed: 'Failed to delete content.',
  created: 'Saved.',
  updated: 'Saved.',
  ...source.messages,
});

/**
 * What the table offers a user: each action exactly when the contract (and so the server) admits their
 * roles and their group holds its permission bit (ADR 0030). Without `read` the screen says so calmly.
 */
export function tableOffers(
  source: Pick<TableHead, 'access' | 'permissions'>,
  roles: readonly number[],
  groupPermissions: number,
) {
  const may = (action: keyof TableHead['access']) => contractAllows(source, action, roles, groupPermissions);
  return {
    read: may('read'),
    edit: may('update'),
    add: may('create'),
    delete: may('delete'),
    export: may('export'),
  };
}

/** The fields a role may change, where the contract narrows them (role 8's four job fields); null = all. */
export function editableFields<R extends object, I extends object>(
  source: Pick<TableSource<R, I>, 'editView'>,
  roles: readonly number[],
): readonly string[] | null {
  const view = source.editView;
  return view && !admits(view.allFor, roles) ? view.fields : null;
}

/** The fields a role may read, where the contract narrows them (role 2's devices); null = all. */
export function readableFields<R extends object, I extends object>(
  source: Pick<TableSource<R, I>, 'readView'>,
  roles: readonly number[],
): readonly string[] | null {
  const view = source.readView;
  return view && !admits(view.fullFor, roles) ? view.fields : null;
}

/** The table's columns as this user sees them (role 1 sees the group; a narrowed view only its fields). */
export function columnsFor<R extends GridValidRowModel, I extends object>(
  def: TableDefinition<R, I>,
  roles: readonly number[],
): ResourceColumn<R>[] {
  const readable = readableFields(def.source, roles);
  return def
    .columns({ roles, isAdmin: admits(ALL_GROUPS_ACCESS, roles) })
    .filter((c) => !readable || readable.includes(c.field));
}

/** What is read of a table without its rows: its name, access, first page and order. */
export interface TableHead {
  name: string;
  label: string;
  access: TableSource<object, object>['access'];
  permissions?: TableSource<object, object>['permissions'];
  pageSize: number;
  defaultSort: { field: string; order: 'asc' | 'desc' };
}

/**
 * A table's declaration whatever its row type: what is read of it without its rows, and the declaration
 * itself through `with`, still checked against its own rows (no cast to a common row type).
 */
export interface AnyTable {
  source: TableHead;
  with: <T>(apply: <R extends GridValidRowModel, I extends object>(def: TableDefinition<R, I>) => T) => T;
}

export const anyTable = <R extends GridValidRowModel, I extends object>(
  def: TableDefinition<R, I>,
): AnyTable => ({
  source: def.source,
  with: (apply) => apply(def),
});
