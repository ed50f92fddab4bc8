import type { FamilyHealthSummary, FamilyHealthValue } from '@acorn/domain/family';
import {
  HEALTH_MEASURE_INFO,
  HEALTH_MEASURES,
  displayValue,
  flagOf,
  flagText,
  unitOf,
  valueText,
  type HealthMeasure,
  type NormalRange,
  type UnitSystem,
} from '@acorn/domain/health';
import { sql, type SQL } from 'drizzle-orm';
import { currentOf, measuresJson, r, readings } from '../residents/health/health-sql.js';
import { rangeJson } from '../residents/health/health-summary.js';
import { isoSql } from '../../lib/iso-sql.js';
import { localJson } from './family-clock.js';

const resident = sql`resident.user_id`;

/**
 * A measure's newest current reading (of the week, with `within`) and when it was on the care home's
 * clock; the reading's note is never read: a family member gets values, not staff's words.
 */
const latestJson = (m: HealthMeasure, within?: SQL): SQL => sql`(select json_build_object(
    'value', ${r[m]}, 'at', ${isoSql(r.timestamp)}, ${localJson(r.timestamp)})
  from ${readings} where ${currentOf(resident)} and ${r[m]} is not null ${within ? sql`and ${within}` : sql``}
  order by ${r.timestamp} desc, ${r.id} desc limit 1)`;

/**
 * Each measure's latest value and the resident's normal range, as JSON for healthValues, about the CTEs
 * `resident` and `place` (family-clock.ts). One subquery per measure, each on the resident's readings index.
 */
export const healthValuesJson = (within?: SQL): SQL => sql`json_build_object(
    'units', (select units from place),
    'ranges', json_build_object(${measuresJson((m) => rangeJson(resident, m))}),
    'latest', json_build_object(${measuresJson((m) => latestJson(m, within))}))`;

export interface HealthValuesRow {
  units: UnitSystem;
  ranges: Record<HealthMeasure, NormalRange>;
  latest: Record<HealthMeasure, { value: number; at: string; day: string; time: string } | null>;
}

/** The measures with a value, in the Health panel's order, in the care home's units and flagged. */
export function healthValues(row: HealthValuesRow): FamilyHealthValue[] {
  return HEALTH_MEASURES.flatMap((measure) => {
    const latest = row.latest[measure];
    if (!latest) return [];
    const range = row.ranges[measure];
    const shown = (v: number | null) => (v == null ? null : displayValue(measure, v, row.units));
    const flag = flagOf(latest.value, range);
    return [
      {
        measure,
        label: HEALTH_MEASURE_INFO[measure].label,
        value: displayValue(measure, latest.value, row.units),
        unit: unitOf(measure, row.units),
        at: latest.at,
        day: latest.day,
        time: latest.time,
        flag,
        low: shown(range.low),
        high: shown(range.high),
        value_text: valueText(measure, latest.value, row.units),
        flag_text: flagText(measure, flag, range, row.units),
      },
    ];
  });
}

export const healthSummaryOf = (row: HealthValuesRow): FamilyHealthSummary => ({
  units: row.units,
  items: healthValues(row),
});
