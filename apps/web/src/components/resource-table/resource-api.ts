import type { GridValidRowModel } from '@mui/x-data-grid';
import { api, download } from '../../lib/api';
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
  queryFn: () => api<RowsPage<R>>(`${path(resource)}?${query(q, filters)}`),
  // Fresh for a moment: the page a loader fetched is not fetched again as the table mounts. Every change
  // made here invalidates the resource's pages itself.
  staleTime: 5_000,
});

export const createRow = <R extends GridValidRowModel>(resource: string, row: Partial<R>) =>
  api<R>(path(resource), { method: 'POST', body: row });

export const updateRow = <R extends GridValidRowModel>(resource: string, id: unknown, row: Partial<R>) =>
  api<R>(path(resource, `/${String(id)}`), { method: 'PUT', body: row });

export const deleteRow = (resource: string, id: unknown) =>
  api<void>(path(resource, `/${String(id)}`), { method: 'DELETE' });

/** Every row matching the same search and sort, streamed as CSV by the server. */
export const exportCsv = (
  resource: string,
  q: Pick<ListQuery, 'sort' | 'order' | 'q'>,
  filters: ListFilters = {},
) => download(`${path(resource, '/export')}?${query(q, filters)}`, `${resource}.csv`);
