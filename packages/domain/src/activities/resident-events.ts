import { z } from 'zod';
import { ACTIVITY_CATEGORIES } from './categories';
import { idText, rowId, rowText } from '../shared/fields';
import { COMMAND_STATES } from '../tablets/command';

// The Activities panel (doc 2 §2.1; issue 18): the public events that reach one resident — their group's,
// for everyone ('All') or their facility's county, and for the whole group or their facility — past and
// coming, with what the resident said they would do and what staff saw them do.

/** What staff record after an event has started. */
export const ATTENDANCE_STATUSES = ['attended', 'declined', 'absent'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** The resident's answer to an invitation, from their tablet (an event_invite command's outcome). */
export const EVENT_ANSWERS = ['going', 'not_going'] as const;
export type EventAnswer = (typeof EVENT_ANSWERS)[number];

export const RESIDENT_EVENT_WHEN = ['coming', 'past'] as const;

/** Coming: soonest first, from events still running. Past: most recent first. */
export const residentEventsQuerySchema = z.object({
  when: z.enum(RESIDENT_EVENT_WHEN).default('coming'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export type ResidentEventsQuery = z.infer<typeof residentEventsQuerySchema>;

export const residentEventSchema = z.object({
  public_event_id: rowId,
  title: z.string(),
  location: z.string(),
  category: z.enum(ACTIVITY_CATEGORIES).nullable(),
  start_time: z.string(),
  end_time: z.string(),
  /** Staff's record, for an event that has started; null until marked. */
  attendance: z.enum(ATTENDANCE_STATUSES).nullable(),
  /** Who marked it and when. */
  marked_by: rowText,
  marked_at: rowText,
  /** The resident's answer to the latest invitation; null until they answer. */
  answer: z.enum(EVENT_ANSWERS).nullable(),
  answered_at: rowText,
  /** The latest invitation's command state (sent, delivered, done…); null when never invited. */
  invite_state: z.enum(COMMAND_STATES).nullable(),
});
export type ResidentEvent = z.infer<typeof residentEventSchema>;

export const residentEventsPageSchema = z.object({
  items: z.array(residentEventSchema),
  total: z.int().nonnegative(),
});
export type ResidentEventsPage = z.infer<typeof residentEventsPageSchema>;

export const attendanceInputSchema = z.object({
  /** null clears a mark made in error. */
  attendance: z.enum(ATTENDANCE_STATUSES).nullable(),
});
export type AttendanceInput = z.infer<typeof attendanceInputSchema>;

export const RESIDENT_EVENT_MESSAGES = {
  notStarted: 'Attendance can be marked once the activity has started.',
  over: 'This activity has already started; invitations are for coming activities.',
  marked: 'Attendance saved.',
  cleared: 'Attendance cleared.',
  invited: 'Invitation sent to the resident’s tablet.',
  notFound: 'This activity does not reach the resident.',
} as const;

/** /residents/:user_id/events/:event_id */
export const residentEventParams = z.object({ user_id: idText, event_id: idText });

/** What an event_invite command carries to the tablet; it answers with an ack whose `answer` is set. */
export const eventInvitePayloadSchema = z.object({
  public_event_id: rowId,
  title: z.string(),
  location: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});
export type EventInvitePayload = z.infer<typeof eventInvitePayloadSchema>;

/** POST …/events/:event_id/invite answers 202 with the one command stored (as the check-in's commands do). */
export const eventInviteResultSchema = z.object({
  message: z.string(),
  command_id: rowId,
  state: z.enum(COMMAND_STATES),
});
export type EventInviteResult = z.infer<typeof eventInviteResultSchema>;
