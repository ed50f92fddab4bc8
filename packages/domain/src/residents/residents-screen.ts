import { z } from 'zod';
import { CHECK_IN_LOG_STATUSES } from './check-ins';
import { RESIDENTS_PER_PAGE } from '../shared/paging';
import { COMMAND_STATES } from '../tablets/command';
import { idText, inText, rowId, rowText } from '../shared/fields';

// The residents screen (doc 2 §2.1, /users): its list, one resident's logs, chat and medical notes, the
// group actions and the header's notification lists. Paged, filtered and sorted by the database.

const CHECK_IN_VALUES = [0, 1, 2, 3] as const;
const checkInState = z.literal(CHECK_IN_VALUES);

/** A comma-separated query value as a list: `check_in=1,2`. */
const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z.array(item).max(4),
  );

export const RESIDENT_SORTS = ['name', 'facility', 'check_in', 'acorn_id'] as const;
export type ResidentSort = (typeof RESIDENT_SORTS)[number];

/** Which residents: search (name, Acorn id, room), a facility, check-in states. The list and group actions share it. */
export const residentsFilterSchema = z.object({
  q: z.string().max(200).nullish(),
  facility_id: rowId.nullish(),
  check_in: z.array(checkInState).max(4).nullish(),
});
export type ResidentsFilter = z.infer<typeof residentsFilterSchema>;

