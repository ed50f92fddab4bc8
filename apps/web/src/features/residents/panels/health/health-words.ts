import {
  displayValue,
  flagText,
  HEALTH_MEASURE_INFO,
  rangeText,
  unitOf,
  valueText,
  type HealthMeasure,
  type LatestValue,
  type UnitSystem,
} from '@acorn/domain/health';

// What the Health panel says about a value, in words: a flag or a trend is never told by colour or an
// arrow alone, and every number is in the facility's units.

// The value, range and flag in words are the domain's: the family member's week says them alike.
export { flagText, rangeText, valueText };

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
