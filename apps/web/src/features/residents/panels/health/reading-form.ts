import {
  checkHealthReading,
  displayValue,
  HEALTH_MEASURES,
  metricValue,
  outOfRangeMessage,
  type HealthCorrectionInput,
  type HealthMeasure,
  type HealthReading,
  type UnitSystem,
} from '@acorn/domain/health';
import dayjs from 'dayjs';

// The Add reading / Correct form as typed (text, in the facility's units) and as sent (numbers, metric).

export type ReadingField = HealthMeasure | 'timestamp' | 'note' | 'reason';
export type Draft = Record<ReadingField, string>;
export interface FieldProblem {
  field: ReadingField;
  message: string;
}

/** What a datetime-local input holds: local time to the minute. */
const LOCAL = 'YYYY-MM-DDTHH:mm';

/** A new reading: every measure empty, taken now. */
export function emptyDraft(now: Date): Draft {
  const blank = Object.fromEntries(HEALTH_MEASURES.map((m) => [m, ''])) as Record<HealthMeasure, string>;
  return { ...blank, timestamp: dayjs(now).format(LOCAL), note: '', reason: '' };
}

/** A correction starts from the reading as it was, shown as the facility reads it; the reason is new. */
export function draftOf(reading: HealthReading, units: UnitSystem): Draft {
  const values = Object.fromEntries(
    HEALTH_MEASURES.map((m) => [m, reading[m] == null ? '' : String(displayValue(m, reading[m], units))]),
  ) as Record<HealthMeasure, string>;
  return {
    ...values,
    timestamp: dayjs(reading.timestamp).format(LOCAL),
    note: reading.note ?? '',
    reason: '',
  };
}

/** What is sent: typed values back in metric, the local time as an instant, empty boxes left out. */
export function inputOf(draft: Draft, units: UnitSystem): HealthCorrectionInput {
  const values = Object.fromEntries(
    HEALTH_MEASURES.map((m) => {
      const typed = draft[m].trim().replace(',', '.');
      return [m, typed === '' ? null : metricValue(m, Number(typed), units)];
    }),
  ) as Record<HealthMeasure, number | null>;
  const taken = dayjs(draft.timestamp);
  return {
    ...values,
    timestamp: draft.timestamp && taken.isValid() ? taken.toISOString() : null,
    note: draft.note.trim() || null,
    ...(draft.reason.trim() && { reason: draft.reason.trim() }),
  };
}

/**
 * The first problem of the form, as the server would say it: a box holding no number is out of its range
 * (the domain's message says what may be typed), then the domain's checks in their order.
 */
export function problemOf(
  draft: Draft,
  units: UnitSystem,
  now: Date,
  correction: boolean,
): FieldProblem | null {
  const input = inputOf(draft, units);
  const notANumber = HEALTH_MEASURES.find((m) => Number.isNaN(input[m]));
  if (notANumber) return { field: notANumber, message: outOfRangeMessage(notANumber, units) };
  return checkHealthReading(input, units, now, { correction });
}

const READING_FIELDS: readonly string[] = [...HEALTH_MEASURES, 'timestamp', 'note', 'reason'];

/** The form's field a server's refusal names (its `field`), or null when it names none of them. */
export function readingFieldOf(field: string | undefined): ReadingField | null {
  return field && READING_FIELDS.includes(field) ? (field as ReadingField) : null;
}
