import { Paper } from '@mui/material';
import { defaultPageSize, isAdmin, NO_RECORDS_TEXT, PAGE_SIZES } from '@acorn/domain';
import {
  DataGrid,
  GridPreferencePanelsValue,
  GridRowEditStopReasons,
  GridRowModes,
  useGridApiRef,
  type GridPaginationModel,
  type GridRowId,
  type GridRowModesModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useDialogs } from '../dialogs/dialogs-context';
import { useDebounced } from '../../lib/use-debounced';
import { createRow, deleteRow, exportCsv, listQuery, rowsQuery, updateRow } from './resource-api';
import { useColumnChoices } from './column-choices';
import { actionsColumn } from './row-actions';
import { TableToolbar } from './table-toolbar';
import { tableOffers, type TableDefinition } from './table-definition';

const DRAFT_ID = -1; // the new row being added, until the server gives it an id
const GENERIC = {
  loadFailed: 'Failed to get records.',
  addFailed: 'Failed to add content.',
  updateFailed: 'Failed to update content.',
  deleteFailed: 'Failed to delete content.',
};

/** Handled already (its message shown): keeps the row in edit mode without a second message. */
class Shown extends Error {}

/** The server stamps every row's last change in one of these (the resource's `modified` column). */
const VERSION_FIELDS = ['last_modified_date', 'last_updated'];

