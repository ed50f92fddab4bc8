import type { FastifyInstance } from 'fastify';
import { enrolmentLinkRoutes } from './enrolment/enrolment-link-routes.js';
import { brokerHookRoutes } from './enrolment/broker-hook-routes.js';
import { enrolRoute } from './enrolment/enrol-route.js';
import { enrolmentSecretRoute } from './enrolment/enrolment-secret-route.js';
import { revokeCredentialRoute } from './enrolment/revoke-credential-route.js';

/**
 * How tablets get and lose their MQTT credentials: enrolment, a group's enrolment secret, revocation, and
 * the external broker's hooks that check a credential and a topic.
 */
export async function enrolmentRoutes(app: FastifyInstance) {
  // In this order: the OpenAPI document lists them so, and the API types committed from it follow it.
  enrolRoute(app);
  enrolmentSecretRoute(app);
  revokeCredentialRoute(app);
  brokerHookRoutes(app);
  enrolmentLinkRoutes(app);
}
