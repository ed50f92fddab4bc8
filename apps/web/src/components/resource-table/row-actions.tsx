import Copy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Lock from '@mui/icons-material/LockOutlined';
import { Box, Tooltip } from '@mui/material';
import {
  GridActionsCellItem,
  renderActionsCell,
  type GridColDef,
  type GridValidRowModel,
} from '@mui/x-data-grid';

/** What a row offers: each handler present exactly where the user may do it. */
export interface RowHandlers<R> {
  edit?: ((row: R) => void) | undefined;
  remove?: ((row: R) => void) | undefined;
  duplicate?: ((row: R) => void) | undefined;
  /** Rows nobody may edit or delete ('Acorn Group'): no actions, only a lock saying why. */
  locked?: ((row: R) => boolean) | undefined;
  lockedReason?: string | undefined;
}

/** The first column, so it is in view however wide the table: Edit, Delete, Duplicate. */
export function actionsColumn<R extends GridValidRowModel>(h: RowHandlers<R>): GridColDef<R> {
  const count = [h.edit, h.remove, h.duplicate].filter(Boolean).length;
  return {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 20 + 40 * Math.max(count, 1),
    renderCell: (params) =>
      h.locked?.(params.row) ? (
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
    getActions: ({ row }) => {
      const item = (key: string, label: string, icon: React.ReactElement, act?: (row: R) => void) =>
        act ? [<GridActionsCellItem key={key} icon={icon} label={label} onClick={() => act(row)} />] : [];
      return h.locked?.(row)
        ? []
        : [
            ...item('edit', 'Edit', <Edit />, h.edit),
            ...item('delete', 'Delete', <Delete />, h.remove),
            ...item('duplicate', 'Duplicate', <Copy />, h.duplicate),
          ];
    },
  };
}
