import { serverEventsTopic } from '@acorn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { BrokerLink } from './broker/broker-link.js';

/** What the portal is told about, live; group_id scopes who may hear it. */
export type LiveEvent =
  | { type: 'presence'; group_id: number; user_id: number; online: boolean; last_seen: string }
  | {
      type: 'metrics';
      group_id: number;
      user_id: number;
      battery: number | null;
      acorn_version: string | null;
    }
  | { type: 'check_in'; group_id: number; user_id: number; state: number }
  | { type: 'command'; group_id: number; user_id: number; command_id: number; action: string; state: string }
  | { type: 'message'; group_id: number; user_id: number; kind: 'message' | 'call_request' };

export type LiveListener = (event: LiveEvent) => void;

/**
 * Live events for browsers. Every instance publishes what it causes to the broker and relays what the
 * broker brings to its own WebSocket clients, so an event reaches a browser whichever instance it is on.
 * With the embedded broker there is one instance and the round trip stays in-process.
 */
export function liveEvents(link: BrokerLink, log: FastifyBaseLogger, root: string) {
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