export const residentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().pipe(z.literal(RESIDENTS_PER_PAGE)).default(RESIDENTS_PER_PAGE),
  q: z.string().max(200).optional(),
  facility_id: idText.optional(),
  check_in: csv(z.coerce.number().pipe(checkInState)).optional(),
  sort: z.enum(RESIDENT_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ResidentsQuery = z.infer<typeof residentsQuerySchema>;

/** One row of the residents list: who, where, their check-in state and what waits for staff. */
export const residentRowSchema = z.object({
  user_id: rowId,
  firstname: rowText,
  surname: rowText,
  acorn_id: rowText,
  email: rowText,
  /** Room or location within the facility. */
  location: rowText,
  facility_id: rowId.nullable(),
  facility_name: rowText,
  group_id: rowId,
  check_in: checkInState,
  /** Whether a tablet is enrolled for the resident (commands need one). */
  has_tablet: z.boolean(),
  is_connected: z.boolean(),
  last_seen: rowText,
  unread_messages: z.int().nonnegative(),
  call_requests: z.int().nonnegative(),
});
export type ResidentRow = z.infer<typeof residentRowSchema>;

export const checkInCountsSchema = z.object({
  default: z.int().nonnegative(),
  pending: z.int().nonnegative(),
  failed: z.int().nonnegative(),
  success: z.int().nonnegative(),
});
export type CheckInCounts = z.infer<typeof checkInCountsSchema>;

export const residentsPageSchema = z.object({
  items: z.array(residentRowSchema),
  /** Residents matching every filter, over all pages. */
  total: z.int().nonnegative(),
  /** Per check-in state among those matching every filter but the check-in one. */
  check_in_counts: checkInCountsSchema,
  /** The facilities of the user's scope, for the Facility filter, with their resident counts. */
  facilities: z.array(z.object({ facility_id: rowId, name: z.string(), residents: z.int().nonnegative() })),
});
export type ResidentsPage = z.infer<typeof residentsPageSchema>;

/** Page through a log, newest first. */
export const logQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const checkInLogPageSchema = z.object({
  items: z.array(
    z.object({
      id: rowId,
      check_in_time: z.string(),
      response_time: rowText,
      status: z.enum(CHECK_IN_LOG_STATUSES),
      /** The staff member who sent it; null for one sent before names were kept. */
      sent_by: rowText,
    }),
  ),
  total: z.int().nonnegative(),
});
export type CheckInLogPage = z.infer<typeof checkInLogPageSchema>;

export const CALL_STATUSES = ['answered', 'missed', 'requested'] as const;

export const callLogPageSchema = z.object({
  items: z.array(
    z.object({
      id: rowId,
      name: z.string(),
      isOutgoing: z.boolean(),
      date: z.string(),
      /** Seconds; 0 for a missed call or a request. */
      duration: z.int().nonnegative(),
      note: rowText,
      status: z.enum(CALL_STATUSES),
    }),
  ),
  total: z.int().nonnegative(),
});
export type CallLogPage = z.infer<typeof callLogPageSchema>;

/** Older chat messages than `before` (a message id), newest `limit` of them. */
export const chatQuerySchema = z.object({
  before: idText.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const chatMessageSchema = z.object({
  message_id: rowId,
  sender: z.enum(['staff', 'resident']),
  /** The staff member's name for staff messages; null for the resident's. */
  sender_name: rowText,
  message: z.string(),
  created_at: z.string(),
  /** Staff message: when the tablet showed it. Resident message: when staff read it. */
  read_at: rowText,
  /** A staff message's command state (sent, delivered…); null for the resident's. */
  state: z.enum(COMMAND_STATES).nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatPageSchema = z.object({
  /** Oldest first, as the chat shows them. */
  items: z.array(chatMessageSchema),
  /** Whether older messages exist before the first one here. */
  has_more: z.boolean(),
});
export type ChatPage = z.infer<typeof chatPageSchema>;

/** One staff message to one resident (the spec's 1–85 characters are checked by validateMessage). */
export const chatSendSchema = z.object({ message: inText });
export const chatSentSchema = z.object({ message: z.string(), item: chatMessageSchema });

/** Marks the resident's messages read up to and including this one. */
export const chatReadSchema = z.object({ up_to: rowId });
export const chatReadResultSchema = z.object({ marked: z.int().nonnegative() });

const noteText = z.string().max(4_000).nullish();

/** A resident's medical information: read and changed by roles 1 and 2, each read and change audited. */
export const medicalNotesSchema = z.object({
  conditions: rowText,
  allergies: rowText,
  medications: rowText,
  doctor_contact: rowText,
  /** Changes with every save; a save naming an older version is refused (409), not silently merged. */
  version: z.int().nonnegative(),
  updated_at: rowText,
  updated_by: rowText,
});
export type MedicalNotes = z.infer<typeof medicalNotesSchema>;

export const medicalNotesInputSchema = z.object({
  conditions: noteText,
  allergies: noteText,
  medications: noteText,
  doctor_contact: noteText,
  version: z.int().nonnegative(),
});
export type MedicalNotesInput = z.infer<typeof medicalNotesInputSchema>;

/**
 * A group Message or Check-In from the residents screen: the selected residents, or every resident matching
 * the list's filters. dry_run answers who would be asked, and sends nothing.
 */
export const residentsCommandSchema = z.object({
  action: z.enum(['message', 'check_in']),
  message: inText,
  user_ids: z.array(rowId).max(100_000).nullish(),
  filter: residentsFilterSchema.nullish(),
  dry_run: z.boolean().default(false),
});
export type ResidentsCommand = z.infer<typeof residentsCommandSchema>;

export const residentsCommandResultSchema = z.object({
  message: z.string(),
  /** Residents the request named. */
  targeted: z.int().nonnegative(),
  /** Tablets a command went to (or would go to, on a dry run). */
  sent: z.int().nonnegative(),
  /** Named but not asked: a check-in to a resident already Pending (never asked twice), Failed or Success. */
  skipped: z.int().nonnegative(),
  /** Named but without a tablet. */
  refused: z.int().nonnegative(),
  /** The commands sent, whose delivery the screen follows live. */
  commands: z.array(z.object({ command_id: rowId, user_id: rowId, state: z.enum(COMMAND_STATES) })),
});
export type ResidentsCommandResult = z.infer<typeof residentsCommandResultSchema>;

export const NOTIFICATION_KINDS = ['missed_check_in', 'call_request', 'message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationItemSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  /** The check-in log row, call log row or message it is about. */
  id: rowId,
  user_id: rowId,
  resident_name: z.string(),
  at: z.string(),
  /** A message's first words; null for the others. */
  text: rowText,
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** The header popover: each list newest first, at most 20 items each (the counts say how many in all). */
export const notificationItemsSchema = z.object({
  missed_check_ins: z.array(notificationItemSchema),
  call_requests: z.array(notificationItemSchema),
  messages: z.array(notificationItemSchema),
});
export type NotificationItems = z.infer<typeof notificationItemsSchema>;

/** Opening an item clears it for the whole group. */
export const acknowledgeSchema = z.object({ kind: z.enum(NOTIFICATION_KINDS), id: rowId });
