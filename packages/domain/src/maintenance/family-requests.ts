import { z } from 'zod';
import { MAINTENANCE_STATUSES } from './statuses';
import { isEmpty } from '../shared/empty';
import { rowId, rowText } from '../shared/fields';

// Maintenance Request (/family-maintenance-request, issue 20; spec doc 2 §2.6): a family member asks the
// care home for a job in their resident's room, with a photo if they like and whether staff may let
// themselves in with a key. The request is a maintenance job (Pending) on the staff's /maintenance table.

/** May staff let themselves in with a key when nobody answers? The spec's three answers, in its order. */
export const KEY_ENTRY_PERMISSIONS = ['Yes', 'No', 'Not Applicable'] as const;
export type KeyEntryPermission = (typeof KEY_ENTRY_PERMISSIONS)[number];

/** The question the form asks beside the choice, in one line. */
export const KEY_ENTRY_QUESTION = 'May staff let themselves in with a key when nobody answers?';

export const FAMILY_MAINTENANCE_LIMITS = { title: 200, description: 2000 } as const;

// The spec gives the form no messages; these follow its 'X cannot be empty.' pattern.
export const FAMILY_MAINTENANCE_MESSAGES = {
  titleMissing: 'Job title cannot be empty.',
  titleTooLong: `Job title can be at most ${FAMILY_MAINTENANCE_LIMITS.title} characters.`,
  descriptionMissing: 'Description cannot be empty.',
  descriptionTooLong: 'Description can be at most 2,000 characters.',
  keyEntryMissing: 'Key entry permission cannot be empty. Choose Yes, No or Not Applicable.',
  sent: 'Maintenance request sent.',
  sendFailed: 'Failed to send the maintenance request.',
  noPhoto: 'This request has no photo.',
} as const;

/** The form's fields as typed (multipart fields are text; a choice not made is ''). */
export const familyMaintenanceInputSchema = z.object({
  title: z.string(),
  description: z.string(),
  key_entry_permission: z.string(),
});
export type FamilyMaintenanceInput = z.infer<typeof familyMaintenanceInputSchema>;

type Field = keyof FamilyMaintenanceInput;

/**
 * The form's rules in its order (title, description, key entry); the first failure is shown on its field,
 * and the server answers it as a 400. Missing fields count as empty.
 */
export function validateFamilyMaintenance(
  input: Partial<Record<Field, unknown>>,
): { field: Field; message: string } | null {
  const M = FAMILY_MAINTENANCE_MESSAGES;
  const text = (field: Field) => (typeof input[field] === 'string' ? (input[field] as string) : '');
  if (isEmpty(input.title)) return { field: 'title', message: M.titleMissing };
  if (text('title').trim().length > FAMILY_MAINTENANCE_LIMITS.title)
    return { field: 'title', message: M.titleTooLong };
  if (isEmpty(input.description)) return { field: 'description', message: M.descriptionMissing };
  if (text('description').trim().length > FAMILY_MAINTENANCE_LIMITS.description)
    return { field: 'description', message: M.descriptionTooLong };
  if (!(KEY_ENTRY_PERMISSIONS as readonly string[]).includes(text('key_entry_permission')))
    return { field: 'key_entry_permission', message: M.keyEntryMissing };
  return null;
}

/** A request as the family member who made it sees it: what they asked, and where the job stands. */
export const familyMaintenanceRequestSchema = z.object({
  maintenance_id: rowId,
  title: rowText,
  description: rowText,
  key_entry_permission: rowText,
  status: z.enum(MAINTENANCE_STATUSES),
  /** ISO 8601: when it was asked for, first answered (In-Progress or Delayed), done. */
  created_at: z.string(),
  responded_at: rowText,
  completed_at: rowText,
  has_photo: z.boolean(),
});
export type FamilyMaintenanceRequest = z.infer<typeof familyMaintenanceRequestSchema>;

export const familyMaintenanceRequestsSchema = z.object({
  items: z.array(familyMaintenanceRequestSchema),
});

export const familyMaintenanceCreatedSchema = z.object({
  message: z.string(),
  request: familyMaintenanceRequestSchema,
});
