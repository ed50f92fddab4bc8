import { z } from 'zod';
import { STATUS_FILTERS, USER_TYPE } from '../residents/users';
import { DEFAULT_COMMAND_TTL_SECONDS } from './actions';
import { rowId, rowText, inText } from '../shared/fields';

export const COMMAND_ACTIONS = [
  'message',
  'check_in',
  'reset_calendar',
  'reset_email',
  'reset_messages_auth',
  'reset',
  'update',
  /** An invitation to a coming activity; the tablet answers going or not going (issue 18). */
  'event_invite',
  /** A photo a family member shared, to show (or to take away); payload: PhotoCommandPayload (issue 20). */
  'photo',
  /** An app to install from the suggested apps; payload: InstallAppPayload (issue 20). */
  'install_app',
  /** The resident's coming appointments, whole each time; payload: CalendarPayload (issue 20). */
  'calendar',
] as const;
export type CommandAction = (typeof COMMAND_ACTIONS)[number];

// Commands are stored first (an outbox), then published; staff see each one's state.
export const COMMAND_STATES = ['queued', 'sent', 'delivered', 'done', 'failed', 'expired'] as const;
export type CommandState = (typeof COMMAND_STATES)[number];

export const commandSchema = z.object({
  command_id: rowId,
  user_id: rowId,
  action: z.enum(COMMAND_ACTIONS),
  payload: z.record(z.string(), z.unknown()),
  state: z.enum(COMMAND_STATES),
  /** ISO timestamps. */
  created_at: z.string(),
  expires_at: z.string(),
  sent_at: rowText,
  delivered_at: rowText,
  finished_at: rowText,
  /** What the tablet reported with done or failed. */
  detail: rowText,
  created_by: rowId.nullable(),
});
export type Command = z.infer<typeof commandSchema>;

/** Which tablets a command goes to, when not listed by user id: the tablets list's filters. */
export const tabletFilterSchema = z.object({
  q: z.string().max(200).nullish(),
  user_type: z.literal([USER_TYPE.COMPANION, USER_TYPE.TABLET_USER, USER_TYPE.UNASSIGNED_DEVICE]).nullish(),
  status: z.array(z.enum([...STATUS_FILTERS, 'offline'])).nullish(),
  group_id: z.array(rowId).nullish(),
  location: z.array(z.string()).nullish(),
  acorn_version: z.array(z.string()).nullish(),
});
export type TabletFilter = z.infer<typeof tabletFilterSchema>;

// An empty user_ids list reaches validateGroupMessage, which answers 'List is empty.'
/** Seconds a command may wait for an offline tablet; 28 days when not given. */
export const commandTtlSchema = z.int().min(60).max(DEFAULT_COMMAND_TTL_SECONDS).nullish();

const targets = {
  user_ids: z.array(rowId).max(100_000).nullish(),
  filter: tabletFilterSchema.nullish(),
  ttl: commandTtlSchema,
};

export const resetOptions = {
  isGmailReset: z.boolean().default(false),
  isPhotoReset: z.boolean().default(false),
  isContactReset: z.boolean().default(false),
  isApplicationReset: z.boolean().default(false),
};

export const commandInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('message'), message: inText, ...targets }),
  z.object({
    action: z.enum(['check_in', 'reset_calendar', 'reset_email', 'reset_messages_auth']),
    ...targets,
  }),
  z.object({ action: z.literal('reset'), ...resetOptions, ...targets }),
  z.object({ action: z.literal('update'), acorn_versions_id: rowId, ...targets }),
]);
export type CommandInput = z.infer<typeof commandInputSchema>;

/** Resets and resyncs are role 1's alone (doc 2 §2.3); messages, check-ins and updates are any staff's. */
export const ADMIN_ONLY_ACTIONS: readonly CommandAction[] = [
  'reset',
  'reset_calendar',
  'reset_email',
  'reset_messages_auth',
];

/** The answer to a command request: the stored commands and the users it could not address. */
export const commandResultSchema = z.object({
  message: z.string(),
  commands: z.array(z.object({ command_id: rowId, user_id: rowId, state: z.enum(COMMAND_STATES) })),
  refused: z.array(z.object({ user_id: rowId, message: z.string() })),
});
export type CommandResult = z.infer<typeof commandResultSchema>;
