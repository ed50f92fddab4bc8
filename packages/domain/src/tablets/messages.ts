// Messages of the resident and tablet screens (doc 2 §8), word for word, typos included.
export const TABLET_MESSAGES = {
  loadUserFailed: 'Failed to get user details.',
  /** The API's 404 for a user (a resident or companion) that is not there or not the caller's. */
  userNotFound: 'User not found.',
  checkInFailed: 'Failed to send check in. Try again later.',
  checkInSent: 'Successfully send check in to device.',
  messageSent: 'Message was sent successfully.',
  sendMessageFailed: 'Something went wrong with Failed to send Message.',
  sendFailed: 'Failed to send.',
  updateTabletFailed: 'Failed to send Acorn update.',
  updateUserFailed: 'Failed to update user details.',
  userUpdated: 'User details successfully updated.',
  updatingUser: 'Updating User details...',
  deleteUserFailed: 'Failed to delete User.',
  userDeleted: 'User successfully deleted.',
  deletingUser: 'Deleting User...',
  resetSent: 'Successfully send command to reset device.',
  resetFailed: 'Failed to reset device. Try again later.',
  resyncCalendarSent: 'Successfully send command to reset calendar.',
  resyncEmailSent: 'Successfully send command to reset email.',
  // Resyncing messages answers with the reset wording in the spec.
  resyncMessagesSent: 'Successfully send command to reset device.',
  commandFailed: 'Failed to send command. Try again later.',
  noDeviceToken: 'Something went wrong. Try again later.',
} as const;

// The residents screen words its resync confirmations differently from user details.
export const RESIDENT_RESYNC_SENT = {
  calendar: 'Successfully send command to resync calendar',
  email: 'Successfully send command to resync email',
  messages: 'Successfully send command to resync messages',
} as const;

export const CONFIRM_PROMPTS = {
  sendUpdate: 'Are you sure you want to send update?',
  generic: 'Are you sure you want to do this?',
  updateUser: 'Are you sure you want to update user details ?',
  deleteUser: 'Are you sure you want to permanently delete this user ?',
  resetDevice: 'Are you sure you want to reset device ?',
} as const;

// The identity provider's error for an empty forgot-password entry is shown with this text instead.
export const PASSWORD_PROVIDER_ERROR = 'Custom auth lambda trigger is not configured for the user pool.';
