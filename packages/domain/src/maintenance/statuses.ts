export const MAINTENANCE_STATUSES = ['Pending', 'In-Progress', 'Done', 'Delayed'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

export const MAINTENANCE_STATUS_COLOURS: Record<MaintenanceStatus, string> = {
  Pending: 'orange',
  'In-Progress': 'blue',
  Done: 'green',
  Delayed: 'grey',
};

export const MAINTENANCE_PRIORITIES = [1, 2, 3] as const;

/**
 * How a recurring job repeats: when one occurrence is marked Done, the server opens the next (status
 * Pending) one week or one calendar month after its start date (from the day it was done, when it had
 * none). Each occurrence opens at most one next one.
 */
export const MAINTENANCE_RECURRENCES = ['weekly', 'monthly'] as const;
export type MaintenanceRecurrence = (typeof MAINTENANCE_RECURRENCES)[number];
/**
 * Said after the spec's success message when marking a recurring job Done opened its next occurrence.
 * Here, beside the rule, rather than with the entity's schemas: the browser's tables need no zod for it.
 */
export const nextOccurrenceSentence = (formattedDate: string) =>
  `The next occurrence opens on ${formattedDate}.`;
/** A recurring job saved without saying how often repeats monthly. */
export const DEFAULT_RECURRENCE: MaintenanceRecurrence = 'monthly';

/**
 * What a job's recurrence is saved as: as given when it recurs, monthly when it recurs without saying how
 * often, and none when it does not recur.
 */
export function savedRecurrence(row: {
  is_recurring?: boolean | null;
  recurrence?: MaintenanceRecurrence | null;
}): MaintenanceRecurrence | null {
  return row.is_recurring ? (row.recurrence ?? DEFAULT_RECURRENCE) : null;
}
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];

/** A user admitted to maintenance only through role 8 may change only these fields, never add or delete. */
export const JOBS_EDITABLE_FIELDS = ['notes', 'cost', 'status', 'start_date'] as const;
