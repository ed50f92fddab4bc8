import { z } from 'zod';
import { idText, rowId, rowText } from '../shared/fields';
import { maintenanceInputSchema, maintenanceSchema } from './maintenance';

// Notes appended to a maintenance job (doc 2 §2.1 Add Note; issue 18): each timestamped, with its author,
// never changed or removed. The job's own `notes` field stays the spec's free text.

export const maintenanceNoteSchema = z.object({
  note_id: rowId,
  maintenance_id: rowId,
  body: z.string(),
  created_at: z.string(),
  /** The portal user's name as it was when they wrote it. */
  author: rowText,
});
export type MaintenanceNote = z.infer<typeof maintenanceNoteSchema>;

export const maintenanceNoteInputSchema = z.object({ body: z.string().max(10_000).nullish() });
export type MaintenanceNoteInput = z.infer<typeof maintenanceNoteInputSchema>;

export const maintenanceNotesSchema = z.object({ items: z.array(maintenanceNoteSchema) });
export type MaintenanceNotes = z.infer<typeof maintenanceNotesSchema>;

/** The answer to an added note: MAINTENANCE_NOTE_MESSAGES.added and the note as stored. */
export const maintenanceNoteAddedSchema = z.object({ message: z.string(), item: maintenanceNoteSchema });
export type MaintenanceNoteAdded = z.infer<typeof maintenanceNoteAddedSchema>;

/** /maintenances/:maintenance_id/notes */
export const maintenanceNoteParams = z.object({ maintenance_id: idText });

/** The Maintenance panel's tabs (doc 2 §2.1): open one-off jobs, recurring jobs not done, and done jobs. */
export const RESIDENT_MAINTENANCE_TABS = ['open', 'recurring', 'closed'] as const;
export type ResidentMaintenanceTab = (typeof RESIDENT_MAINTENANCE_TABS)[number];

export const residentMaintenancesQuerySchema = z.object({
  tab: z.enum(RESIDENT_MAINTENANCE_TABS).default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});

/** A job added from the panel: its resident, their name and group come from the resident it is added for. */
export const residentMaintenanceInputSchema = maintenanceInputSchema.omit({
  user_id: true,
  resident_name: true,
  group_id: true,
});
export type ResidentMaintenanceInput = z.infer<typeof residentMaintenanceInputSchema>;

/** A job as the panel lists it: the maintenance row and how many notes it has. */
export const residentMaintenanceSchema = maintenanceSchema.extend({ note_count: z.int().nonnegative() });
export const residentMaintenancesPageSchema = z.object({
  items: z.array(residentMaintenanceSchema),
  total: z.int().nonnegative(),
  /** Per tab, for the tabs' labels. */
  counts: z.object({
    open: z.int().nonnegative(),
    recurring: z.int().nonnegative(),
    closed: z.int().nonnegative(),
  }),
});
export type ResidentMaintenancesPage = z.infer<typeof residentMaintenancesPageSchema>;
