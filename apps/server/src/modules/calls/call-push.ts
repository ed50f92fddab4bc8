import type { CallSignal } from '@acorn/domain/tablet-link';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.js';
import type { FcmClient } from '../tablet-link/fcm/fcm-client.js';
import { fcmTokens, forgetToken } from '../tablet-link/commands/fcm-commands.js';

type Room = Extract<CallSignal, { type: 'room' }>;

/** What a ring's push says where the tablet shows it as a notification (the caller's words, if they gave any). */
export interface RingText {
  title?: string;
  body?: string;
}

/**
 * A ring as an FCM data message too, where FCM is configured and the tablet registered a token: it wakes a
 * tablet whose link sleeps (doc 2 §2.7's push). The tablet answers over the link as always. Sent in the
 * background: FCM's retries must not hold the caller's ring.
 */
export function pushRing(
  deps: { db: Db; fcm: FcmClient | null; log: FastifyBaseLogger; callRingSeconds: number },
  userId: number,
  room: Room,
  text: RingText = {},
): void {
  const { db, fcm, log } = deps;
  if (!fcm) return;
  const send = async () => {
    const token = (await fcmTokens(db, [userId])).get(userId);
    if (!token) return;
    const data = {
      type: 'call',
      signal: JSON.stringify(room),
      title: text.title ?? 'Incoming call',
      body: text.body ?? `${room.caller} is calling`,
    };
    // A push that arrives after the ring is over would ring for nothing: it lives as long as the ring.
    if ((await fcm.send(token, data, deps.callRingSeconds)) === 'unregistered')
      await forgetToken(db, userId, token);
  };
  send().catch((error: unknown) => log.warn({ err: error }, 'calls: ring not pushed by FCM'));
}
