import { groupOfBroadcastTopic, tabletMayUse, userIdOfUsername } from '@acorn/domain/tablet-link';
import type { FastifyInstance } from 'fastify';
import { setTimeout } from 'node:timers/promises';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../lib/http-error.js';
import { hashToken } from '../../../lib/tokens.js';
import { brokerAuthThrottles } from '../broker/auth-throttle.js';
import { checkCredential, liveGroupOf, sameHash } from '../credentials.js';
import { ENROLMENT_TAGS } from './enrolment-tags.js';

const hookBody = z.object({
  username: z.string().max(200),
  password: z.string().max(200).optional(),
  /** The connecting client's id: it must be the user name (auth hook; no session takeovers). */
  clientid: z.string().max(200).optional(),
  topic: z.string().max(500).optional(),
  action: z.enum(['publish', 'subscribe']).optional(),
});
type HookBody = z.infer<typeof hookBody>;
const hookAnswer = z.object({ result: z.enum(['allow', 'deny']), ok: z.boolean() });
/** Each hook's name and summary in the OpenAPI document. */
const HOOK_OPERATIONS = {
  auth: {
    summary: 'Check a tablet’s MQTT credential, for an external broker',
    operationId: 'authoriseBrokerClient',
  },
  acl: {
    summary: 'Check a tablet may use an MQTT topic, for an external broker',
    operationId: 'authoriseBrokerTopic',
  },
};
const verdict = (allowed: boolean) => ({
  result: allowed ? ('allow' as const) : ('deny' as const),
  ok: allowed,
});

/**
 * An external broker's HTTP authentication and ACL hooks (EMQX's HTTP authenticator/authorizer,
 * mosquitto-go-auth's HTTP backend). They answer 200 with result allow or deny; off without a secret.
 */
export function brokerHookRoutes(app: FastifyInstance) {
  const secretMatches = (given: string | string[] | undefined) => {
    const secret = app.config.brokerHookSecret;
    return Boolean(secret) && typeof given === 'string' && sameHash(hashToken(given), hashToken(secret!));
  };
  // The broker calls from its own address: only the user name tells guessers apart.
  const throttle = brokerAuthThrottles();
  const answers = {
    auth: async ({ username, password, clientid }: HookBody) => {
      if (password === undefined || clientid !== username) return false;
      // Checked first, whatever others tried (a right credential is never refused); failures are slowed.
      const accepted = (await checkCredential(app.db, username, password)) !== null;
      if (!accepted) await setTimeout(throttle.failed(username));
      return accepted;
    },
    acl: async ({ username, topic, action }: HookBody) => {
      const userId = userIdOfUsername(username);
      if (!userId || !topic || !action) return false;
      const { root } = app.tabletLink;
      // A group's broadcasts: only for the group its live credential is in now (ADR 0041).
      const group = groupOfBroadcastTopic(topic, root) === null ? null : await liveGroupOf(app.db, userId);
      return tabletMayUse(userId, topic, action, root, group);
    },
  };
  for (const hook of ['auth', 'acl'] as const) {
    app.withTypeProvider<ZodTypeProvider>().post(`/v1/acorn/tablet-link/broker/${hook}`, {
      config: { access: 'public' },
      schema: {
        tags: ENROLMENT_TAGS,
        ...HOOK_OPERATIONS[hook],
        body: hookBody,
        response: { 200: hookAnswer },
      },
      handler: async (req) => {
        if (!secretMatches(req.headers['x-broker-secret'])) throw new HttpError(403, 'Broker hook refused.');
        return verdict(await answers[hook](req.body));
      },
    });
  }
}
