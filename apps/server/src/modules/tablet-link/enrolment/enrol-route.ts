import { USER_TYPE } from '@acorn/domain/residents';
import {
  ENROLMENT_REFUSED,
  enrolmentRequestSchema,
  enrolmentResponseSchema,
  groupBroadcastTopic,
  tabletPrefix,
  type EnrolmentRequest,
  type EnrolmentResponse,
} from '@acorn/domain/tablet-link';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acornDevices, acornUsers, groups } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { writeAudit } from '../../../lib/audit.js';
import { HttpError } from '../../../lib/http-error.js';
import { hashToken } from '../../../lib/tokens.js';
import { issueCredential, sameHash } from '../credentials.js';
import { ENROLMENT_TAGS } from './enrolment-tags.js';

const refused = () => new HttpError(403, ENROLMENT_REFUSED);

/** Tablets enrol once with their device record and their group's secret, and get an MQTT credential. */
export function enrolRoute(app: FastifyInstance) {
  const { db } = app;
  app.withTypeProvider<ZodTypeProvider>().post('/v1/acorn/tablet-link/enrolments', {
    // Tablets have no staff session; the secret and the device record are their proof. Limited per tablet
    // and address: a care home's whole fleet enrols from behind one router, and a stranger elsewhere who
    // knows a tablet's Acorn id cannot use up its attempts (issue 40, the class of finding 3).
    config: {
      access: 'public',
      rateLimit: {
        max: 10,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: (req) => `enrol:${(req.body as { acorn_id?: string } | undefined)?.acorn_id}:${req.ip}`,
      },
    },
    schema: {
      tags: ENROLMENT_TAGS,
      summary: 'Enrol a tablet with its device record and group secret',
      operationId: 'enrolTablet',
      body: enrolmentRequestSchema,
      response: { 201: enrolmentResponseSchema },
    },
    handler: async (req, reply) => {
      const { acorn_id, serial_number, enrolment_secret } = req.body;
      const found = await enrollingTablet(db, req.body);
      // One answer for every failure: an unknown tablet and a wrong secret look the same from outside.
      if (!found?.secret_hash || !sameHash(found.secret_hash, hashToken(enrolment_secret))) throw refused();
      return reply.code(201).send(await completeEnrolment(req, found, { acorn_id, serial_number }));
    },
  });
}

/**
 * Gives a tablet whose proof was accepted (its device record and group secret, or a one-time enrolment
 * link) its credential: issued (revoking any earlier one), handed to the broker, audited, and answered as
 * docs/tablet-link.md says.
 */
export async function completeEnrolment(
  req: FastifyRequest,
  tablet: { user_id: number; group_id: number },
  changes: Record<string, unknown>,
): Promise<EnrolmentResponse> {
  const app = req.server;
  const credential = await issueCredential(app.db, app.clock, tablet, app.config.mqttNamespace);
  try {
    await app.tabletLink.credentialIssued(
      tablet.user_id,
      tablet.group_id,
      credential.username,
      credential.password,
    );
  } catch (error) {
    // The tablet keeps its old credential at the broker, if any, and may simply enrol again.
    req.log.error({ err: error }, 'tablet link: the broker did not take the new credential');
    throw new HttpError(503, 'Enrolment could not be completed. Try again shortly.');
  }
  await writeAudit(app.db, req, {
    action: 'create',
    entity: 'tablet_credentials',
    entity_id: tablet.user_id,
    group_id: tablet.group_id,
    resident_id: tablet.user_id,
    changes,
  });
  return {
    user_id: tablet.user_id,
    ...credential,
    mqtt_urls: app.tabletLink.mqttUrls,
    topic_prefix: tabletPrefix(tablet.user_id, app.tabletLink.root),
    broadcast_topic: groupBroadcastTopic(tablet.group_id, app.tabletLink.root),
  };
}

/** The tablet user (or unassigned device) of this device record, with its group's enrolment secret hash. */
async function enrollingTablet(db: Db, { acorn_id, serial_number }: EnrolmentRequest) {
  const [found] = await db
    .select({
      user_id: acornUsers.user_id,
      group_id: acornUsers.group_id,
      secret_hash: groups.enrolment_secret_hash,
    })
    .from(acornUsers)
    .innerJoin(groups, eq(groups.group_id, acornUsers.group_id))
    .innerJoin(acornDevices, eq(acornDevices.acorn_id, acornUsers.acorn_id))
    .where(
      and(
        eq(acornUsers.acorn_id, acorn_id),
        inArray(acornUsers.user_type, [USER_TYPE.TABLET_USER, USER_TYPE.UNASSIGNED_DEVICE]),
        eq(sql`lower(${acornDevices.serial_number})`, serial_number.toLowerCase()),
      ),
    )
    .limit(1);
  return found;
}
