import { z } from 'zod';
import { rowId, rowText } from './fields';

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'command', 'sign-in', 'sign-out'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

// Append-only: the application never updates or deletes an audit row.
export const auditEntrySchema = z.object({
  audit_id: rowId,
  /** ISO timestamp. */
  at: z.string(),
  actor_user_id: rowId.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** The API resource name, e.g. 'newspapers'. */
  resource: z.string(),
  resource_id: rowText,
  group_id: rowId.nullable(),
  resident_user_id: rowId.nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
