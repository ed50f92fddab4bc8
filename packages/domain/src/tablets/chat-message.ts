import { z } from 'zod';
import { extraId, rowId, rowText } from '../shared/fields';

export const MESSAGE_SENDERS = ['staff', 'resident'] as const;

// A chat message between staff and a resident's tablet; unread ones feed the header badge.
export const messageSchema = z.object({
  message_id: rowId,
  user_id: rowId,
  sender: z.enum(MESSAGE_SENDERS),
  /** The portal user who sent it, when staff did. */
  sender_user_id: extraId,
  message: z.string(),
  /** ISO timestamps. */
  created_at: z.string(),
  read_at: rowText,
});
export type Message = z.infer<typeof messageSchema>;