export function ResourceTable<R extends GridValidRowModel>({ def }: { def: TableDefinition<R> }) {
  const session = useSession();
  const roles = session?.roles ?? [];
  const [columnChoices, setColumnChoices] = useColumnChoices(session?.user.user_id, def.resource);
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const apiRef = useGridApiRef();
  const messages = { ...GENERIC, ...def.messages };
  const offers = tableOffers(def, roles);
  const [canEdit, canAdd, canDelete, canExport] = [offers.edit, offers.add, offers.delete, offers.export];

  const [paging, setPaging] = useState<GridPaginationModel>({
    page: 0,
    pageSize: defaultPageSize(def.resource),
  });
  const [sortModel, setSortModel] = useState<GridSortModel>([def.defaultSort]);
  const [modes, setModes] = useState<GridRowModesModel>({});
  const [draft, setDraft] = useState<R | null>(null);
  const [searchText, setSearchText] = useState('');
  const searched = useDebounced(searchText, 300);
  const q = listQuery(paging, sortModel[0], searched);
  const list = useQuery({
    ...rowsQuery<R>(def.resource, q),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [def.resource] });

  useEffect(() => {
    const e = list.error;
    if (e && !(e instanceof ApiError && e.status === 401))
      void dialogs.message({ title: def.label, text: messages.loadFailed });
    // Once per failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.error]);

  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
    setModes((m) => ({ ...m, [id]: mode! }));
  async function remove(id: GridRowId) {
    if (
      !(await dialogs.confirm({
        title: def.label,
        text: 'Are you sure you want to do this?',
        confirmLabel: 'Delete',
      }))
    )
      return;
    try {
      await deleteRow(def.resource, id);
      await refresh();
    } catch (e) {
      await dialogs.failure(def.label, messages.deleteFailed, e);
    }
  }

  const columns = [
    ...def.columns({ roles, isAdmin: isAdmin(roles) }),
    ...(canEdit
      ? [
          actionsColumn<R>({
            modes,
            edit: (id) => setMode(id, { mode: GridRowModes.Edit }),
            save: (id) => setMode(id, { mode: GridRowModes.View }),
            cancel: (id) =>
              id === DRAFT_ID
                ? setDraft(null)
                : setMode(id, { mode: GridRowModes.View, ignoreModifications: true }),
            remove: canDelete ? (id) => void remove(id) : undefined,
            duplicate: def.duplicate ? duplicate : undefined,
            locked: def.isLocked as ((row: never) => boolean) | undefined,
            lockedReason: def.lockedReason,
          }),
        ]
      : []),
  ];

  async function save(row: R, before: R): Promise<R> {
    const isNew = row[def.idField] === DRAFT_ID;
    const problem = def.validate(row, isNew ? 'add' : 'update');
    if (problem) {
      await dialogs.message({ title: def.label, text: problem });
      throw new Shown(problem);
    }
    // An update sends only what changed: a role allowed to change some fields (role 8) is not refused for
    // the others, and two people editing different fields of one row do not undo each other.
    const body = Object.fromEntries(
      Object.entries(row).filter(
        ([k, v]) => k !== def.idField && (isNew || JSON.stringify(v) !== JSON.stringify(before[k])),
      ),
    ) as Partial<R>;
    // The version the edit was based on: a row changed by someone else since is refused (409) rather than
    // overwritten, and the row stays in edit mode with what the user typed.
    const version = VERSION_FIELDS.find((field) => field in before);
    if (!isNew && version) Object.assign(body, { [version]: before[version] });
    try {
      const saved = isNew
        ? await createRow<R>(def.resource, body)
        : await updateRow<R>(def.resource, row[def.idField], body);
      if (isNew) setDraft(null);
      await refresh();
      await dialogs.message({
        title: def.label,
        text: (isNew ? messages.created : messages.updated) ?? 'Saved.',
      });
      return saved;
    } catch (e) {
      await dialogs.failure(def.label, isNew ? messages.addFailed : messages.updateFailed, e);
      throw new Shown('save failed');
    }
  }

  /** Opens the add row, blank (the spec's defaults) or filled in from a row being duplicated. */
  function add(from: Partial<R> = def.newRow()) {
    if (draft) return;
    setDraft({ ...from, [def.idField]: DRAFT_ID } as R);
    setModes((m) => ({ ...m, [DRAFT_ID]: { mode: GridRowModes.Edit } }));
  }

  function duplicate(id: GridRowId) {
    const row = list.data?.items.find((r) => r[def.idField] === id);
    if (row) add(row);
  }

  const rows = draft ? [draft, ...(list.data?.items ?? [])] : (list.data?.items ?? []);
  return (
    <Paper sx={{ p: 1 }}>
      <TableToolbar
        onAdd={canAdd ? () => add() : undefined}
        adding={draft !== null}
        onExport={
          canExport ? () => void exportCsv(def.resource, { sort: q.sort, order: q.order, q: q.q }) : undefined
        }
        onChooseColumns={
          def.columnChooser
            ? () => apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)
            : undefined
        }
        search={searchText}
        onSearch={(text) => {
          setSearchText(text);
          setPaging((p) => ({ ...p, page: 0 }));
        }}
      />
      <DataGrid<R>
        apiRef={apiRef}
        aria-label={def.label}
        rows={rows}
        columns={columns}
        getRowId={(row) => row[def.idField] as GridRowId}
        rowCount={(list.data?.total ?? 0) + (draft ? 1 : 0)}
        loading={list.isFetching}
        paginationMode="server"
        sortingMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={[...PAGE_SIZES]}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        editMode="row"
        isCellEditable={({ colDef, id, row }) =>
          !!colDef.editable &&
          // A locked row has nothing editable, so double-click, Enter or typing never opens it.
          !def.isLocked?.(row) &&
          (id === DRAFT_ID || !def.addOnlyFields?.includes(colDef.field as never))
        }
        columnVisibilityModel={columnChoices}
        onColumnVisibilityModelChange={setColumnChoices}
        rowModesModel={modes}
        onRowModesModelChange={setModes}
        onRowEditStop={(params, event) => {
          // A row is saved by its Save button or Enter, never because focus wandered off it: a half-typed
          // row is not sent (or refused with a message) when someone clicks the column chooser or the pager.
          if (params.reason === GridRowEditStopReasons.rowFocusOut) event.defaultMuiPrevented = true;
          // Escape on the row being added discards it, as its Cancel button does.
          if (params.reason === GridRowEditStopReasons.escapeKeyDown && params.id === DRAFT_ID) {
            event.defaultMuiPrevented = true;
            setDraft(null);
          }
        }}
        processRowUpdate={save}
        onProcessRowUpdateError={(e) => !(e instanceof Shown) && console.error(e)}
        localeText={{ noRowsLabel: NO_RECORDS_TEXT }}
        // Filtering is the server's (the search box); the grid's own would filter only the page on screen.
        disableColumnFilter
        disableRowSelectionOnClick
        // Every column is rendered, even off to the side: a table has at most a few dozen, and so each
        // row's actions stay in the accessibility tree and reachable however wide the screen is.
        columnBufferPx={10_000}
        autoHeight
      />
    </Paper>
  );
}
