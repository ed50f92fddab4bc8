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

/** The dashed lines of the chart in words: 'Normal range 94 or more.' */
function normalRanges(data: ChartData): string {
  const said = data.lines
    .filter((l) => l.low != null || l.high != null)
    .map((l) => {
      const name = data.lines.length > 1 ? `${l.label} ` : '';
      if (l.low != null && l.high != null) return `${name}${l.low}–${l.high}`;
      return l.low != null ? `${name}${l.low} or more` : `${name}${l.high} or less`;
    });
  return said.length ? `Normal range: ${said.join('; ')}.` : 'No normal range is set.';
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
          {downsampled ? ': each row is the average of the readings in its period' : ''}. {normalRanges(data)}
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
