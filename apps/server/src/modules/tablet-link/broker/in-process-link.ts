import type { Aedes } from 'aedes';
import type { BrokerLink } from './broker-link.js';

/** The server's own publishes and subscriptions on the embedded broker: in-process, without a connection. */
export function inProcessLink(aedes: Aedes): BrokerLink {
  return {
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
    connected: () => !aedes.closed,
  };
}
