// Notes appended to a maintenance job (issue 18): the rule the Add note dialog and the server share. No zod
// here, so the tables that show notes carry none of the entities' schemas.

export const MAINTENANCE_NOTE_MESSAGES = {
  empty: 'A note cannot be empty.',
  tooLong: 'A note can be at most 2,000 characters.',
  added: 'Note added.',
} as const;

/** The message for a note that may not be saved, or null. */
export function checkMaintenanceNote(input: { body?: string | null }): string | null {
  const body = input.body?.trim() ?? '';
  if (!body) return MAINTENANCE_NOTE_MESSAGES.empty;
  return body.length > 2000 ? MAINTENANCE_NOTE_MESSAGES.tooLong : null;
}
