// The audit log's and a resident's erasure's plain values, without zod: the audit log screen paints with
// these alone (a schema module would bring zod into its first load).

/**
 * What an audit row records (DESIGN.md §7, ISO 27789): a write, a command, a sign-in, and every look at a
 * resident's record ('read'), its export and its erasure (issue 23). Append-only: never updated or deleted.
 */
export const AUDIT_ACTIONS = [
  'read',
  'export',
  'erase',
  'create',
  'update',
  'delete',
  'command',
  'login.success',
  'login.failure',
  'logout',
  'password.reset',
  /** Two-step sign-in (ADR 0038): turned on, off, reset by the admin command; a wrong or recovery code. */
  'two_step.enrol',
  'two_step.disable',
  'two_step.reset',
  'two_step.failure',
  'two_step.recovery_code_used',
  /** A backup (ADR 0048), scheduled or asked for by the admin command: its size and duration, or why it failed. */
  'backup.taken',
  'backup.failed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The audit viewer's words for each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  read: 'Viewed',
  export: 'Exported',
  erase: 'Erased',
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  command: 'Sent to tablet',
  'login.success': 'Signed in',
  'login.failure': 'Sign-in failed',
  logout: 'Signed out',
  'password.reset': 'Password reset',
  'two_step.enrol': 'Two-step sign-in turned on',
  'two_step.disable': 'Two-step sign-in turned off',
  'two_step.reset': 'Two-step sign-in reset',
  'two_step.failure': 'Wrong sign-in code',
  'two_step.recovery_code_used': 'Recovery code used',
  'backup.taken': 'Backup taken',
  'backup.failed': 'Backup failed',
};

/**
 * The orders the viewer offers: each has an index led by it (or is the id's own order). Fewer indexes on a
 * table every read writes to: who and what are found by filter, not by sort.
 */
export const AUDIT_SORTS = ['at', 'action', 'resident_id'] as const;

/** The pseudonym an erased resident is shown by, in the viewer and in what is kept of them: '… #123'. */
export const ERASED_RESIDENT_PREFIX = 'Erased resident #';
export const erasedResidentName = (userId: number) => `${ERASED_RESIDENT_PREFIX}${userId}`;

export const ERASE_MESSAGES = {
  nameMismatch: 'Type the resident’s name exactly as shown to confirm.',
  erased: 'The resident’s personal data has been erased.',
  /** What a family member's request for the resident says once they are erased or deleted. */
  familyRequestErased: 'Family request (its text and photo were erased with the resident)',
};

/** The name to type to confirm an erasure: the resident's full name, or their number when they have none. */
export const confirmNameOf = (user: { user_id: number; firstname: string | null; surname: string | null }) =>
  [user.firstname, user.surname]
    .filter((part) => part?.trim())
    .join(' ')
    .trim() || `Resident #${user.user_id}`;

/** Whether what was typed is that name: case, accents' composition and spacing aside. */
export const confirmsName = (typed: string, name: string) => {
  const plain = (text: string) =>
    text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IE');
  return plain(typed) === plain(name);
};
