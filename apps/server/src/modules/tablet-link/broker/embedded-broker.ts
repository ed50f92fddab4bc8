import { Aedes } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import type { BrokerLink } from './broker-link.js';
import { connectedTablets } from './connected-tablets.js';
import { inProcessLink } from './in-process-link.js';
import { tabletAuthorisation, type CheckCredential } from './tablet-authorisation.js';
import { listenTcp } from './tcp-listener.js';

export interface EmbeddedBroker {
  aedes: Aedes;
  link: BrokerLink;
  /** mqtt://host:port where MQTT over TCP is served, or null when the port was not available. */
  tcpUrl: string | null;
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
  /** The deployment's topic root (topicRoot in the domain). */
  root: string;
  log: FastifyBaseLogger;
}): Promise<EmbeddedBroker> {
  const { log } = options;
  const tablets = connectedTablets();
  let admit = () => {};
  const admitting = new Promise<void>((resolve) => (admit = resolve));
  const aedes = await Aedes.createBroker({
    // A connection that has not said who it is within 10 s is dropped.
    connectTimeout: 10_000,
    // Messages beyond this many in delivery wait in a queue that Aedes shifts one by one, which costs
    // O(n) each on a long array: at the default 100, a 10,000-tablet broadcast and its acknowledgements
    // spent seconds there. A fleet's burst should be delivered, not queued.
    concurrency: 10_000,
    ...tabletAuthorisation({ ...options, tablets, admitting }),
  });
  aedes.on('clientDisconnect', (client) => tablets.remove(client));
  aedes.on('clientError', (client, error) =>
    log.debug({ err: error, client: client.id }, 'tablet link: client error'),
  );
  const tcp = options.port === null ? null : await listenTcp(aedes, options.port, options.host, log);

  return {
    aedes,
    link: inProcessLink(aedes),
    tcpUrl: tcp?.url ?? null,
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
