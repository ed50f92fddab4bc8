import { FAMILY_MESSAGES, type FamilyShare, type FamilyShares } from '@acorn/domain/family';
import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acornUsers, familyLinks } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { MAX_ID } from '../../lib/resource/scoped-row.js';
import type { VisibleResident } from '../residents/visible-resident.js';

export interface LinkedResident extends VisibleResident {
  relationship: string | null;
  shares: FamilyShares;
}

/** The link's share columns as the API's `shares` object. */
export const sharesColumns = {
  activities: familyLinks.share_activities,
  check_ins: familyLinks.share_check_ins,
  health: familyLinks.share_health,
  calls: familyLinks.share_calls,
};

/** What each of a family member's residents shares with them, by resident id: for the live stream's filter. */
export async function linkedShares(db: Db, portalUserId: number): Promise<Map<number, FamilyShares>> {
  const rows = await db
    .select({ user_id: familyLinks.user_id, shares: sharesColumns })
    .from(familyLinks)
    .where(eq(familyLinks.portal_user_id, portalUserId));
  return new Map(rows.map((row) => [row.user_id, row.shares]));
}

/**
 * The resident a family route names, if the signed-in family member is linked to them; else 404, whether
 * the resident is missing, in another group or simply someone else's (never revealed). With `share`, the
 * link must share it too, else 403 (FAMILY_MESSAGES.notShared): the member knows their resident, so that
 * is no secret, and the page can say why.
 */
export async function linkedResident(
  req: FastifyRequest,
  userId: number,
  share?: FamilyShare,
): Promise<LinkedResident> {
  const [row] =
    userId > MAX_ID
      ? []
      : await req.server.db
          .select({
            user_id: acornUsers.user_id,
            group_id: acornUsers.group_id,
            firstname: acornUsers.firstname,
            surname: acornUsers.surname,
            relationship: familyLinks.relationship,
            shares: sharesColumns,
          })
          .from(familyLinks)
          .innerJoin(
            acornUsers,
            and(eq(acornUsers.user_id, familyLinks.user_id), eq(acornUsers.group_id, familyLinks.group_id)),
          )
          .where(and(eq(familyLinks.portal_user_id, req.user!.user_id), eq(familyLinks.user_id, userId)));
  if (!row) throw notFound(TABLET_MESSAGES.loadUserFailed);
  if (share && !row.shares[share]) throw forbidden(FAMILY_MESSAGES.notShared);
  const name = [row.firstname, row.surname].filter(Boolean).join(' ');
  return {
    user_id: row.user_id,
    group_id: row.group_id,
    name,
    relationship: row.relationship,
    shares: row.shares,
  };
}
