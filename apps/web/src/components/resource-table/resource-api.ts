import type { GridValidRowModel } from '@mui/x-data-grid';
import { api, download } from '../../lib/api';

export interface ListQuery {
  page: number;
  page_size: number;
  sort?: string;
  order?: 'asc' | 'desc';
  q?: string;
}

const path = (resource: string, suffix = '') => `/v1/acorn/${resource}${suffix}`;
const query = (q: Partial<ListQuery>) =>
  new URLSearchParams(
    Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();

export const listRows = <R extends GridValidRowModel>(resource: string, q: ListQuery) =>
  api<{ items: R[]; total: number }>(`${path(resource)}?${query(q)}`);

export const createRow = <R extends GridValidRowModel>(resource: string, row: Partial<R>) =>
  api<R>(path(resource), { method: 'POST', body: row });

export const updateRow = <R extends GridValidRowModel>(resource: string, id: unknown, row: Partial<R>) =>
  api<R>(path(resource, `/${String(id)}`), { method: 'PUT', body: row });

export const deleteRow = (resource: string, id: unknown) =>
  api<void>(path(resource, `/${String(id)}`), { method: 'DELETE' });

/** Every row matching the same search and sort, streamed as CSV by the server. */
export const exportCsv = (resource: string, q: Pick<ListQuery, 'sort' | 'order' | 'q'>) =>
  download(`${path(resource, '/export')}?${query(q)}`, `${resource}.csv`);
