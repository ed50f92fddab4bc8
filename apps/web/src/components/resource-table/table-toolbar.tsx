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
  search: string;
  onSearch: (text: string) => void;
}

/** Above every editable table: Add, Export CSV and Columns where allowed, and the server-side search. */
export function TableToolbar({ onAdd, onExport, onChooseColumns, search, onSearch }: Props) {
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
      <TextField
        size="small"
        type="search"
        label="Search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        sx={{ ml: 'auto', minWidth: 200 }}
      />
    </Stack>
  );
}
