import type { MaintenanceReport } from '@acorn/domain/facility-reports';
import { MAINTENANCE_STATUS_COLOURS } from '@acorn/domain/maintenance';
import { PieChart } from '@mui/x-charts/PieChart';

/** The month's jobs by status as a donut; the table beside it is its legend and says the same in numbers. */
export function StatusDonut({ report }: { report: MaintenanceReport }) {
  return (
    <PieChart
      height={220}
      skipAnimation
      hideLegend
      series={[
        {
          innerRadius: 55,
          outerRadius: 100,
          paddingAngle: 1,
          data: report.by_status
            .filter((s) => s.count > 0)
            .map((s) => ({
              id: s.status,
              value: s.count,
              label: s.status,
              color: MAINTENANCE_STATUS_COLOURS[s.status],
            })),
        },
      ]}
    />
  );
}
