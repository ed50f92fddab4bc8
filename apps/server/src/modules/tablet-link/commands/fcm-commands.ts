import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Clock } from '../../../clock.js';
import { tabletCredentials } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { anyOf } from '../../../lib/any-of.js';
import type { FcmClient } from '../fcm/fcm-client.js';
import type { StoredCommand } from './store-commands.js';

/**
 * The same commands as FCM data messages, to every target that registered a token: FCM wakes a tablet
 * whose MQTT connection is asleep. Its acknowledgement still comes over MQTT, so states stay one story.
 */
export async function sendByFcm(db: Db, clock: Clock, fcm: FcmClient, stored: readonly StoredCommand[]) {
  if (stored.length === 0) return;
  const tokenOf = await fcmTokens(db, [...new Set(stored.map((s) => s.user_id))]);
  const now = clock().getTime();
  await Promise.all(
    stored
      .filter((s) => tokenOf.has(s.user_id))
      .map(async (s) => {
        const token = tokenOf.get(s.user_id)!;
        const data = {
          command_id: String(s.id),
          action: s.action,
          payload: JSON.stringify(s.payload),
          expires_at: s.expires_at,
        };
        const ttl = Math.max(0, Math.floor((Date.parse(s.expires_at) - now) / 1000));
        if ((await fcm.send(token, data, ttl)) === 'unregistered') await forgetToken(db, s.user_id, token);
      }),
  );
}

/** The FCM token of each of these tablets that registered one and still holds its credential. */
export async function fcmTokens(db: Db, userIds: number[]): Promise<Map<number, string>> {
  const registered = await db
    .select({ user_id: tabletCredentials.user_id, fcm_token: tabletCredentials.fcm_token })
    .from(tabletCredentials)
    .where(
      and(
        anyOf(tabletCredentials.user_id, userIds),
        isNull(tabletCredentials.revoked_at),
        isNotNull(tabletCredentials.fcm_token),
      ),
    );
  return new Map(registered.map((r) => [r.user_id, r.fcm_token!]));
}

/** FCM no longer knows the token: it is not used again (unless the tablet has registered a new one since). */
export async function forgetToken(db: Db, userId: number, token: string) {
  await db
    .update(tabletCredentials)
    .set({ fcm_token: null })
    .where(and(eq(tabletCredentials.user_id, userId), eq(tabletCredentials.fcm_token, token)));
}
