import { z } from 'zod';
import { iceServersSchema } from './call-signals';

// The portal's routes for calls (issue 22, docs/decisions/0035-calls.md); the signals are call-signals.ts.

export const CALL_MESSAGES = {
  alreadyInCall: 'The resident is already in a call.',
  notEnded: 'The call has not ended yet.',
} as const;

/** The longest note a call's log entry keeps. */
export const MAX_CALL_NOTE = 1000;

/** What `POST /v1/acorn/residents/{user_id}/calls` answers (201): the tablet is ringing. */
export const callStartedSchema = z.object({
  call_id: z.number().int().positive(),
  /** When it stops ringing unanswered (ISO). */
  rings_until: z.string(),
  ice_servers: iceServersSchema,
});
export type CallStarted = z.infer<typeof callStartedSchema>;

/** `PUT /v1/acorn/calls/{call_id}/note`: the portal party's note on an ended call. */
export const callNoteInputSchema = z.object({ note: z.string().trim().max(MAX_CALL_NOTE) });
