import { z } from 'zod';
import { commandResultSchema, commandTtlSchema, resetOptions } from './command';
import { inText, rowId } from '../shared/fields';

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

/**
 * POST /sendFCMNotificationLatest (doc 2 §7, the call demo's push), kept for clients written to the spec:
 * it rings the resident's tablet as a call from the signed-in staff member, as
 * `POST /residents/{user_id}/calls` does, and answers the same. `to` is the tablet's push token, or the
 * resident's user id; `title` and `body` are the push's words; `from`, `type`, `push`, `data`, `details`,
 * `id` and `ttl` are accepted as the demo sent them (the caller is the signed-in user, the ring's length
 * the server's).
 */
export const sendFcmNotificationInputSchema = z.object({
  from: z.string().max(200).nullish(),
  to: z.union([z.string().min(1).max(4096), rowId]),
  type: z.string().max(40).nullish(),
  push: z.union([z.boolean(), z.string().max(40)]).nullish(),
  data: z.record(z.string().max(100), z.unknown()).nullish(),
  title: z.string().max(200).nullish(),
  body: z.string().max(1000).nullish(),
  details: z.unknown().optional(),
  id: z.union([z.string().max(200), z.number()]).nullish(),
  ttl: z.number().int().min(0).max(2_419_200).nullish(),
});
export type SendFcmNotificationInput = z.infer<typeof sendFcmNotificationInputSchema>;
