import { Aedes } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { BrokerLink } from './broker-link.js';
import { connectionAdmission, type AdmissionLimits } from './connection-admission.js';
import { connectedTablets } from './connected-tablets.js';
import { inProcessLink } from './in-process-link.js';
import { tabletAuthorisation, type CheckCredential } from './tablet-authorisation.js';
import { listenTcp } from './tcp-listener.js';

export interface EmbeddedBroker {
  aedes: Aedes;
  link: BrokerLink;
  /** mqtt://host:port where MQTT over TCP is served, or null when the port was not available. */
  tcpUrl: string | null;
  /**
   * Takes a new connection from a client at this address (over WebSocket, the HTTP upgrade request): it is
   * refused at once when too many wait to sign in, and read through a packet gate (issue 40, finding 1).
   */
  handle(conn: Duplex, address: string, req?: IncomingMessage): void;
  /** Drops a tablet's live connections (its credential was just revoked). */
  disconnect(userId: number): void;
  /** Admits tablets from now on: the server reads their reports (connections until then wait). */
  admit(): void;
  /** The tablet's resident moved group: its connections read the new group's broadcasts only. */
  moveGroup(userId: number, groupId: number): void;
  close(): Promise<void>;
}

/**
 * The broker inside the server (the default): it checks each tablet's credential itself and lets a
 * tablet use only its own topics. The server publishes and subscribes in-process, without a connection.
 */
export async function startEmbeddedBroker(options: {
  checkCredential: CheckCredential;
  port: number | null;
  host: string;
  waiting: AdmissionLimits;
  /** The deployment's topic root (topicRoot in the domain). */
  root: string;
  log: FastifyBaseLogger;
}): Promise<EmbeddedBroker> {
  const { log } = options;
  const tablets = connectedTablets();
  const admission = connectionAdmission(options.waiting);
  let admit = () => {};
  const admitting = new Promise<void>((resolve) => (admit = resolve));
  const aedes = await Aedes.createBroker({
    // A connection that has not said who it is within 10 s is dropped.
    connectTimeout: 10_000,
    // Messages beyond this many in delivery wait in a queue that Aedes shifts one by one, which costs
    // O(n) each on a long array: at the default 100, a 10,000-tablet broadcast and its acknowledgements
    // spent seconds there. A fleet's burst should be delivered, not queued.
    concurrency: 10_000,
    ...tabletAuthorisation({ ...options, tablets, admitting, addressOf: admission.addressOf }),
  });
  aedes.on('client', (client) => admission.signedIn(client.conn));
  aedes.on('clientDisconnect', (client) => tablets.remove(client));
  aedes.on('clientError', (client, error) =>
    log.debug({ err: error, client: client.id }, 'tablet link: client error'),
  );
  // A flood is said once a minute, not once a connection.
  let refused = 0;
  let saidAt = 0;
  const handle = (conn: Duplex, address: string, req?: IncomingMessage) => {
    if (admission.admit(conn, address)) return aedes.handle(conn, req);
    conn.destroy();
    refused++;
    if (Date.now() - saidAt < 60_000) return;
    log.warn(
      `tablet link: ${refused} connection(s) refused, too many waiting to sign in (last from ${address})`,
    );
    refused = 0;
    saidAt = Date.now();
  };
  const tcp =
    options.port === null
      ? null
      : await listenTcp(
          (socket) => handle(socket, socket.remoteAddress ?? 'unknown'),
          options.port,
          options.host,
          log,
        );

  return {
    aedes,
    link: inProcessLink(aedes),
    tcpUrl: tcp?.url ?? null,
    handle,
    disconnect: (userId) => tablets.disconnect(userId),
    admit,
    moveGroup: (userId, groupId) => tablets.moveGroup(userId, groupId),
    async close() {
      // Stop accepting first; the listener's close completes once aedes has ended every connection.
      const listenerClosed = new Promise<void>((resolve) =>
        tcp ? tcp.server.close(() => resolve()) : resolve(),
      );
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      await listenerClosed;
    },
  };
}
