import {
  displayValue,
  HEALTH_MEASURE_INFO,
  unitOf,
  type HealthMeasure,
  type HealthSeries,
  type HealthSummary,
} from '@acorn/domain/health';
import type { MeasureGroup } from './health-groups';

// One chart's numbers, made once: the chart draws them and its table lists them, so the two cannot differ.

export interface ChartLine {
  measure: HealthMeasure;
  label: string;
  /** One value per point in the facility's units; null where that point has none of this measure. */
  values: (number | null)[];
  /** The resident's normal range in the same units: drawn as dashed lines, said in the table's caption. */
  low: number | null;
  high: number | null;
}

export interface ChartData {
  title: string;
  unit: string;
  /** The points' times (a reading's, or the mean time of its period's readings), oldest first. */
  times: Date[];
  /** Readings averaged into each point (1: a reading as taken). */
  counts: number[];
  lines: ChartLine[];
}

/** The points of a series that carry any of the group's measures, as the facility reads them. */
export function chartDataOf(
  group: MeasureGroup,
  series: HealthSeries,
  ranges: HealthSummary['ranges'],
): ChartData {
  const shown = (m: HealthMeasure, v: number | null) => (v == null ? null : displayValue(m, v, series.units));
  const points = series.points.filter((p) => group.measures.some((m) => p[m] != null));
  return {
    title: group.title,
    unit: unitOf(group.measures[0]!, series.units),
    times: points.map((p) => new Date(p.timestamp)),
    counts: points.map((p) => p.count),
    lines: group.measures.map((measure) => ({
      measure,
      label: HEALTH_MEASURE_INFO[measure].label,
      low: shown(measure, ranges[measure].low),
      high: shown(measure, ranges[measure].high),
      values: points.map((p) => shown(measure, p[measure])),
    })),
  };
}
