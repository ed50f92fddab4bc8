import { groupOfBroadcastTopic, tabletMayUse, TABLET_CHANNELS } from '@acorn/domain/tablet-link';
import type { AedesOptions, AuthenticateError } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { brokerAuthThrottles } from './auth-throttle.js';
import type { CredentialHolder } from '../credentials.js';
import type { ConnectedTablets } from './connected-tablets.js';

export type CheckCredential = (username: string, password: string) => Promise<CredentialHolder | null>;

const refused = (): AuthenticateError =>
  Object.assign(new Error('Bad user name or password'), { returnCode: 4 });
/** CONNACK 2: a client id other than the credential's own user name. */
const identifierRejected = (): AuthenticateError =>
  Object.assign(new Error('Client identifier rejected'), { returnCode: 2 });

/**
 * The embedded broker's checks: each tablet's credential, checked by the server itself, and a tablet's own
 * topics alone, besides its own group's broadcasts (ADR 0041). A tablet connects with its credential's user
 * name as client id, so it can never take over (and disconnect) another tablet's session by naming its id;
 * wrong passwords are slowed, right ones never.
 */
export function tabletAuthorisation(options: {
  checkCredential: CheckCredential;
  root: string;
  log: FastifyBaseLogger;
  tablets: ConnectedTablets;
  /**
   * Resolves once the server reads what tablets report: a tablet admitted earlier would say it is online
   * to no one (or be marked offline by the start after it), and wait, connected, for commands that only
   * its presence brings.
   */
  admitting: Promise<void>;
  /** The client address a connection came from (connection-admission.ts). */
  addressOf: (conn: object | undefined) => string;
}): Pick<AedesOptions, 'authenticate' | 'authorizePublish' | 'authorizeSubscribe' | 'authorizeForward'> {
  const { tablets, root } = options;
  const throttle = brokerAuthThrottles();
  return {
    authenticate(client, username, password, done) {
      if (!username || !password) return done(refused(), false);
      options.admitting
        .then(() => options.checkCredential(username, password.toString()))
        .then(
          (holder) => {
            // The credential is checked first, whatever others have tried: a stranger's wrong guesses
            // never lock a tablet out (issue 40, finding 3). Only failures are counted, and slowed.
            if (holder === null) {
              const delay = throttle.failed(username, options.addressOf(client.conn));
              if (delay === 0) return done(refused(), false);
              return void setTimeout(() => done(refused(), false), delay);
            }
            if (client.id !== username) return done(identifierRejected(), false);
            tablets.add(holder.user_id, client, holder.group_id);
            done(null, true);
          },
          (error: unknown) => {
            options.log.error({ err: error }, 'tablet link: credential check failed');
            done(
              Object.assign(new Error('Server unavailable'), { returnCode: 3 }) as AuthenticateError,
              false,
            );
          },
        );
    },
    authorizePublish(client, packet, done) {
      // client is null for the server's own publishes.
      if (!client) return done(null);
      const userId = tablets.tabletOf(client);
      const allowed =
        userId !== undefined &&
        tabletMayUse(userId, packet.topic, 'publish', root) &&
        (!packet.retain || packet.topic.endsWith(`/${TABLET_CHANNELS.presence}`));
      // Nothing is kept retained here: the server is this broker's only reader of presence and stores it
      // itself, and Aedes matches every retained message against every new subscription, which made
      // connecting 10,000 tablets take minutes (a retained presence each: 10,000 × 10,000 matches).
      packet.retain = false;
      done(allowed ? null : new Error('Not authorised'));
    },
    authorizeSubscribe(client, subscription, done) {
      const userId = tablets.tabletOf(client);
      const allowed =
        userId !== undefined &&
        tabletMayUse(userId, subscription.topic, 'subscribe', root, tablets.groupOf(client));
      // null grants nothing: the tablet gets a failure code in its SUBACK and stays connected.
      done(null, allowed ? subscription : null);
    },
    authorizeForward(client, packet) {
      // A session kept across a reconnect (clean: false) keeps its subscriptions without asking again, and a
      // resident may have moved since: a group's broadcast reaches only the group's tablets now.
      const group = groupOfBroadcastTopic(packet.topic, root);
      return group === null || group === tablets.groupOf(client) ? packet : null;
    },
  };
}
