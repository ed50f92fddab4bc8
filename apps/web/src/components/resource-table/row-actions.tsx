import Cancel from '@mui/icons-material/Close';
import Copy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Lock from '@mui/icons-material/LockOutlined';
import Save from '@mui/icons-material/Save';
import { Box, Tooltip } from '@mui/material';
import {
  GridActionsCellItem,
  GridRowModes,
  renderActionsCell,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';

interface Handlers {
  modes: GridRowModesModel;
  edit: (id: GridRowId) => void;
  save: (id: GridRowId) => void;
  cancel: (id: GridRowId) => void;
  /** Absent where the user may not delete (role 8's jobs). */
  remove?: ((id: GridRowId) => void) | undefined;
  /** Rows nobody may edit or delete ('Acorn Group'): no actions, only a lock saying why. */
  locked?: ((row: never) => boolean) | undefined;
  lockedReason?: string | undefined;
  /** Present where rows can be duplicated. */
  duplicate?: ((id: GridRowId) => void) | undefined;
}

/** The last column: Edit, Delete (and Duplicate), or Save and Cancel while a row is being edited. */
export function actionsColumn<R extends GridValidRowModel>(h: Handlers): GridColDef<R> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: h.duplicate ? 140 : 100,
    renderCell: (params) =>
      h.locked?.(params.row as never) ? (
        <Tooltip title={h.lockedReason ?? 'Locked'}>
          {/* The cell, reached by the grid's arrow keys, reads the reason out; the tooltip shows it on hover. */}
          <Box
            component="span"
            role="img"
            aria-label={h.lockedReason ?? 'Locked'}
            sx={{ display: 'inline-flex', color: 'text.secondary' }}
          >
            <Lock fontSize="small" />
          </Box>
        </Tooltip>
      ) : (
        renderActionsCell(params)
      ),
    getActions: ({ id, row }) =>
      h.locked?.(row as never)
        ? []
        : h.modes[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem key="save" icon={<Save />} label="Save" onClick={() => h.save(id)} />,
              <GridActionsCellItem
                key="cancel"
                icon={<Cancel />}
                label="Cancel"
                onClick={() => h.cancel(id)}
              />,
            ]
          : [
              <GridActionsCellItem key="edit" icon={<Edit />} label="Edit" onClick={() => h.edit(id)} />,
              ...(h.remove
                ? [
                    <GridActionsCellItem
                      key="delete"
                      icon={<Delete />}
                      label="Delete"
                      onClick={() => h.remove?.(id)}
                    />,
                  ]
                : []),
              ...(h.duplicate
                ? [
                    <GridActionsCellItem
                      key="duplicate"
                      icon={<Copy />}
                      label="Duplicate"
                      onClick={() => h.duplicate?.(id)}
                    />,
                  ]
                : []),
            ],
  };
}
