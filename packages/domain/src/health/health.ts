import { z } from 'zod';
import { idText, rowId, rowText } from '../shared/fields';

// A resident's health readings (doc 2 §2.1 Health panel, §3 health reading; issue 18). Stored in metric
// units, shown in the units of the resident's facility. A reading is never edited: a correction is a new
// reading that supersedes it, naming who and why, so the history stays true.

export const HEALTH_MEASURES = [
  'sys',
  'dia',
  'bpm',
  'temperature',
  'weight',
  'oximeter',
  'pain_level',
  'barthel_score',
  'frailty',
] as const;
export type HealthMeasure = (typeof HEALTH_MEASURES)[number];

export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

interface MeasureInfo {
  label: string;
  /** Metric unit, as stored. */
  unit: string;
  /** What may be recorded at all (metric): outside it a reading is refused, naming the field. */
  min: number;
  max: number;
  /** Decimal places kept (metric). */
  decimals: 0 | 1;
  /** The resident's normal range when staff have not set one (metric); null: never flagged by default. */
  normal: { low: number | null; high: number | null };
}

/** Each measure: its label, unit, the values that may be recorded and the default normal range. */
export const HEALTH_MEASURE_INFO: Record<HealthMeasure, MeasureInfo> = {
  sys: {
    label: 'Systolic pressure',
    unit: 'mmHg',
    min: 50,
    max: 260,
    decimals: 0,
    normal: { low: 90, high: 140 },
  },
  dia: {
    label: 'Diastolic pressure',
    unit: 'mmHg',
    min: 30,
    max: 160,
    decimals: 0,
    normal: { low: 60, high: 90 },
  },
  bpm: { label: 'Heart rate', unit: 'bpm', min: 20, max: 250, decimals: 0, normal: { low: 50, high: 100 } },
  temperature: {
    label: 'Temperature',
    unit: '°C',
    min: 30,
    max: 45,
    decimals: 1,
    normal: { low: 35.8, high: 37.5 },
  },
  weight: { label: 'Weight', unit: 'kg', min: 20, max: 300, decimals: 1, normal: { low: null, high: null } },
  oximeter: { label: 'SpO2', unit: '%', min: 0, max: 100, decimals: 0, normal: { low: 94, high: null } },
  pain_level: {
    label: 'Pain level',
    unit: '/10',
    min: 0,
    max: 10,
    decimals: 0,
    normal: { low: null, high: 3 },
  },
  barthel_score: {
    label: 'Barthel score',
    unit: '/100',
    min: 0,
    max: 100,
    decimals: 0,
    normal: { low: null, high: null },
  },
  frailty: {
    label: 'Frailty (CFS)',
    unit: '/9',
    min: 1,
    max: 9,
    decimals: 0,
    normal: { low: null, high: null },
  },
};

/** The measures whose unit depends on the facility: temperature (°C/°F) and weight (kg/lb). */
const IMPERIAL: Partial<
  Record<HealthMeasure, { unit: string; from: (m: number) => number; to: (v: number) => number }>
> = {
  temperature: { unit: '°F', from: (c) => (c * 9) / 5 + 32, to: (f) => ((f - 32) * 5) / 9 },
  weight: { unit: 'lb', from: (kg) => kg / 0.45359237, to: (lb) => lb * 0.45359237 },
};

