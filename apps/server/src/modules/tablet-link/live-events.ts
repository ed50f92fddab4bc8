import { serverEventsTopic, type LiveEvent } from '@acorn/domain/tablet-link';
import type { FastifyBaseLogger } from 'fastify';
import type { BrokerLink } from './broker/broker-link.js';

export type { LiveEvent };

export type LiveListener = (event: LiveEvent) => void;

/** A command's state as the portal hears it (one shape wherever a command moves). */
export const commandEvent = (
  command: { id: number; group_id: number; user_id: number; action: string },
  state: string,
): LiveEvent => ({
  type: 'command',
  group_id: command.group_id,
  user_id: command.user_id,
  command_id: command.id,
  action: command.action,
  state,
});

/**
 * Live events for browsers. Every instance publishes what it causes to the broker and relays what the
 * broker brings to its own WebSocket clients, so an event reaches a browser whichever instance it is on.
 * With the embedded broker there is one instance and the round trip stays in-process. `caused` hears each
 * batch where it was caused, once, whichever instances relay it (the metrics count commands' states there).
 */
export function liveEvents(
  link: BrokerLink,
  log: FastifyBaseLogger,
  root: string,
  caused: (events: readonly LiveEvent[]) => void = () => {},
) {
  const topic = serverEventsTopic(root);
  const listeners = new Set<LiveListener>();
  return {
    async start() {
      await link.subscribe(topic, (_topic, payload) => {
        let events: LiveEvent[];
        try {
          events = JSON.parse(payload.toString()) as LiveEvent[];
        } catch {
          return;
        }
        for (const event of events) for (const listener of listeners) listener(event);
      });
    },
    /** Sends a batch as one broker message: a group message's thousand state changes are one publish. */
    emit(...events: LiveEvent[]) {
      if (events.length === 0) return;
      caused(events);
      link.publish(topic, JSON.stringify(events), { qos: 0 }).catch((error: unknown) => {
        log.warn({ err: error }, 'tablet link: a live event was not relayed');
      });
    },
    listen(listener: LiveListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type LiveEvents = ReturnType<typeof liveEvents>;
