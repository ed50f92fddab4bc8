import {
  apiAccess,
  ENROLMENT_REFUSED,
  enrolmentRequestSchema,
  enrolmentResponseSchema,
  tabletMayUse,
  tabletPrefix,
  userIdOfUsername,
  USER_TYPE,
  idText,
} from '@acorn/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acornDevices, acornUsers, groups } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError, messageSchema, notFound } from '../../lib/http-error.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { checkCredential, issueCredential, revokeCredential, sameHash } from './credentials.js';
import { brokerAuthThrottles } from './broker/auth-throttle.js';

const tags = ['tablet link'];
const admin = apiAccess('tablet-enrolment');
const refused = () => new HttpError(403, ENROLMENT_REFUSED);

/** Tablets enrol once with their device record and their group's secret, and get an MQTT credential. */
export async function enrolmentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  api.post('/v1/acorn/tablet-link/enrolments', {
    // Tablets have no staff session; the secret and the device record are their proof. Limited per
    // tablet, not per address: a care home's whole fleet enrols from behind one router.
    config: {
      access: 'public',
      rateLimit: {
        max: 10,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: (req) => `enrol:${(req.body as { acorn_id?: string } | undefined)?.acorn_id ?? req.ip}`,
      },
    },
    schema: { tags, body: enrolmentRequestSchema, response: { 201: enrolmentResponseSchema } },
    handler: async (req, reply) => {
      const { acorn_id, serial_number, enrolment_secret } = req.body;
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
      // One answer for every failure: an unknown tablet and a wrong secret look the same from outside.
      if (!found?.secret_hash || !sameHash(found.secret_hash, hashToken(enrolment_secret))) throw refused();
      const credential = await issueCredential(db, clock, found, app.config.mqttNamespace);
      try {
        await app.tabletLink.credentialIssued(found.user_id, credential.username, credential.password);
      } catch (error) {
        // The tablet keeps its old credential at the broker, if any, and may simply enrol again.
        req.log.error({ err: error }, 'tablet link: the broker did not take the new credential');
        throw new HttpError(503, 'Enrolment could not be completed. Try again shortly.');
      }
      await writeAudit(db, req, {
        action: 'create',
        entity: 'tablet_credentials',
        entity_id: found.user_id,
        group_id: found.group_id,
        resident_id: found.user_id,
        changes: { acorn_id, serial_number },
      });
      return reply.code(201).send({
        user_id: found.user_id,
        ...credential,
        mqtt_urls: app.tabletLink.mqttUrls,
        topic_prefix: tabletPrefix(found.user_id, app.tabletLink.root),
      });
    },
  });

  api.post('/v1/acorn/groups/:id/enrolment-secret', {
    config: { access: admin },
    schema: {
      tags,
      params: z.object({ id: idText }),
      response: { 200: z.object({ enrolment_secret: z.string() }) },
    },
    handler: async (req) => {
      // Shown once; only its hash is kept. Tablets already enrolled keep their credentials.
      const { token, hash } = newToken(24);
      const updated = await db
        .update(groups)
        .set({ enrolment_secret_hash: hash })
        .where(eq(groups.group_id, req.params.id))
        .returning({ group_id: groups.group_id });
      if (updated.length === 0) throw notFound();
      await writeAudit(db, req, {
        action: 'update',
        entity: 'groups',
        entity_id: req.params.id,
        group_id: req.params.id,
        changes: { enrolment_secret: 'rotated' },
      });
      return { enrolment_secret: token };
    },
  });

  api.delete('/v1/acorn/users/:user_id/tablet-credential', {
    config: { access: admin },
    schema: {
      tags,
      params: z.object({ user_id: idText }),
      response: { 200: messageSchema },
    },
    handler: async (req) => {
      if (!(await revokeCredential(db, clock, req.params.user_id))) throw notFound();
      await app.tabletLink.credentialRevoked(req.params.user_id);
      await writeAudit(db, req, {
        action: 'delete',
        entity: 'tablet_credentials',
        entity_id: req.params.user_id,
        resident_id: req.params.user_id,
      });
      return { message: 'Tablet credential revoked.' };
    },
  });

  // An external broker's HTTP authentication and ACL hooks (EMQX's HTTP authenticator/authorizer,
  // mosquitto-go-auth's HTTP backend). They answer 200 with result allow or deny; off without a secret.
  const hookBody = z.object({
    username: z.string().max(200),
    password: z.string().max(200).optional(),
    /** The connecting client's id: it must be the user name (auth hook; no session takeovers). */
    clientid: z.string().max(200).optional(),
    topic: z.string().max(500).optional(),
    action: z.enum(['publish', 'subscribe']).optional(),
  });
  const hookAnswer = z.object({ result: z.enum(['allow', 'deny']), ok: z.boolean() });
  const verdict = (allowed: boolean) => ({
    result: allowed ? ('allow' as const) : ('deny' as const),
    ok: allowed,
  });
  const hookSecretMatches = (given: string | string[] | undefined) =>
    Boolean(app.config.brokerHookSecret) &&
    typeof given === 'string' &&
    sameHash(hashToken(given), hashToken(app.config.brokerHookSecret!));

  // The broker calls from its own address: only the user name tells guessers apart.
  const throttle = brokerAuthThrottles();
  for (const hook of ['auth', 'acl'] as const) {
    api.post(`/v1/acorn/tablet-link/broker/${hook}`, {
      config: { access: 'public' },
      schema: { tags, body: hookBody, response: { 200: hookAnswer } },
      handler: async (req) => {
        if (!hookSecretMatches(req.headers['x-broker-secret']))
          throw new HttpError(403, 'Broker hook refused.');
        const { username, password, clientid, topic, action } = req.body;
        if (hook === 'auth') {
          if (password === undefined || clientid !== username || throttle.blocked(username))
            return verdict(false);
          const accepted = (await checkCredential(db, username, password)) !== null;
          if (!accepted) throttle.failed(username);
          return verdict(accepted);
        }
        const userId = userIdOfUsername(username);
        return verdict(
          Boolean(userId && topic && action && tabletMayUse(userId, topic, action, app.tabletLink.root)),
        );
      },
    });
  }
}
