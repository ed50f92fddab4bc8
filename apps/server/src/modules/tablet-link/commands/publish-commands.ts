import { tabletTopic, type CommandPayload } from '@acorn/domain/tablet-link';
import type { FastifyBaseLogger } from 'fastify';
import type { BrokerLink } from '../broker/broker-link.js';
import type { StoredCommand } from './store-commands.js';

/** Publishes each command to its tablet (QoS 1, all at once); answers those the broker confirmed. */
export async function publishCommands(
  link: BrokerLink,
  root: string,
  log: FastifyBaseLogger,
  rows: readonly StoredCommand[],
): Promise<StoredCommand[]> {
  const sent: StoredCommand[] = [];
  await Promise.all(
    rows.map(async (row) => {
      const message: CommandPayload = {
        command_id: row.id,
        action: row.action as CommandPayload['action'],
        payload: row.payload,
        expires_at: row.expires_at,
        // The tablet may have it from its group's topic already: it acts on the broadcast once.
        ...(row.broadcast_id ? { broadcast_id: row.broadcast_id } : {}),
      };
      try {
        await link.publish(tabletTopic(row.user_id, 'commands', root), JSON.stringify(message), { qos: 1 });
        sent.push(row);
      } catch (error) {
        // Still queued: it goes out when the tablet next comes online.
        log.warn({ err: error, command_id: row.id }, 'tablet link: publish failed');
      }
    }),
  );
  return sent;
}
