import type { GridPaginationModel, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounced } from '../../lib/use-debounced';
import { listQuery, rowsQuery, sortOf, type ListFilters } from './resource-api';

const NO_FILTERS: ListFilters = {};
import type { TableSource } from './table-definition';

/**
 * A table's rows: the page, order and search it shows, all done by the server. A row just added is
 * pinned at the top (spec: new rows appear first) until the user pages, sorts or searches, whatever the
 * order would put it; it is shown as the list has it, so a later edit shows too.
 */
export function useResourceRows<R extends GridValidRowModel, I extends object>(
  source: TableSource<R, I>,
  filters: ListFilters = NO_FILTERS,
) {
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: source.pageSize });
  const [sortModel, setSortModel] = useState<GridSortModel>([sortOf(source)]);
  const [searchText, setSearchText] = useState('');
  const [pinned, setPinned] = useState<R | null>(null);
  const searched = useDebounced(searchText, 300);
  // New filters show their first page (set while rendering, as React allows for state derived from props).
  const filterKey = JSON.stringify(filters);
  const [filtered, setFiltered] = useState(filterKey);
  if (filtered !== filterKey) {
    setFiltered(filterKey);
    setPinned(null);
    setPaging((p) => ({ ...p, page: 0 }));
  }
  const q = listQuery(paging, sortModel[0], searched);
  const list = useQuery({ ...rowsQuery<R>(source.name, q, filters), placeholderData: keepPreviousData });

  const items = list.data?.items ?? [];
  const idOf = (row: R) => row[source.id] as unknown;
  const fresh = pinned && (items.find((row) => idOf(row) === idOf(pinned)) ?? pinned);
  const rows = fresh ? [fresh, ...items.filter((row) => idOf(row) !== idOf(fresh))] : items;
  const unpin =
    <A extends unknown[]>(change: (...args: A) => void) =>
    (...args: A) => {
      setPinned(null);
      change(...args);
    };

  return {
    list,
    rows,
    total: (list.data?.total ?? 0) + (fresh && !items.some((row) => idOf(row) === idOf(fresh)) ? 1 : 0),
    query: q,
    paging,
    setPaging: unpin(setPaging),
    sortModel,
    setSortModel: unpin(setSortModel),
    searchText,
    setSearchText: unpin((text: string) => {
      setSearchText(text);
      setPaging((p) => ({ ...p, page: 0 }));
    }),
    pin: setPinned,
    /** A saved edit replaces the pinned copy, when it is that row (it may be off the list's page). */
    saved: (row: R) => setPinned((was) => (was && idOf(was) === idOf(row) ? row : was)),
    /** A deleted row is no longer shown, pinned or not. */
    forget: (id: unknown) => setPinned((row) => (row && idOf(row) === id ? null : row)),
  };
}
