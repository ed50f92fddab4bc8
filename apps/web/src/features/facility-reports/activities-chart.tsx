import type { ActivitiesReport } from '@acorn/domain/facility-reports';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatRate } from './report-format';

/**
 * Invited and attended per activity type, side by side, each attended bar labelled with its rate of
 * invited. The table beside it holds the same numbers; the chart's own keyboard navigation (MUI X) reads
 * out each bar too.
 */
export function ActivitiesChart({ report }: { report: ActivitiesReport }) {
  const rates = report.types.map((t) => t.rate);
  return (
    <BarChart
      height={300}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: report.types.map((t) => t.category) }]}
      yAxis={[{ label: 'Residents', width: 56, tickMinStep: 1 }]}
      series={[
        { data: report.types.map((t) => t.invited), label: 'Invited', color: '#90caf9' },
        {
          data: report.types.map((t) => t.attended),
          label: 'Attended',
          color: '#1565c0',
          // Above its bar, in the text's colour: readable on any bar, and on none when nobody attended.
          barLabelPlacement: 'outside',
          barLabel: (item) =>
            rates[item.dataIndex ?? -1] == null ? null : formatRate(rates[item.dataIndex!]!),
        },
      ]}
    />
  );
}
