import type { PathsFor } from '@acorn/api-types';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { apiCall, download } from '../../lib/api';
import type { TableHead } from './table-definition';

export interface ListQuery {
  page: number;
  page_size: number;
  sort?: string;
  order?: 'asc' | 'desc';
  q?: string;
}

/** A screen's field filters, by query parameter; an empty value is no filter. */
export type ListFilters = Readonly<Record<string, string>>;

export interface RowsPage<R> {
  items: R[];
  total: number;
}

/** The names `P` serves under /v1/acorn/ with `suffix` after them (one segment, no deeper path). */
type Under<P, Suffix extends string> = P extends `/v1/acorn/${infer N}${Suffix}`
  ? N extends `${string}/${string}`
    ? never
    : N
  : never;
/** A resource the server lists at GET /v1/acorn/{name}, as its OpenAPI document says. */
export type ListedResource = Under<PathsFor<'get'>, ''>;
/** A resource whose rows the server also adds, changes and deletes by id. */
type RowResource = Under<PathsFor<'post'>, ''> & Under<PathsFor<'put'> & PathsFor<'delete'>, '/{id}'>;

/**
 * A table's resource as the typed client knows it. A table names its resource at run time (a contract's
 * `name`, a plain string, or a resident's own jobs, `residents/5/maintenances`, which the add-job form
 * posts to), and the server builds each contract's list, add, change and delete routes from that same
 * name; the calls below are checked against the document's paths for each method.
 */
const served = (resource: string) => resource as ListedResource & RowResource;

const path = (resource: string, suffix = '') => `/v1/acorn/${resource}${suffix}`;
const query = (q: Partial<ListQuery>, filters: ListFilters = {}) =>
  new URLSearchParams(
    Object.entries({ ...q, ...filters }).flatMap(([k, v]) =>
      v === undefined || v === '' ? [] : [[k, String(v)]],
    ),
  ).toString();

/** The cache keys of a resource's rows: every page under one root, so any change refreshes them all. */
export const resourceKeys = {
  all: (resource: string) => [resource] as const,
  page: (resource: string, q: ListQuery, filters: ListFilters = {}) =>
    [resource, 'page', q, filters] as const,
};

/** The grid's page (0-based), sort and search as the list call's query. */
export function listQuery(
  paging: { page: number; pageSize: number },
  sort: { field: string; sort?: 'asc' | 'desc' | null } | undefined,
  search = '',
): ListQuery {
  return {
    page: paging.page + 1,
    page_size: paging.pageSize,
    ...(sort ? { sort: sort.field, order: sort.sort ?? 'asc' } : {}),
    ...(search.trim() ? { q: search.trim() } : {}),
  };
}

/** The grid's sort model for the contract's default order. */
export const sortOf = ({ defaultSort }: Pick<TableHead, 'defaultSort'>) => ({
  field: defaultSort.field,
  sort: defaultSort.order,
});

/** The page a table opens on: the first, at the contract's page size, in its default order. */
export const firstPage = (head: Pick<TableHead, 'pageSize' | 'defaultSort'>) =>
  listQuery({ page: 0, pageSize: head.pageSize }, sortOf(head));

/** One page of a resource as a cached query: one key for the table and for a loader that starts it early. */
export const rowsQuery = <R extends GridValidRowModel>(
  resource: string,
  q: ListQuery,
  filters: ListFilters = {},
) => ({
  queryKey: resourceKeys.page(resource, q, filters),
  // The answer is the row type the table declares for its resource (the contract's), one of the document's.
  queryFn: async () =>
    (await apiCall('get', `/v1/acorn/${served(resource)}`, {
      query: { ...q, ...filters },
    })) as unknown as RowsPage<R>,
  // Fresh for a moment: the page a loader fetched is not fetched again as the table mounts. Every change
  // made here invalidates the resource's pages itself.
  staleTime: 5_000,
});

export const createRow = async <R extends GridValidRowModel>(resource: string, row: Partial<R>) =>
  (await apiCall('post', `/v1/acorn/${served(resource)}`, { body: row })) as unknown as R;

const byId = (id: unknown) => ({ id: String(id) });

export const updateRow = async <R extends GridValidRowModel>(
  resource: string,
  id: unknown,
  row: Partial<R>,
) =>
  (await apiCall('put', `/v1/acorn/${served(resource)}/{id}`, {
    params: byId(id),
    body: row,
  })) as unknown as R;

export const deleteRow = async (resource: string, id: unknown) => {
  await apiCall('delete', `/v1/acorn/${served(resource)}/{id}`, { params: byId(id) });
};

/** Every row matching the same search and sort, streamed as CSV by the server. */
export const exportCsv = (
  resource: string,
  q: Pick<ListQuery, 'sort' | 'order' | 'q'>,
  filters: ListFilters = {},
) => download(`${path(resource, '/export')}?${query(q, filters)}`, `${resource}.csv`);
