export const TABLET_ACTIONS = [
  'check_in',
  'reset_calendar',
  'reset_email',
  'reset_messages_auth',
  'reset',
] as const;
export type TabletAction = (typeof TABLET_ACTIONS)[number];

export type ResetOptionKey = 'isGmailReset' | 'isPhotoReset' | 'isContactReset' | 'isApplicationReset';

// The choices staff get when resetting a tablet; contacts are never offered.
export const RESET_OPTIONS: readonly { key: ResetOptionKey; label: string }[] = [
  { key: 'isGmailReset', label: 'Delete google account' },
  { key: 'isPhotoReset', label: 'Delete all photos' },
  { key: 'isApplicationReset', label: 'Delete all applications' },
];

// Deleting an active tablet user resets the tablet with these options; contacts are kept.
export const DELETE_RESET_OPTIONS: Record<ResetOptionKey, boolean> = {
  isGmailReset: true,
  isPhotoReset: true,
  isContactReset: false,
  isApplicationReset: true,
};

/** How long a command waits for an offline tablet unless the request says otherwise: 28 days. */
export const DEFAULT_COMMAND_TTL_SECONDS = 28 * 24 * 60 * 60;

/** Time to live of the reset sent when a user is deleted (28 days less one second). */
export const DELETE_RESET_TTL_SECONDS = 2419199;

export const MESSAGE_MIN_LENGTH = 1;
export const MESSAGE_MAX_LENGTH = 85;
