import type { HealthPayload } from '@acorn/domain/tablet-link';

/** A value between low and high, rounded to `decimals` places. */
const between = (low: number, high: number, decimals = 0) =>
  Number((low + Math.random() * (high - low)).toFixed(decimals));

/**
 * A morning reading as an older resident's devices take it: a blood-pressure cuff (which also counts the
 * pulse), a finger oximeter and a thermometer, within the ranges usual at that age.
 */
export function plausibleHealthReading(): HealthPayload {
  return {
    sys: between(120, 150),
    dia: between(70, 90),
    bpm: between(60, 90),
    oximeter: between(93, 99),
    temperature: between(36.2, 37.4, 1),
    device: 'Omron M3',
  };
}
