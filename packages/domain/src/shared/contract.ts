import { DEFAULT_PAGE_SIZE, type PageSize } from './paging';
import type { ResourceMessages } from './messages';
import { permits, type ActionPermissions } from '../access/permissions';
import { ROLE } from '../access/roles';
import { admits, screenAccess } from '../access/route-access';
import type { Access, RoutePath } from '../access/routes';
import { firstFailure, type Rule } from './rules';

export { screenAccess };

/** Who may do what with a resource's rows; each action's roles, in the route table's terms. */
export interface ContractAccess {
  read: Access;
  create: Access;
  update: Access;
  delete: Access;
  export: Access;
}

/**
 * One resource, declared once (issue 16): the server's routes, the web's table and its form are all built
 * from it, so what the page offers and what the server allows cannot drift apart. Fields are named by the
 * row's keys; the server maps them to its table's columns by name. The row and input shapes (zod schemas,
 * in entities/) are not in it: the server's declaration names them, and so the browser's table pages,
 * which import contracts, do not carry zod (ADR 0017).
 */
export interface ResourceContract<Row extends object, Input extends object> {
  /** The URL segment under /v1/acorn/ and the audit entity. */
  name: string;
  /** The screen showing it, in the route table: its roles are the default access. */
  route: RoutePath;
  /** What the grid, its dialogs and its form call it ('Newspapers', 'Acorn Devices'). */
  label: string;
  id: keyof Row & string;
  /** Stamped by the server on every save: the default sort (newest first) and an update's version. */
  modified: keyof Row & string;
  /** Rows belong to a group (`group_id`): every role but 1 is confined to its own. */
  grouped: boolean;
  /**
   * The spec's rules in its order, each naming its field and message: the form shows the first failing one
   * on its field, and the server refuses with it. `now` for rules about the future (an activity's times).
   */
  rules(mode: 'add' | 'update', now: Date): readonly Rule<Input>[];
  /** The first failing rule's message, or null: what the server answers (derived from `rules`). */
  validate(row: Partial<Input>, mode: 'add' | 'update', now: Date): string | null;
  /** The spec's defaults: what a new row holds where the request names nothing (not a form's blanks). */
  defaults: Partial<Input>;
  /** Fields the server computes from the others on every save (renewal dates); never taken as input. */
  derive?(row: Partial<Input>): Partial<Row>;
  access: ContractAccess;
  /**
   * The group permission bit each action needs on top of its roles (spec doc 1 §3): newspapers and public
   * events. The server answers 403 without it; the page does not offer it.
   */
  permissions?: ActionPermissions;
  /** Field-level reading: every role outside `fullFor` reads `fields` alone (role 2's devices). */
  readView?: { fields: readonly (keyof Row & string)[]; fullFor: Access };
  /** Field-level writing: every role outside `allFor` may change `fields` alone (role 8's four job fields). */
  editView?: { fields: readonly (keyof Input & string)[]; allFor: Access };
  pageSize: PageSize;
  defaultSort: { field: keyof Row & string; order: 'asc' | 'desc' };
  /** Text fields `q` searches (case-insensitive, anywhere in the text). */
  searchable: readonly (keyof Row & string)[];
  /** Fields a query parameter filters by exact value. */
  filters: readonly (keyof Row & string)[];
  /** The spec's message catalogue for this table (doc 1 §8). */
  messages: ResourceMessages;
  /** The answer for a row that is missing, or in another group. */
  notFound: string;
}

/**
 * The content and commercial tables' rule (spec doc 1 §6): the screen's roles read and write; role 1 alone
 * exports (as it alone sees the group column).
 */
export function contentAccess(route: RoutePath): ContractAccess {
  const roles = screenAccess(route);
  return { read: roles, create: roles, update: roles, delete: roles, export: [ROLE.ADMIN] };
}

/** Whether a user with these roles and group bits may do `action`: the role admitted and the bit held. */
export function contractAllows(
  contract: Pick<ResourceContract<object, object>, 'access' | 'permissions'>,
  action: keyof ContractAccess,
  roles: readonly number[],
  groupPermissions: number,
): boolean {
  return admits(contract.access[action], roles) && permits(groupPermissions, contract.permissions?.[action]);
}

/** Any resource's contract, for code that walks them all (its fields are then plain names). */
export type AnyContract = ResourceContract<Record<string, unknown>, Record<string, unknown>>;

/** What most resources share, so a contract states only where it differs. */
type Usual = 'grouped' | 'access' | 'pageSize' | 'defaultSort';

/** A contract as declared: its rules (from which `validate` is made), and the usual only where unusual. */
export type ContractDeclaration<Row extends object, Input extends object> = Omit<
  ResourceContract<Row, Input>,
  'validate' | Usual
> &
  Partial<Pick<ResourceContract<Row, Input>, Usual>>;

/**
 * A contract from its declaration. Unless it says otherwise, rows belong to a group, access is the content
 * tables' rule for its screen, a page is the default size, and the newest change comes first.
 */
export const defineContract = <Row extends object, Input extends object>(
  declared: ContractDeclaration<Row, Input>,
): ResourceContract<Row, Input> => ({
  grouped: true,
  access: contentAccess(declared.route),
  pageSize: DEFAULT_PAGE_SIZE,
  defaultSort: { field: declared.modified, order: 'desc' },
  ...declared,
  validate: (row, mode, now) => firstFailure(declared.rules(mode, now), row),
});
