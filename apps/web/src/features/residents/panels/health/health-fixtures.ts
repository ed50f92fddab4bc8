import {
  HEALTH_MEASURE_INFO,
  HEALTH_MEASURES,
  type HealthMeasure,
  type HealthPoint,
  type HealthReading,
  type HealthSeries,
  type HealthSummary,
  type LatestValue,
  type UnitSystem,
} from '@acorn/domain/health';

// The Health panel tests' answers, as the server would give them for Mary Smith (resident 12).

export const MARY_HEALTH = '/v1/acorn/residents/12/health';

const each = <T>(value: (m: HealthMeasure) => T) =>
  Object.fromEntries(HEALTH_MEASURES.map((m) => [m, value(m)])) as Record<HealthMeasure, T>;

/** A summary with the default ranges and only the latest values given. */
export const summary = (
  latest: Partial<Record<HealthMeasure, LatestValue>>,
  extra: Partial<HealthSummary> = {},
): HealthSummary => ({
  units: 'metric',
  ranges: each((m) => ({ ...HEALTH_MEASURE_INFO[m].normal, custom: false })),
  latest: each((m) => latest[m] ?? null),
  notes: [],
  total: Object.keys(latest).length,
  ...extra,
});

export const latest = (
  value: number,
  previous: number | null,
  flag: LatestValue['flag'] = null,
): LatestValue => ({
  value,
  previous,
  flag,
  timestamp: '2026-11-20T09:30:00.000Z',
});

export const reading = (id: number, extra: Partial<HealthReading> = {}): HealthReading => ({
  id,
  timestamp: '2026-11-20T09:30:00.000Z',
  ...each(() => null),
  note: null,
  source: 'staff',
  recorded_by: 'Sam Staff',
  supersedes: null,
  correction_reason: null,
  superseded: false,
  ...extra,
});

export const point = (
  day: number,
  values: Partial<Record<HealthMeasure, number>>,
  count = 1,
): HealthPoint => ({
  timestamp: new Date(Date.UTC(2026, 10, day, 9)).toISOString(),
  ...each((m) => values[m] ?? null),
  count,
});

export const series = (
  points: HealthPoint[],
  units: UnitSystem = 'metric',
  downsampled = false,
): HealthSeries => ({
  units,
  from: '2026-10-21T09:30:00.000Z',
  to: '2026-11-20T09:30:00.000Z',
  downsampled,
  readings: points.reduce((n, p) => n + p.count, 0),
  points,
});
