import { z } from 'zod';
import { iceServersSchema } from './call-signals';

// The portal's routes for calls (issue 22, docs/decisions/0035-calls.md); the signals are call-signals.ts.

export const CALL_MESSAGES = {
  alreadyInCall: 'The resident is already in a call.',
  notEnded: 'The call has not ended yet.',
  /** Answering a tablet's call another staff member answered first. */
  taken: 'Another staff member answered the call.',
  /** Answering a tablet's call that stopped ringing (nobody answered in time, or the resident hung up). */
  over: 'The call has ended.',
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

/**
 * A resident's tablet calling the care home (their 'Call me', or 'I need help' on a check-in): it rings
 * every signed-in staff member of the group until one answers. `GET /v1/acorn/calls/ringing` lists those
 * ringing now; the live stream says when one starts and stops (`call_ringing`, `call_stopped_ringing`).
 */
export const ringingCallSchema = z.object({
  call_id: z.number().int().positive(),
  /** The resident whose tablet calls. */
  user_id: z.number().int().positive(),
  resident_name: z.string(),
  rings_until: z.string(),
});
export type RingingCall = z.infer<typeof ringingCallSchema>;

/** Why a tablet's call stopped ringing: someone answered it, nobody did in time, or the resident hung up. */
export type StoppedRinging = 'answered' | 'missed' | 'cancelled';
