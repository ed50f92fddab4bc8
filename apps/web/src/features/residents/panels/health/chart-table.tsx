import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatDateTime } from '../../../../lib/format';
import type { ChartData } from './chart-data';

interface Props {
  id: string;
  data: ChartData;
  /** The period the chart covers, for the caption: 'last 30 days'. */
  period: string;
  /** Points are averages: say so, and how many readings each holds. */
  downsampled: boolean;
}

/** A chart's values as a table, the same numbers the chart draws, for whoever cannot read a line. */
export function ChartTable({ id, data, period, downsampled }: Props) {
  return (
    <Box
      id={id}
      tabIndex={0}
      role="region"
      aria-label={`${data.title} table`}
      sx={{ overflowX: 'auto', maxHeight: 360, mt: 1 }}
    >
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '4px 0' }}>
          {data.title} ({data.unit}), {period}
          {downsampled ? ': each row is the average of the readings in its period' : ''}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>{downsampled ? 'Period (middle)' : 'Taken'}</TableCell>
            {data.lines.map((line) => (
              <TableCell key={line.measure} align="right">
                {line.label} ({data.unit})
              </TableCell>
            ))}
            {downsampled && <TableCell align="right">Readings</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.times.map((time, i) => (
            <TableRow key={time.toISOString()}>
              <TableCell>{formatDateTime(time.toISOString())}</TableCell>
              {data.lines.map((line) => (
                <TableCell key={line.measure} align="right">
                  {line.values[i] ?? '—'}
                </TableCell>
              ))}
              {downsampled && <TableCell align="right">{data.counts[i]}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
