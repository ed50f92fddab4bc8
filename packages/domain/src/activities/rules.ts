import type { PublicEventInput } from './public-event';
import { firstFailure, requiredRules, type Rule } from '../shared/rules';

// The spec names the checks but gives no wording; these follow the style of its other messages.
export const ACTIVITY_MESSAGES = {
  title: 'Activity title cannot be empty.',
  location: 'Activity location cannot be empty.',
  description: 'Activity description cannot be empty.',
  start_time: 'Activity start date & time cannot be empty.',
  end_time: 'Activity end date & time cannot be empty.',
} as const;

export const ACTIVITY_START_ORDER = 'Start date & time must be in the future and before end date & time.';
export const ACTIVITY_END_ORDER = 'End date & time must be in the future and after start date & time.';
export const ACTIVITY_COUNTY_EMPTY = 'Activity county cannot be empty.';

/** Milliseconds since the epoch, or NaN when the value is not a date. */
function timeOf(value: string | null | undefined): number {
  return value ? new Date(value).getTime() : Number.NaN;
}

// Rules close over `now` so the browser and the server judge "the future" by their own clock.
export function activityRules(now: Date): readonly Rule<PublicEventInput>[] {
  const nowMs = now.getTime();
  const startOk = (i: Partial<PublicEventInput>): boolean => {
    const start = timeOf(i.start_time);
    const end = timeOf(i.end_time);
    // An unreadable end is judged by the end rule, so the start rule only compares when it can.
    return start > nowMs && (Number.isNaN(end) || start < end);
  };
  const endOk = (i: Partial<PublicEventInput>): boolean => {
    const end = timeOf(i.end_time);
    return end > nowMs && end > timeOf(i.start_time);
  };
  return [
    ...requiredRules<PublicEventInput>(ACTIVITY_MESSAGES),
    { field: 'start_time', message: ACTIVITY_START_ORDER, fails: (i) => !startOk(i) },
    { field: 'end_time', message: ACTIVITY_END_ORDER, fails: (i) => !endOk(i) },
    { field: 'county', message: ACTIVITY_COUNTY_EMPTY },
  ];
}

/** Add and update alike; `now` is the moment the future is measured from. */
export function validateActivity(input: Partial<PublicEventInput>, now: Date): string | null {
  return firstFailure(activityRules(now), input);
}
