import type { ActivitiesReport, AttendanceFigures } from '@acorn/domain/facility-reports';
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatRate } from './report-format';

const COLUMNS = ['Activities', 'Invited', 'Attended', 'Rate of invited'];

function Line({ label, figures, total }: { label: string; figures: AttendanceFigures; total?: boolean }) {
  const cells = [figures.activities, figures.invited, figures.attended, formatRate(figures.rate)];
  const weight = total ? { fontWeight: 700 } : {};
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={weight}>
        {label}
      </TableCell>
      {cells.map((value, i) => (
        <TableCell key={COLUMNS[i]} align="right" sx={weight}>
          {value}
        </TableCell>
      ))}
    </TableRow>
  );
}

/**
 * The chart's numbers as a table, always in view: each activity type, the activities given none (when
 * there were any) and the month's total.
 */
export function ActivitiesTable({ report }: { report: ActivitiesReport }) {
  return (
    <Box
      sx={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label="Attendance by activity type, as a table"
    >
      {/* Narrow cells on a phone, so the five columns fit 390 px without scrolling. */}
      <Table size="small" sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>Activity type</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column} align="right">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.types.map((t) => (
            <Line key={t.category} label={t.category} figures={t} />
          ))}
          {report.untyped.activities > 0 && <Line label="No type" figures={report.untyped} />}
          <Line label="Total" figures={report.total} total />
        </TableBody>
      </Table>
    </Box>
  );
}
