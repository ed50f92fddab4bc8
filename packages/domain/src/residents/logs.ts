import { z } from 'zod';
import { CHECK_IN_LOG_STATUSES } from './check-ins';
import { extraId, rowText } from '../shared/fields';

export const checkInLogEntrySchema = z.object({
  id: extraId,
  user_id: extraId,
  /** ISO timestamp the check-in was sent. */
  check_in_time: z.string(),
  /** ISO timestamp the resident answered; null while pending or when it failed. */
  response_time: rowText,
  status: z.enum(CHECK_IN_LOG_STATUSES),
});
export type CheckInLogEntry = z.infer<typeof checkInLogEntrySchema>;

export const callLogEntrySchema = z.object({
  id: extraId,
  user_id: extraId,
  name: z.string(),
  isOutgoing: z.boolean(),
  /** ISO timestamp. */
  date: z.string(),
  /** Seconds. */
  duration: z.number().nonnegative(),
  note: rowText,
});
export type CallLogEntry = z.infer<typeof callLogEntrySchema>;
