import {
  displayValue,
  HEALTH_MEASURE_INFO,
  unitOf,
  type HealthFlag,
  type HealthMeasure,
  type LatestValue,
  type NormalRange,
  type UnitSystem,
} from '@acorn/domain';

// What the Health panel says about a value, in words: a flag or a trend is never told by colour or an
// arrow alone, and every number is in the facility's units.

/** A number and its unit: '37.2 °C', '94 %', but a score out of something as '3/10'. */
const withUnit = (value: number | string, unit: string) =>
  `${value}${unit.startsWith('/') ? '' : ' '}${unit}`;

/** A stored (metric) value as a person reads it: '37.2 °C', '98.6 °F', '94 %', '3/10'. */
export function valueText(measure: HealthMeasure, metric: number, units: UnitSystem): string {
  return withUnit(displayValue(measure, metric, units), unitOf(measure, units));
}

/**
 * A normal range as '94–100 %': an open end is the least or most that may be recorded, so a range with
 * only a floor still reads as a range. Null when neither end is set (weight by default).
 */
export function rangeText(
  measure: HealthMeasure,
  range: Pick<NormalRange, 'low' | 'high'>,
  units: UnitSystem,
) {
  if (range.low == null && range.high == null) return null;
  const { min, max } = HEALTH_MEASURE_INFO[measure];
  const shown = (v: number) => displayValue(measure, v, units);
  return withUnit(`${shown(range.low ?? min)}–${shown(range.high ?? max)}`, unitOf(measure, units));
}

/** 'Below normal range (94–100 %)'; 'Within normal range' when unflagged; null when there is no range. */
export function flagText(
  measure: HealthMeasure,
  flag: HealthFlag | null,
  range: NormalRange,
  units: UnitSystem,
): string | null {
  const text = rangeText(measure, range, units);
  if (!text) return null;
  if (!flag) return 'Within normal range';
  return `${flag === 'low' ? 'Below' : 'Above'} normal range (${text})`;
}

export type Trend = 'up' | 'down' | 'same';

/** The change since the reading before, in the units shown: 'up 3 bpm since the reading before'. */
export function trendOf(
  measure: HealthMeasure,
  latest: Pick<LatestValue, 'value' | 'previous'>,
  units: UnitSystem,
): { trend: Trend; text: string } | null {
  if (latest.previous == null) return null;
  const { decimals } = HEALTH_MEASURE_INFO[measure];
  const change = displayValue(measure, latest.value, units) - displayValue(measure, latest.previous, units);
  const size = Number(Math.abs(change).toFixed(decimals));
  if (size === 0) return { trend: 'same', text: 'unchanged since the reading before' };
  const trend = change > 0 ? 'up' : 'down';
  return { trend, text: `${trend} ${size} ${unitOf(measure, units)} since the reading before` };
}