/** The unit a measure is shown in. */
export function unitOf(measure: HealthMeasure, units: UnitSystem): string {
  return (units === 'imperial' && IMPERIAL[measure]?.unit) || HEALTH_MEASURE_INFO[measure].unit;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A stored (metric) value as shown in `units`, rounded to one decimal where the measure has one. */
export function displayValue(measure: HealthMeasure, metric: number, units: UnitSystem): number {
  const convert = units === 'imperial' ? IMPERIAL[measure]?.from : undefined;
  return round(convert ? convert(metric) : metric, HEALTH_MEASURE_INFO[measure].decimals);
}

/** A value typed in `units`, as stored (metric). */
export function metricValue(measure: HealthMeasure, shown: number, units: UnitSystem): number {
  const convert = units === 'imperial' ? IMPERIAL[measure]?.to : undefined;
  return round(convert ? convert(shown) : shown, HEALTH_MEASURE_INFO[measure].decimals + (convert ? 1 : 0));
}

/** A number and its unit: '37.2 °C', '94 %', but a score out of something as '3/10'. */
export const withUnit = (value: number | string, unit: string): string =>
  `${value}${unit.startsWith('/') ? '' : ' '}${unit}`;

/** A stored (metric) value as a person reads it: '37.2 °C', '98.6 °F', '94 %', '3/10'. */
export function valueText(measure: HealthMeasure, metric: number, units: UnitSystem): string {
  return withUnit(displayValue(measure, metric, units), unitOf(measure, units));
}

/**
 * A normal range (metric ends) as '94–100 %': an open end is the least or most that may be recorded, so a
 * range with only a floor still reads as a range. Null when neither end is set (weight by default).
 */
export function rangeText(
  measure: HealthMeasure,
  range: { low: number | null; high: number | null },
  units: UnitSystem,
): string | null {
  if (range.low == null && range.high == null) return null;
  const { min, max } = HEALTH_MEASURE_INFO[measure];
  const shown = (v: number) => displayValue(measure, v, units);
  return withUnit(`${shown(range.low ?? min)}–${shown(range.high ?? max)}`, unitOf(measure, units));
}

/** 'Below normal range (94–100 %)'; 'Within normal range' when unflagged; null when there is no range. */
export function flagText(
  measure: HealthMeasure,
  flag: 'low' | 'high' | null,
  range: { low: number | null; high: number | null },
  units: UnitSystem,
): string | null {
  const text = rangeText(measure, range, units);
  if (!text) return null;
  if (!flag) return 'Within normal range';
  return `${flag === 'low' ? 'Below' : 'Above'} normal range (${text})`;
}

export const HEALTH_MESSAGES = {
  empty: 'Enter at least one measurement or a note.',
  future: 'The time of a reading cannot be in the future.',
  noteTooLong: 'A note can be at most 1,000 characters.',
  reasonMissing: 'Say why the reading is being corrected.',
  rangeOrder: 'The low end of a normal range must be below its high end.',
  alreadySuperseded: 'This reading has already been corrected. Correct the newest version instead.',
  added: 'Reading saved.',
  corrected: 'Correction saved.',
  rangesSaved: 'Normal ranges saved.',
} as const;

/** '… must be between 0 and 100 %.', in the units the person sees. */
export function outOfRangeMessage(measure: HealthMeasure, units: UnitSystem): string {
  const { label, min, max } = HEALTH_MEASURE_INFO[measure];
  const d = (v: number) => displayValue(measure, v, units);
  return `${label} must be between ${d(min)} and ${d(max)} ${unitOf(measure, units)}.`;
}

const measureShape = Object.fromEntries(HEALTH_MEASURES.map((m) => [m, z.number().finite().nullish()])) as {
  [K in HealthMeasure]: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
};

/** A reading staff add (metric values; the form converts what was typed). Checked by checkHealthReading. */
export const healthReadingInputSchema = z.object({
  ...measureShape,
  /** ISO 8601; now when not given. */
  timestamp: z.iso.datetime({ offset: true }).nullish(),
  note: z.string().max(10_000).nullish(),
});
export type HealthReadingInput = z.infer<typeof healthReadingInputSchema>;

/** A correction: the whole reading as it should have been, and why. */
export const healthCorrectionInputSchema = healthReadingInputSchema.extend({
  reason: z.string().max(10_000).nullish(),
});
export type HealthCorrectionInput = z.infer<typeof healthCorrectionInputSchema>;

/**
 * The first rule a reading breaks, as the message shown on its field (`field` names it), or null. The same
 * function runs in the form (in the facility's units) and on the server (which answers 400 with it).
 */
export function checkHealthReading(
  input: HealthCorrectionInput,
  units: UnitSystem,
  now: Date,
  options: { correction?: boolean } = {},
): { field: HealthMeasure | 'timestamp' | 'note' | 'reason'; message: string } | null {
  const given = HEALTH_MEASURES.filter((m) => input[m] != null);
  if (given.length === 0 && !input.note?.trim()) return { field: 'note', message: HEALTH_MESSAGES.empty };
  for (const m of given) {
    const value = input[m] as number;
    const { min, max } = HEALTH_MEASURE_INFO[m];
    if (value < min || value > max) return { field: m, message: outOfRangeMessage(m, units) };
  }
  if (input.timestamp && Date.parse(input.timestamp) > now.getTime() + 60_000)
    return { field: 'timestamp', message: HEALTH_MESSAGES.future };
  if ((input.note ?? '').length > 1000) return { field: 'note', message: HEALTH_MESSAGES.noteTooLong };
  if (options.correction && !input.reason?.trim())
    return { field: 'reason', message: HEALTH_MESSAGES.reasonMissing };
  return null;
}

const metricValues = Object.fromEntries(HEALTH_MEASURES.map((m) => [m, z.number().nullable()])) as {
  [K in HealthMeasure]: z.ZodNullable<z.ZodNumber>;
};

/** One stored reading as the API returns it (metric). */
export const healthReadingSchema = z.object({
  id: rowId,
  timestamp: z.string(),
  ...metricValues,
  note: rowText,
  /** Who entered it: staff, or the resident's tablet (or a device connected to it). */
  source: z.enum(['staff', 'tablet']),
  /** The staff member's name, or the tablet's device name. */
  recorded_by: rowText,
  /** The reading this one corrects, and why. */
  supersedes: rowId.nullable(),
  correction_reason: rowText,
  /** True when a later reading corrects this one (it is kept, but no longer counts). */
  superseded: z.boolean(),
});
export type HealthReading = z.infer<typeof healthReadingSchema>;

/** Where a value sits against the resident's normal range; said in words beside the colour. */
export const HEALTH_FLAGS = ['low', 'high'] as const;
export type HealthFlag = (typeof HEALTH_FLAGS)[number];

export const normalRangeSchema = z.object({
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** True when staff set it for this resident; false: the measure's default. */
  custom: z.boolean(),
});
export type NormalRange = z.infer<typeof normalRangeSchema>;

/** The value a measure is flagged against, or null. */
export function flagOf(
  value: number | null,
  range: { low: number | null; high: number | null },
): HealthFlag | null {
  if (value == null) return null;
  if (range.low != null && value < range.low) return 'low';
  if (range.high != null && value > range.high) return 'high';
  return null;
}

const latestShape = z.object({
  value: z.number(),
  timestamp: z.string(),
  /** The value before it, for the trend; null when this is the first. */
  previous: z.number().nullable(),
  flag: z.enum(HEALTH_FLAGS).nullable(),
});
export type LatestValue = z.infer<typeof latestShape>;

/** The Health panel: each measure's latest current value and range, and the latest notes. */
export const healthSummarySchema = z.object({
  units: z.enum(UNIT_SYSTEMS),
  ranges: z.object(
    Object.fromEntries(HEALTH_MEASURES.map((m) => [m, normalRangeSchema])) as {
      [K in HealthMeasure]: typeof normalRangeSchema;
    },
  ),
  latest: z.object(
    Object.fromEntries(HEALTH_MEASURES.map((m) => [m, latestShape.nullable()])) as {
      [K in HealthMeasure]: z.ZodNullable<typeof latestShape>;
    },
  ),
  /** The ten newest current readings that carry a note. */
  notes: z.array(healthReadingSchema),
  /** Current readings in all. */
  total: z.int().nonnegative(),
});
export type HealthSummary = z.infer<typeof healthSummarySchema>;

export const HEALTH_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type HealthRange = (typeof HEALTH_RANGES)[number];
export const HEALTH_RANGE_DAYS: Record<HealthRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

/** At most this many points per chart: a longer range is averaged into this many equal time buckets. */
export const HEALTH_CHART_POINTS = 200;

/** The charts' readings: a range ending now (or at `to`). */
export const healthSeriesQuerySchema = z.object({
  range: z.enum(HEALTH_RANGES).default('30d'),
  to: z.iso.datetime({ offset: true }).optional(),
});

/** One chart point: a reading, or the average of the readings in one time bucket. */
export const healthPointSchema = z.object({
  /** The reading's time, or the mean time of the bucket's readings. */
  timestamp: z.string(),
  ...metricValues,
  /** Readings averaged into this point (1: a reading as taken). */
  count: z.int().positive(),
});
export type HealthPoint = z.infer<typeof healthPointSchema>;

export const healthSeriesSchema = z.object({
  units: z.enum(UNIT_SYSTEMS),
  from: z.string(),
  to: z.string(),
  /** True when points are bucket averages (more readings than HEALTH_CHART_POINTS in the range). */
  downsampled: z.boolean(),
  /** Current readings in the range. */
  readings: z.int().nonnegative(),
  points: z.array(healthPointSchema),
});
export type HealthSeries = z.infer<typeof healthSeriesSchema>;

/** Every reading, corrections and the corrected included, newest first (the history table). */
export const healthHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export const healthHistoryPageSchema = z.object({
  items: z.array(healthReadingSchema),
  total: z.int().nonnegative(),
});
export type HealthHistoryPage = z.infer<typeof healthHistoryPageSchema>;

/** Normal ranges staff set for one resident (metric); a null measure goes back to its default. */
export const healthRangesInputSchema = z.object(
  Object.fromEntries(
    HEALTH_MEASURES.map((m) => [
      m,
      z.object({ low: z.number().finite().nullable(), high: z.number().finite().nullable() }).nullish(),
    ]),
  ) as {
    [K in HealthMeasure]: z.ZodOptional<
      z.ZodNullable<z.ZodObject<{ low: z.ZodNullable<z.ZodNumber>; high: z.ZodNullable<z.ZodNumber> }>>
    >;
  },
);
export type HealthRangesInput = z.infer<typeof healthRangesInputSchema>;

/** The first rule a set of ranges breaks, or null: each end within what may be recorded, low below high. */
export function checkHealthRanges(
  input: HealthRangesInput,
  units: UnitSystem,
): { field: HealthMeasure; message: string } | null {
  for (const m of HEALTH_MEASURES) {
    const range = input[m];
    if (!range) continue;
    const { min, max } = HEALTH_MEASURE_INFO[m];
    for (const end of [range.low, range.high])
      if (end != null && (end < min || end > max)) return { field: m, message: outOfRangeMessage(m, units) };
    if (range.low != null && range.high != null && range.low >= range.high)
      return { field: m, message: HEALTH_MESSAGES.rangeOrder };
  }
  return null;
}

/** /residents/:user_id/health/readings/:reading_id */
export const healthReadingParams = z.object({ user_id: idText, reading_id: idText });
