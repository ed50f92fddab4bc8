import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../shared/paging';
import { AUDIT_ACTIONS, AUDIT_SORTS } from './constants';
import { idText, rowId, rowText } from '../shared/fields';

/** The audit viewer's query (role 1): paged, sorted and filtered in the database. */
export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().pipe(z.literal(PAGE_SIZES)).default(DEFAULT_PAGE_SIZE),
  sort: z.enum(AUDIT_SORTS).default('at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** The portal user who acted. */
  actor_user_id: idText.optional(),
  /** The resident the row is about. */
  resident_id: idText.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** From this instant on (inclusive) … */
  from: z.iso.datetime({ offset: true }).optional(),
  /** … up to this instant (exclusive). */
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
export const auditLogExportQuerySchema = auditLogQuerySchema.omit({ page: true, page_size: true });

/** One audit row as the viewer shows it: people and residents by name, beside their ids. */
export const auditLogEntrySchema = z.object({
  id: rowId,
  /** ISO timestamp. */
  at: z.string(),
  actor_user_id: rowId.nullable(),
  /** The actor's name as their account has it now; null for a sign-in by an unknown address. */
  actor_name: rowText,
  actor_email: rowText,
  action: z.string(),
  /** What was written or looked at, e.g. 'medical_notes', 'acorn-users'. */
  entity: z.string(),
  entity_id: rowText,
  group_id: rowId.nullable(),
  group_title: rowText,
  resident_id: rowId.nullable(),
  /**
   * The resident's name now; 'Erased resident #N' for a row written before the resident's erasure (their
   * name was never in the row, ADR 0040).
   */
  resident_name: rowText,
  ip: rowText,
  /** What changed, as the action recorded it: any JSON value, null when nothing was recorded. */
  changes: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export const auditLogPageSchema = z.object({
  items: z.array(auditLogEntrySchema),
  total: z.int().nonnegative(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** Erasing a resident's personal data (GDPR art. 17, role 1): the person's name typed again, deliberately. */
export const eraseInputSchema = z.object({ confirm_name: z.string().max(400) });
export type EraseInput = z.infer<typeof eraseInputSchema>;
