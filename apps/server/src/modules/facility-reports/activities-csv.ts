import type { ActivitiesReport, AttendanceFigures } from '@acorn/domain/facility-reports';
import { csvLine } from '../../lib/resource/csv.js';

const HEADER = [
  'facility',
  'month',
  'activity_type',
  'activities',
  'invited',
  'attended',
  'rate_of_invited_percent',
];

/** A rate as a percentage with one decimal ('80.0'); empty when nobody was invited. */
const percent = (rate: number | null) => (rate === null ? null : (rate * 100).toFixed(1));

/**
 * The activities report as CSV: one line per activity type, then the activities without one and the
 * total, each line naming the facility and month so a sheet of several reports stays readable.
 */
export function activitiesCsv(report: ActivitiesReport): string {
  const line = (type: string, f: AttendanceFigures) =>
    csvLine([report.facility.name, report.month, type, f.activities, f.invited, f.attended, percent(f.rate)]);
  return [
    csvLine(HEADER),
    ...report.types.map((t) => line(t.category, t)),
    line('No type', report.untyped),
    line('Total', report.total),
  ].join('');
}
