import { ackReference, type AckPayload } from '@acorn/domain/tablet-link';

/**
 * An acknowledgement as the app makes and keeps it: naming the command it holds by its held id
 * (`heldCommand`: a broadcast's is its broadcast_id, negated), so one number keys prompts and answers.
 */
export type HeldAck = Omit<AckPayload, 'command_id' | 'broadcast_id'> & { command_id: number };

/** The acknowledgement as the server reads it: a broadcast's names its broadcast_id, never a negative id. */
export function wireAck({ command_id: heldId, ...outcome }: HeldAck): AckPayload {
  return { ...outcome, ...ackReference(heldId) };
}
