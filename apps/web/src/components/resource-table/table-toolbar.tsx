import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import ViewColumn from '@mui/icons-material/ViewColumn';
import { Button, Stack, TextField } from '@mui/material';

interface Props {
  /** Absent when the user may not add. */
  onAdd?: (() => void) | undefined;
  /** Absent when the user may not export. */
  onExport?: (() => void) | undefined;
  /** Absent when the table has no column chooser. */
  onChooseColumns?: (() => void) | undefined;
  /** Absent when the table's server has no free-text search (the audit log filters by field instead). */
  search?: { text: string; onSearch: (text: string) => void } | undefined;
}

/** Above every editable table: Add, Export CSV and Columns where allowed, and the server-side search. */
export function TableToolbar({ onAdd, onExport, onChooseColumns, search }: Props) {
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {onAdd && (
        <Button startIcon={<Add />} onClick={onAdd} variant="contained">
          Add
        </Button>
      )}
      {onExport && (
        <Button startIcon={<Download />} onClick={onExport}>
          Export CSV
        </Button>
      )}
      {onChooseColumns && (
        <Button startIcon={<ViewColumn />} onClick={onChooseColumns}>
          Columns
        </Button>
      )}
      {search && (
        <TextField
          size="small"
          type="search"
          label="Search"
          value={search.text}
          onChange={(e) => search.onSearch(e.target.value)}
          sx={{ ml: 'auto', minWidth: 200 }}
        />
      )}
    </Stack>
  );
}
