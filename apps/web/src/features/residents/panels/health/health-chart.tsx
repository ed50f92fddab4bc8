import { Box, Button, Typography } from '@mui/material';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, useState } from 'react';
import { formatDate, formatDateTime } from '../../../../lib/format';
import type { ChartData } from './chart-data';
import { ChartTable } from './chart-table';

/** The value axis reaches the normal range's ends, so its dashed lines are drawn even when all is well. */
function domainWithRanges(data: ChartData): { min?: number; max?: number } {
  const values = data.lines.flatMap((l) => l.values.filter((v): v is number => v != null));
  const ends = data.lines.flatMap((l) => [l.low, l.high].filter((v): v is number => v != null));
  if (ends.length === 0 || values.length === 0) return {};
  const all = [...values, ...ends];
  const pad = (Math.max(...all) - Math.min(...all)) * 0.05;
  return { min: Math.min(...all) - pad, max: Math.max(...all) + pad };
}

interface Props {
  data: ChartData;
  period: string;
  downsampled: boolean;
}

/** One line chart with its axis labels and legend, and beside it the same values as a table on demand. */
export function HealthChart({ data, period, downsampled }: Props) {
  const id = useId();
  const [table, setTable] = useState(false);
  const heading = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={heading} sx={{ minWidth: 0 }}>
      <Typography id={heading} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {data.title} ({data.unit})
      </Typography>
      {data.times.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No {data.title.toLowerCase()} readings in this period.
        </Typography>
      ) : (
        <>
          <LineChart
            height={260}
            skipAnimation
            xAxis={[
              {
                scaleType: 'time',
                data: data.times,
                label: downsampled ? 'Period' : 'Taken',
                valueFormatter: (d: Date, context) =>
                  context.location === 'tick' ? formatDate(d.toISOString()) : formatDateTime(d.toISOString()),
              },
            ]}
            yAxis={[{ label: data.unit, width: 56, ...domainWithRanges(data) }]}
            series={data.lines.map((line) => ({
              data: line.values,
              label: line.label,
              connectNulls: true,
              // Straight lines between readings: a smoothed curve would show values never measured.
              curve: 'linear' as const,
              showMark: data.times.length <= 20,
              valueFormatter: (v: number | null) => (v == null ? '' : `${v} ${data.unit}`),
            }))}
          >
            {data.lines.flatMap((line) =>
              (['low', 'high'] as const).flatMap((end) => {
                const y = line[end];
                return y == null
                  ? []
                  : [
                      <ChartsReferenceLine
                        key={`${line.measure}-${end}`}
                        y={y}
                        // Blood pressure's two ranges meet at 90: lows are named at the left, highs at the right.
                        label={`${data.lines.length > 1 ? `${line.label.split(' ')[0]} ` : ''}${end} ${y}`}
                        labelAlign={end === 'low' ? 'start' : 'end'}
                        lineStyle={{ strokeDasharray: '6 4', stroke: '#5f6368' }}
                        labelStyle={{ fontSize: 11, fill: '#3c4043' }}
                      />,
                    ];
              }),
            )}
          </LineChart>
          <Button
            aria-expanded={table}
            aria-controls={`${id}-table`}
            aria-describedby={heading}
            onClick={() => setTable((shown) => !shown)}
            sx={{ minHeight: 44 }}
          >
            {table ? 'Hide table' : 'Show as table'}
          </Button>
          {table && <ChartTable id={`${id}-table`} data={data} period={period} downsampled={downsampled} />}
        </>
      )}
    </Box>
  );
}
