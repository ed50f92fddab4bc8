import type { MaintenanceReport } from '@acorn/domain/facility-reports';
import { MAINTENANCE_STATUS_COLOURS } from '@acorn/domain/maintenance';
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

/** The donut's legend and its numbers: each status with its colour swatch and count, and the total. */
export function StatusTable({ report }: { report: MaintenanceReport }) {
  return (
    <Table size="small" aria-label="Jobs by status" sx={{ maxWidth: 360 }}>
      <TableHead>
        <TableRow>
          <TableCell>Status</TableCell>
          <TableCell align="right">Jobs</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.by_status.map(({ status, count }) => (
          <TableRow key={status}>
            <TableCell component="th" scope="row">
              <Box
                component="span"
                aria-hidden
                sx={{
                  display: 'inline-block',
                  width: 12,
                  height: 12,
                  mr: 1,
                  borderRadius: '2px',
                  bgcolor: MAINTENANCE_STATUS_COLOURS[status],
                }}
              />
              {status}
            </TableCell>
            <TableCell align="right">{count}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
            Total
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {report.jobs}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
