import { Paper, useMediaQuery, useTheme } from '@mui/material';
import { NO_RECORDS_TEXT, PAGE_SIZES } from '@acorn/domain/shared';
import { DataGrid, GridPreferencePanelsValue, useGridApiRef, type GridValidRowModel } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { useModule } from '../../lib/use-module';
import { groupPermissionsOf, useSession } from '../../lib/session';
import { NoAccess } from '../no-access';
import { useDialogs } from '../dialogs/dialogs-context';
import type { FormMode } from '../resource-form/form-values';
import { useColumnChoices } from './column-choices';
import { exportCsv, type ListFilters } from './resource-api';
import { ResourceCards } from './resource-cards';
import { actionsColumn, type RowHandlers } from './row-actions';
import {
  columnsFor,
  readableFields,
  tableMessages,
  tableOffers,
  type TableDefinition,
} from './table-definition';
import { TableToolbar } from './table-toolbar';
import { useAskToDelete } from './use-ask-to-delete';
import { useResourceRows } from './use-resource-rows';

// The form (its inputs and date pickers) loads when Add or Edit is first pressed, not with the table.
const loadForm = () => import('../resource-form/resource-form');

/** The form being shown: a new row (copied from one, for Duplicate) or a row being edited. */
type Editing<R> = { mode: FormMode; row: R | undefined } | null;

/** A declared table, or, where the user's group may not read its rows, a calm sentence saying so. */
export function ResourceTable<R extends GridValidRowModel, I extends object>(props: TableProps<R, I>) {
  const session = useSession();
  const { read } = tableOffers(props.def.source, session?.roles ?? [], groupPermissionsOf(session));
  return read ? <TableBody {...props} /> : <NoAccess what={props.def.source.label} />;
}

export interface TableProps<R extends GridValidRowModel, I extends object> {
  def: TableDefinition<R, I>;
  /**
   * Field filters a screen sets above the table (the audit log's person, resident, action and dates): sent
   * with every page and with the CSV export. A table with them has no free-text search.
   */
  filters?: ListFilters;
}

function TableBody<R extends GridValidRowModel, I extends object>({ def, filters }: TableProps<R, I>) {
  const { source } = def;
  const session = useSession();
  const roles = session?.roles ?? [];
  const dialogs = useDialogs();
  const apiRef = useGridApiRef();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const messages = tableMessages(source);
  const offers = tableOffers(source, roles, groupPermissionsOf(session));
  const rows = useResourceRows(source, filters);
  const askToDelete = useAskToDelete(def);
  const [editing, setEditing] = useState<Editing<R>>(null);
  const form = useModule(loadForm, editing !== null);

  const readable = readableFields(source, roles);
  const columns = columnsFor(def, roles);
  // A narrowed view (role 2's devices) shows all it has; a full one its most useful columns by default.
  const shown = readable ? undefined : def.shown;
  const [choices, setChoices] = useColumnChoices(
    session?.user.user_id,
    source.name,
    columns.map((c) => c.field),
    shown,
  );

  useEffect(() => {
    const e = rows.list.error;
    if (e && !(e instanceof ApiError && e.status === 401))
      void dialogs.message({ title: source.label, text: messages.loadFailed });
    // Once per failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows.list.error]);

  const open = (row: R) => !def.isLocked?.(row) && setEditing({ mode: 'update', row });
  const actions: RowHandlers<R> = {
    edit: offers.edit ? open : undefined,
    remove: offers.delete
      ? (row) =>
          void askToDelete(row).then((gone) => {
            if (gone) rows.forget(row[source.id]);
          })
      : undefined,
    duplicate: offers.add && def.duplicate ? (row) => setEditing({ mode: 'add', row }) : undefined,
    locked: def.isLocked,
    lockedReason: def.lockedReason,
  };
  const hasActions = offers.edit || offers.delete;
  const saved = (row: R, mode: FormMode) => (mode === 'add' ? rows.pin(row) : rows.saved(row));

  return (
    <Paper sx={{ p: 1 }}>
      <TableToolbar
        onAdd={offers.add ? () => setEditing({ mode: 'add', row: undefined }) : undefined}
        onExport={
          offers.export
            ? () =>
                void exportCsv(
                  source.name,
                  {
                    sort: rows.query.sort,
                    order: rows.query.order,
                    q: rows.query.q,
                  },
                  filters,
                )
            : undefined
        }
        onChooseColumns={
          shown && !phone
            ? () => apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)
            : undefined
        }
        search={filters ? undefined : { text: rows.searchText, onSearch: rows.setSearchText }}
      />
      {phone ? (
        <ResourceCards
          label={source.label}
          rows={rows.rows}
          idOf={(row) => row[source.id]}
          nameOf={def.rowName}
          columns={columns.filter((c) => choices[c.field] !== false)}
          actions={actions}
          paging={rows.paging}
          total={rows.total}
          onPage={(page) => rows.setPaging({ ...rows.paging, page })}
        />
      ) : (
        <DataGrid<R>
          apiRef={apiRef}
          aria-label={source.label}
          rows={rows.rows}
          columns={hasActions ? [actionsColumn(actions), ...columns] : columns}
          getRowId={(row) => row[source.id] as string | number}
          rowCount={rows.total}
          loading={rows.list.isFetching}
          paginationMode="server"
          sortingMode="server"
          paginationModel={rows.paging}
          onPaginationModelChange={rows.setPaging}
          pageSizeOptions={[...PAGE_SIZES]}
          sortModel={rows.sortModel}
          onSortModelChange={rows.setSortModel}
          onRowDoubleClick={({ row }) => offers.edit && open(row)}
          onCellKeyDown={({ row, field }, event) => {
            // Enter on a row's cell opens its form, as a double click does (not on the actions cell).
            if (event.key === 'Enter' && field !== 'actions' && offers.edit) {
              event.defaultMuiPrevented = true;
              open(row);
            }
          }}
          columnVisibilityModel={choices}
          onColumnVisibilityModelChange={setChoices}
          localeText={{ noRowsLabel: NO_RECORDS_TEXT }}
          // Filtering is the server's (the search box); the grid's own would filter only the page on screen.
          disableColumnFilter
          disableRowSelectionOnClick
          autoHeight
        />
      )}
      {editing && form && (
        <form.ResourceForm
          def={def}
          columns={columns}
          roles={roles}
          mode={editing.mode}
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
    </Paper>
  );
}
