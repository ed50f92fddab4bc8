import { Box, LinearProgress, Paper } from '@mui/material';

/**
 * Where a table will be, while the grid's code loads (the first table screen of a visit): the same paper,
 * about the height of a page of ten rows, so nothing below jumps when the grid arrives.
 */
export function TableFrame({ label }: { label: string }) {
  return (
    <Paper sx={{ p: 1, minHeight: 520 }}>
      <Box sx={{ height: 4, mt: 6 }}>
        <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} />
      </Box>
    </Paper>
  );
}
