import { admits, PORTAL_USERS_ACCESS } from '@acorn/domain/access';
import { validateProfile } from '@acorn/domain/portal-users';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { portalUsers } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { writeAudit } from '../../lib/audit.js';
import { groupScope, inScope } from '../../lib/group-scope.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import type { ProfileBody } from './account-schema.js';

export const USER_NOT_FOUND = 'Portal user not found.';
export const EMAIL_NOT_EDITABLE = 'The email address cannot be changed here.';

const PROFILE_FIELDS = ['firstname', 'surname', 'mob_phone'] as const;

/**
 * Saves the profile fields of one portal user. Kept apart from the route so the later portal-users resource
 * can call it from its own update. A user may always edit their own profile; editing another's takes the
 * portal-users screen's roles and, below role 1, a user of the caller's group (else not found).
 */
export async function updateProfile(db: Db, req: FastifyRequest, userId: number, body: ProfileBody) {
  const me = req.user!;
  if (userId !== me.user_id && !admits(PORTAL_USERS_ACCESS, me.roles)) throw forbidden();
  const problem = validateProfile(body);
  if (problem) throw badRequest(problem);

  const scope = groupScope(me);
  await db.transaction(async (tx) => {
    // Locked while read, so the audited "before" is what this update really replaced.
    const [before] = await tx
      .select()
      .from(portalUsers)
      .where(and(eq(portalUsers.user_id, userId), inScope(portalUsers.group_id, scope)))
      .for('update');
    if (!before) throw notFound(USER_NOT_FOUND);
    // Refused rather than silently dropped: a client that believes it changed the email must learn it did not.
    const email = body.email?.trim();
    if (email && email.toLowerCase() !== before.email.toLowerCase()) throw badRequest(EMAIL_NOT_EDITABLE);

    const after = {
      firstname: body.firstname!.trim(),
      surname: body.surname!.trim(),
      mob_phone: body.mob_phone?.trim() || null,
    };
    const changes = Object.fromEntries(
      PROFILE_FIELDS.filter((f) => before[f] !== after[f]).map((f) => [f, [before[f], after[f]]]),
    );
    await tx
      .update(portalUsers)
      .set({ ...after, last_modified_date: req.server.clock().toISOString() })
      .where(eq(portalUsers.user_id, userId));
    await writeAudit(tx, req, {
      action: 'update',
      entity: 'portal_users',
      entity_id: userId,
      group_id: before.group_id,
      changes,
    });
  });
}
