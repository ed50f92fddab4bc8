import { tabletMayUse, TABLET_CHANNELS } from '@acorn/domain';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import net from 'node:net';
import { brokerAuthThrottles } from './auth-throttle.js';
import type { BrokerLink } from './broker-link.js';

/** The address a client connects from (MQTT over TCP: its socket; over WebSocket: the upgrade request's). */
function remoteAddress(client: Client): string {
  const { conn, req } = client;
  // A TCP connection is a socket; a WebSocket's stream has no address of its own (its request has).
  const direct = conn && 'remoteAddress' in conn ? conn.remoteAddress : undefined;
  return req?.socket?.remoteAddress ?? direct ?? 'unknown';
}

/** Who a connected client is: set when its credential is accepted. */
const tabletOf = new WeakMap<Client, number>();

export type CheckCredential = (username: string, password: string) => Promise<number | null>;

export interface EmbeddedBroker {
  aedes: Aedes;
  link: BrokerLink;
  /** mqtt://host:port where MQTT over TCP is served, or null when the port was not available. */
  tcpUrl: string | null;
  /** Drops a tablet's live connections (its credential was just revoked). */
  disconnect(userId: number): void;
  close(): Promise<void>;
}

const refused = (): AuthenticateError =>
  Object.assign(new Error('Bad user name or password'), { returnCode: 4 });
/** CONNACK 2: a client id other than the credential's own user name. */
const identifierRejected = (): AuthenticateError =>
  Object.assign(new Error('Client identifier rejected'), { returnCode: 2 });

/**
 * The broker inside the server (the default): it checks each tablet's credential itself and lets a
 * tablet use only its own topics. The server publishes and subscribes in-process, without a connection.
 */
export async function startEmbeddedBroker(options: {
  checkCredential: CheckCredential;
  port: number | null;
  host: string;
  /** The deployment's topic root (topicRoot in the domain). */
  root: string;
  log: FastifyBaseLogger;
}): Promise<EmbeddedBroker> {
  const { log } = options;
  const connected = new Map<number, Set<Client>>();
  const throttle = brokerAuthThrottles();
  const aedes = await Aedes.createBroker({
    // A connection that has not said who it is within 10 s is dropped.
    connectTimeout: 10_000,
    // Messages beyond this many in delivery wait in a queue that Aedes shifts one by one, which costs
    // O(n) each on a long array: at the default 100, a 10,000-tablet broadcast and its acknowledgements
    // spent seconds there. A fleet's burst should be delivered, not queued.
    concurrency: 10_000,
    // A tablet connects with its credential's user name as client id, so it can never take over (and
    // disconnect) another tablet's session by naming its id; wrong passwords are throttled.
    authenticate(client, username, password, done) {
      if (!username || !password) return done(refused(), false);
      const address = remoteAddress(client);
      if (throttle.blocked(username, address)) return done(refused(), false);
      options.checkCredential(username, password.toString()).then(
        (userId) => {
          if (userId === null) {
            throttle.failed(username, address);
            return done(refused(), false);
          }
          if (client.id !== username) return done(identifierRejected(), false);
          tabletOf.set(client, userId);
          const mine = connected.get(userId) ?? new Set<Client>();
          connected.set(userId, mine.add(client));
          done(null, true);
        },
        (error: unknown) => {
          log.error({ err: error }, 'tablet link: credential check failed');
          done(Object.assign(new Error('Server unavailable'), { returnCode: 3 }) as AuthenticateError, false);
        },
      );
    },
    authorizePublish(client, packet, done) {
      // client is null for the server's own publishes.
      if (!client) return done(null);
      const userId = tabletOf.get(client);
      const allowed =
        userId !== undefined &&
        tabletMayUse(userId, packet.topic, 'publish', options.root) &&
        (!packet.retain || packet.topic.endsWith(`/${TABLET_CHANNELS.presence}`));
      // Nothing is kept retained here: the server is this broker's only reader of presence and stores it
      // itself, and Aedes matches every retained message against every new subscription, which made
      // connecting 10,000 tablets take minutes (a retained presence each: 10,000 × 10,000 matches).
      packet.retain = false;
      done(allowed ? null : new Error('Not authorised'));
    },
    authorizeSubscribe(client, subscription, done) {
      const userId = tabletOf.get(client);
      const allowed =
        userId !== undefined && tabletMayUse(userId, subscription.topic, 'subscribe', options.root);
      // null grants nothing: the tablet gets a failure code in its SUBACK and stays connected.
      done(null, allowed ? subscription : null);
    },
  });
  aedes.on('clientDisconnect', (client) => {
    const userId = tabletOf.get(client);
    if (userId === undefined) return;
    connected.get(userId)?.delete(client);
    if (connected.get(userId)?.size === 0) connected.delete(userId);
  });
  aedes.on('clientError', (client, error) =>
    log.debug({ err: error, client: client.id }, 'tablet link: client error'),
  );

  let tcp: net.Server | null = null;
  let tcpUrl: string | null = null;
  if (options.port !== null) {
    const server = net.createServer(aedes.handle);
    tcpUrl = await new Promise<string | null>((resolve) => {
      server.once('error', (error: NodeJS.ErrnoException) => {
        log.warn(
          `tablet link: MQTT over TCP is not served, port ${options.port} is ${error.code === 'EADDRINUSE' ? 'taken' : `unavailable (${error.code})`}; tablets connect over WebSocket at /mqtt`,
        );
        resolve(null);
      });
      server.listen(options.port!, options.host, () => {
        const address = server.address() as net.AddressInfo;
        resolve(`mqtt://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${address.port}`);
      });
    });
    if (tcpUrl) tcp = server;
  }

  const link: BrokerLink = {
    publish: (topic, payload, opts = {}) =>
      new Promise((resolve, reject) =>
        aedes.publish(
          {
            cmd: 'publish',
            topic,
            payload: Buffer.from(payload),
            qos: opts.qos ?? 1,
            retain: opts.retain ?? false,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        ),
      ),
    subscribe: (filter, handler) =>
      new Promise((resolve) =>
        aedes.subscribe(
          filter,
          (packet, done) => {
            handler(
              packet.topic,
              Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload),
            );
            // Not synchronously: the broker then hands over the next message inside this call, and a
            // fleet's burst (10,000 acknowledgements) would nest that deep and overflow the stack.
            setImmediate(done);
          },
          resolve,
        ),
      ),
    close: async () => {},
  };

  return {
    aedes,
    link,
    tcpUrl,
    disconnect(userId) {
      for (const client of connected.get(userId) ?? []) client.close();
    },
    async close() {
      // Stop accepting first; the listener's close completes once aedes has ended every connection.
      const listenerClosed = new Promise<void>((resolve) => (tcp ? tcp.close(() => resolve()) : resolve()));
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      await listenerClosed;
    },
  };
}
