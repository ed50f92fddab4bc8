import { and, inArray, isNull } from 'drizzle-orm';
import { acornUsers, tabletCredentials } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { inScope } from '../../../lib/group-scope.js';

/**
 * The users whose tablets registered these push tokens, in `scope` (null = every group): the FCM token a
 * tablet reports on its live credential, or the token stored on the user. A token of another group is
 * reported unknown exactly like one nobody registered, so the answer never reveals another tenant.
 */
export async function usersOfTokens(
  db: Db,
  tokens: readonly string[],
  scope: number | null,
): Promise<{ user_ids: number[]; unknown: string[] }> {
  const wanted = [...new Set(tokens)];
  if (wanted.length === 0) return { user_ids: [], unknown: [] };
  const [byCredential, byUser] = await Promise.all([
    db
      .select({ user_id: tabletCredentials.user_id, token: tabletCredentials.fcm_token })
      .from(tabletCredentials)
      .where(
        and(
          inArray(tabletCredentials.fcm_token, wanted),
          isNull(tabletCredentials.revoked_at),
          inScope(tabletCredentials.group_id, scope),
        ),
      ),
    db
      .select({ user_id: acornUsers.user_id, token: acornUsers.device_token })
      .from(acornUsers)
      .where(and(inArray(acornUsers.device_token, wanted), inScope(acornUsers.group_id, scope))),
  ]);
  const found = [...byCredential, ...byUser];
  const known = new Set(found.map((f) => f.token));
  return {
    user_ids: [...new Set(found.map((f) => f.user_id))],
    unknown: wanted.filter((t) => !known.has(t)),
  };
}
