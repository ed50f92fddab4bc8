import { USER_DETAILS_ACCESS } from '@acorn/domain/access';
import { USER_TYPE } from '@acorn/domain/residents';
import { idText } from '@acorn/domain/shared';
import {
  ENROLMENT_LINK_REFUSED,
  ENROLMENT_LINK_VALID_MINUTES,
  enrolmentLinkRedeemSchema,
  enrolmentLinkSchema,
  enrolmentResponseSchema,
} from '@acorn/domain/tablet-link';
import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acornUsers, enrolmentLinks } from '../../../db/schema/index.js';
import { writeAudit } from '../../../lib/audit.js';
import { inScope, groupScope } from '../../../lib/group-scope.js';
import { HttpError, notFound } from '../../../lib/http-error.js';
import { MAX_ID } from '../../../lib/resource/scoped-row.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { completeEnrolment } from './enrol-route.js';
import { ENROLMENT_TAGS } from './enrolment-tags.js';

/** Where the tablet app sets itself up; the token rides in the fragment, which no server ever receives. */
export const TABLET_SETUP_PATH = '/tablet/enrol';

/**
 * One-time enrolment links (issue 21): staff of the tablet user's group (roles 1 and 2, from the user
 * details page) make a link valid ENROLMENT_LINK_VALID_MINUTES; the tablet app redeems it once for the
 * same credential the device record and group secret would give. A new link spends the user's earlier ones.
 */
export function enrolmentLinkRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  api.post('/v1/acorn/users/:user_id/enrolment-link', {
    config: { access: USER_DETAILS_ACCESS },
    schema: {
      tags: ENROLMENT_TAGS,
      summary: 'Make a one-time set-up link for a tablet',
      operationId: 'createEnrolmentLink',
      params: z.object({ user_id: idText }),
      response: { 201: enrolmentLinkSchema },
    },
    handler: async (req, reply) => {
      const userId = req.params.user_id;
      const [tablet] =
        userId > MAX_ID
          ? []
          : await db
              .select({ user_id: acornUsers.user_id, group_id: acornUsers.group_id })
              .from(acornUsers)
              .where(
                and(
                  eq(acornUsers.user_id, userId),
                  inArray(acornUsers.user_type, [USER_TYPE.TABLET_USER, USER_TYPE.UNASSIGNED_DEVICE]),
                  isNotNull(acornUsers.acorn_id),
                  inScope(acornUsers.group_id, groupScope(req.user!)),
                ),
              );
      // Not a tablet, or another group's: as if it did not exist.
      if (!tablet) throw notFound();
      const now = clock();
      const expiresAt = new Date(now.getTime() + ENROLMENT_LINK_VALID_MINUTES * 60_000).toISOString();
      const { token, hash } = newToken();
      await db.transaction(async (tx) => {
        await tx
          .update(enrolmentLinks)
          .set({ used_at: now.toISOString() })
          .where(and(eq(enrolmentLinks.user_id, tablet.user_id), isNull(enrolmentLinks.used_at)));
        await tx.insert(enrolmentLinks).values({
          token_hash: hash,
          ...tablet,
          created_by: req.user!.user_id,
          expires_at: expiresAt,
        });
        await writeAudit(tx, req, {
          action: 'create',
          entity: 'enrolment_links',
          entity_id: tablet.user_id,
          group_id: tablet.group_id,
          resident_id: tablet.user_id,
          changes: { expires_at: expiresAt },
        });
      });
      const url = `${app.config.publicUrl}${TABLET_SETUP_PATH}#token=${token}`;
      return reply.code(201).send({ url, expires_at: expiresAt });
    },
  });

  api.post('/v1/acorn/tablet-link/enrolment-links/redeem', {
    // Like enrolment: no staff session, the token is the proof; guessing a 256-bit token is hopeless, and
    // the limit keeps a broken client from hammering the database.
    config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ENROLMENT_TAGS,
      summary: 'Enrol a tablet with a one-time set-up link',
      operationId: 'redeemEnrolmentLink',
      body: enrolmentLinkRedeemSchema,
      response: { 201: enrolmentResponseSchema },
    },
    handler: async (req, reply) => {
      const now = clock().toISOString();
      // Spent in the same statement that finds it: two redeemers racing, only one gets the credential.
      const [link] = await db
        .update(enrolmentLinks)
        .set({ used_at: now })
        .where(
          and(
            eq(enrolmentLinks.token_hash, hashToken(req.body.token)),
            isNull(enrolmentLinks.used_at),
            gt(enrolmentLinks.expires_at, now),
          ),
        )
        .returning({ user_id: enrolmentLinks.user_id, group_id: enrolmentLinks.group_id });
      if (!link) throw new HttpError(403, ENROLMENT_LINK_REFUSED);
      return reply.code(201).send(await completeEnrolment(req, link, { enrolment_link: true }));
    },
  });
}
