import { z } from 'zod';
import { commandResultSchema, commandTtlSchema, resetOptions } from './command';
import { inText, rowId } from './fields';

// The spec's push helpers (doc 1 §7, doc 2 §7) for clients that address tablets by their push tokens.
// The portal itself sends POST /commands; these are thin routes onto the same outbox.

/** Push tokens the tablets registered; the server resolves them to users within the caller's groups. */
const tokens = z.array(z.string().min(1).max(4096)).max(10_000).nullish();
/** Users may be named directly too, as on POST /commands. */
const user_ids = z.array(rowId).max(10_000).nullish();

/** POST /message-acorn. */
export const messageAcornInputSchema = z.object({ message: inText, tokens, user_ids });
export type MessageAcornInput = z.infer<typeof messageAcornInputSchema>;

/** POST /fcm-acorn: check-in, resyncs and reset (a reset with its options; a delete also sends ttl). */
export const fcmAcornInputSchema = z.object({
  action: z.enum(['check_in', 'reset_calendar', 'reset_email', 'reset_messages_auth', 'reset']),
  tokens,
  user_ids,
  ...resetOptions,
  ttl: commandTtlSchema,
});
export type FcmAcornInput = z.infer<typeof fcmAcornInputSchema>;

/** POST /update-acorn: one user (the spec's body) or several. */
export const updateAcornInputSchema = z.object({
  user_id: z.union([rowId, z.array(rowId).max(10_000)]),
  acorn_versions_id: rowId,
});
export type UpdateAcornInput = z.infer<typeof updateAcornInputSchema>;

/** POST /commands' answer, and the tokens no tablet of the caller's groups registered. */
export const pushResultSchema = commandResultSchema.extend({ unknown_tokens: z.array(z.string()) });
export type PushResult = z.infer<typeof pushResultSchema>;
