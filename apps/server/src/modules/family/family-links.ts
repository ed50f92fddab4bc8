import { ROLE } from '@acorn/domain/access';
import {
  FAMILY_MESSAGES,
  validateFamilyInvite,
  type FamilyInviteInput,
  type FamilyLink,
  type FamilyLinkUpdate,
} from '@acorn/domain/family';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { familyLinks, portalUsers, roleAssignments } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { mailPasswordLink } from '../identity/password-links.js';
import { auditResident } from '../residents/resident-audit.js';
import type { VisibleResident } from '../residents/visible-resident.js';
import { sharesColumns } from './linked-resident.js';

const linkColumns = {
  portal_user_id: familyLinks.portal_user_id,
  user_id: familyLinks.user_id,
  firstname: portalUsers.firstname,
  surname: portalUsers.surname,
  email: portalUsers.email,
  relationship: familyLinks.relationship,
  shares: sharesColumns,
  has_signed_in: isNotNull(portalUsers.password_hash),
  created_at: familyLinks.created_at,
};

/** The family members linked to one resident, by name. */
export async function familyLinksOf(
  db: Db,
  residentId: number,
  portalUserId?: number,
): Promise<FamilyLink[]> {
  const rows = await db
    .select(linkColumns)
    .from(familyLinks)
    .innerJoin(portalUsers, eq(portalUsers.user_id, familyLinks.portal_user_id))
    .where(
      and(
        eq(familyLinks.user_id, residentId),
        portalUserId === undefined ? undefined : eq(familyLinks.portal_user_id, portalUserId),
      ),
    )
    .orderBy(asc(portalUsers.firstname), asc(portalUsers.surname), asc(familyLinks.portal_user_id));
  return rows.map((row) => ({ ...row, has_signed_in: Boolean(row.has_signed_in) }));
}

/** The account an address already names, and whether it is a family member's alone (role 7, no other). */
async function accountOf(db: Db, email: string) {
  const [row] = await db
    .select({ user_id: portalUsers.user_id, group_id: portalUsers.group_id })
    .from(portalUsers)
    .where(eq(sql`lower(${portalUsers.email})`, email.toLowerCase()));
  if (!row) return null;
  const held = await db
    .select({ role_id: roleAssignments.role_id })
    .from(roleAssignments)
    .where(eq(roleAssignments.user_id, row.user_id));
  return { ...row, familyAlone: held.length > 0 && held.every((r) => r.role_id === ROLE.FAMILY) };
}

/**
 * Links a family member to the resident (issue 20). A new address becomes a family account (role 7, the
 * resident's group) and gets the portal's invitation mail to choose a password; the address of a family
 * account of the same group is linked as it is (a second resident for the same person). A staff account's
 * address, or another organisation's family member, is refused: one account never spans two tenants.
 */
export async function inviteFamilyMember(
  req: FastifyRequest,
  resident: VisibleResident,
  input: FamilyInviteInput,
): Promise<{ message: string; link: FamilyLink }> {
  const refusal = validateFamilyInvite(input);
  if (refusal) throw badRequest(refusal.message);
  const { db } = req.server;
  const email = input.email.trim();
  const existing = await accountOf(db, email);
  if (existing && (!existing.familyAlone || existing.group_id !== resident.group_id))
    throw new HttpError(409, FAMILY_MESSAGES.emailTaken);
  const shares = input.shares;
  const portalUserId = await db.transaction(async (tx) => {
    let userId = existing?.user_id;
    if (userId === undefined) {
      const [created] = await tx
        .insert(portalUsers)
        .values({
          email,
          firstname: input.firstname.trim(),
          surname: input.surname.trim(),
          group_id: resident.group_id,
        })
        .returning({ user_id: portalUsers.user_id });
      userId = created!.user_id;
      await tx
        .insert(roleAssignments)
        .values({ user_id: userId, role_id: ROLE.FAMILY, group_id: resident.group_id });
    }
    const linked = await tx
      .insert(familyLinks)
      .values({
        portal_user_id: userId,
        user_id: resident.user_id,
        group_id: resident.group_id,
        relationship: input.relationship.trim(),
        linked_by: req.user!.user_id,
        ...(shares
          ? {
              share_activities: shares.activities,
              share_check_ins: shares.check_ins,
              share_health: shares.health,
              share_calls: shares.calls,
            }
          : {}),
      })
      .onConflictDoNothing()
      .returning({ portal_user_id: familyLinks.portal_user_id });
    if (linked.length === 0) throw new HttpError(409, FAMILY_MESSAGES.alreadyLinked);
    await auditResident(tx, req, resident, {
      action: 'create',
      entity: 'family_links',
      changes: {
        family_member: userId,
        email,
        relationship: input.relationship.trim(),
        new_account: !existing,
      },
    });
    return userId;
  });
  if (!existing) {
    await mailPasswordLink(
      req.server,
      { user_id: portalUserId, email, firstname: input.firstname.trim() },
      'invite',
    );
  }
  const [link] = await familyLinksOf(db, resident.user_id, portalUserId);
  return { message: existing ? FAMILY_MESSAGES.linked : FAMILY_MESSAGES.invited, link: link! };
}

/** Changes a link's relationship or what the resident shares; audited with what changed. */
export async function updateFamilyLink(
  req: FastifyRequest,
  resident: VisibleResident,
  portalUserId: number,
  input: FamilyLinkUpdate,
): Promise<FamilyLink> {
  const { db } = req.server;
  const [before] = await familyLinksOf(db, resident.user_id, portalUserId);
  if (!before) throw notFound();
  const shares = { ...before.shares, ...input.shares };
  const relationship = input.relationship === undefined ? before.relationship : input.relationship.trim();
  if (relationship !== null && relationship === '') throw badRequest(FAMILY_MESSAGES.relationshipMissing);
  await db.transaction(async (tx) => {
    await tx
      .update(familyLinks)
      .set({
        relationship,
        share_activities: shares.activities,
        share_check_ins: shares.check_ins,
        share_health: shares.health,
        share_calls: shares.calls,
      })
      .where(and(eq(familyLinks.user_id, resident.user_id), eq(familyLinks.portal_user_id, portalUserId)));
    await auditResident(tx, req, resident, {
      action: 'update',
      entity: 'family_links',
      changes: {
        family_member: portalUserId,
        relationship: [before.relationship, relationship],
        shares: [before.shares, shares],
      },
    });
  });
  const [after] = await familyLinksOf(db, resident.user_id, portalUserId);
  return after!;
}

/** Removes a link; the family account stays (it may be linked to others; staff disable it in Portal Users). */
export async function removeFamilyLink(req: FastifyRequest, resident: VisibleResident, portalUserId: number) {
  await req.server.db.transaction(async (tx) => {
    const removed = await tx
      .delete(familyLinks)
      .where(and(eq(familyLinks.user_id, resident.user_id), eq(familyLinks.portal_user_id, portalUserId)))
      .returning({ portal_user_id: familyLinks.portal_user_id });
    if (removed.length === 0) throw notFound();
    await auditResident(tx, req, resident, {
      action: 'delete',
      entity: 'family_links',
      changes: { family_member: portalUserId },
    });
  });
  return { message: FAMILY_MESSAGES.removed };
}
