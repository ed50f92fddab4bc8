import {
  checkHealthRanges,
  displayValue,
  HEALTH_MEASURE_INFO,
  HEALTH_MEASURES,
  metricValue,
  outOfRangeMessage,
  type HealthMeasure,
  type HealthRangesInput,
  type HealthSummary,
  type UnitSystem,
} from '@acorn/domain/health';

// Edit normal ranges, as typed (text in the facility's units, or the default) and as sent (metric).

export interface RangeDraft {
  low: string;
  high: string;
  /** The measure's default range: the boxes show it and cannot be changed. */
  useDefault: boolean;
}
export type RangesDraft = Record<HealthMeasure, RangeDraft>;
export type RangeEnd = 'low' | 'high';
export interface RangeProblem {
  measure: HealthMeasure;
  end: RangeEnd;
  message: string;
}

const shown = (m: HealthMeasure, v: number | null, units: UnitSystem) =>
  v == null ? '' : String(displayValue(m, v, units));

/** The default range's boxes for a measure. */
export const defaultDraft = (m: HealthMeasure, units: UnitSystem): RangeDraft => ({
  low: shown(m, HEALTH_MEASURE_INFO[m].normal.low, units),
  high: shown(m, HEALTH_MEASURE_INFO[m].normal.high, units),
  useDefault: true,
});

export function rangesDraftOf(summary: HealthSummary): RangesDraft {
  const { units, ranges } = summary;
  return Object.fromEntries(
    HEALTH_MEASURES.map((m) => [
      m,
      ranges[m].custom
        ? { low: shown(m, ranges[m].low, units), high: shown(m, ranges[m].high, units), useDefault: false }
        : defaultDraft(m, units),
    ]),
  ) as RangesDraft;
}

const typed = (m: HealthMeasure, text: string, units: UnitSystem) => {
  const t = text.trim().replace(',', '.');
  return t === '' ? null : metricValue(m, Number(t), units);
};

/** Every measure is sent: a default one as null, the others as typed, in metric. */
export function rangesInputOf(draft: RangesDraft, units: UnitSystem): HealthRangesInput {
  return Object.fromEntries(
    HEALTH_MEASURES.map((m) => {
      const r = draft[m];
      return [m, r.useDefault ? null : { low: typed(m, r.low, units), high: typed(m, r.high, units) }];
    }),
  ) as HealthRangesInput;
}

/** The first problem, on the box it is about: a box holding no number, then the domain's checks. */
export function rangesProblemOf(draft: RangesDraft, units: UnitSystem): RangeProblem | null {
  const input = rangesInputOf(draft, units);
  for (const m of HEALTH_MEASURES)
    for (const end of ['low', 'high'] as const)
      if (Number.isNaN(input[m]?.[end])) return { measure: m, end, message: outOfRangeMessage(m, units) };
  const found = checkHealthRanges(input, units);
  if (!found) return null;
  // An end outside what may be recorded is the box to fix; low not below high is said on the low box.
  const { min, max } = HEALTH_MEASURE_INFO[found.field];
  const outside = (v: number | null | undefined) => v != null && (v < min || v > max);
  const end: RangeEnd =
    outside(input[found.field]?.high) && !outside(input[found.field]?.low) ? 'high' : 'low';
  return { measure: found.field, end, message: found.message };
}
