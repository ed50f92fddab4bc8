// The fan-out bench's tablets, in a process of their own so they do not share the server's thread:
// N simulated tablets with known credentials, recording when each message arrives.
// Started by bench/fanout.ts with fork(); talks to it over IPC.
import { groupBroadcastTopic } from '@acorn/domain/tablet-link';
import { SimulatedTablet } from '@acorn/tablet-sim';

interface Start {
  type: 'start';
  mqttUrl: string;
  root: string;
  /** The fleet's group: each tablet subscribes to its broadcasts. */
  group_id: number;
  tablets: { user_id: number; password: string }[];
}
type Ask =
  Start | { type: 'receipts'; message: string } | { type: 'watch'; message: string } | { type: 'stop' };

/** Per message text, when each tablet first had it (a redelivery counts once). */
const receipts = new Map<string, Map<number, number>>();
/** A message whose first receipt is told at once (a proof acts the moment a broadcast is under way). */
let watched: string | undefined;
let fleet: SimulatedTablet[] = [];

async function start(order: Start) {
  const started = Date.now();
  let next = 0;
  // 200 at a time: the broker accepts connections in bursts without refusing any.
  const connectSome = async () => {
    while (next < order.tablets.length) {
      const { user_id, password } = order.tablets[next++]!;
      const tablet = new SimulatedTablet(
        { acorn_id: `BENCH-${user_id}`, serial_number: `BENCH-${user_id}` },
        {
          server: '',
          enrolmentSecret: '',
          mqttUrl: order.mqttUrl,
          behaviour: { reconnectMs: 1000 + (user_id % 1000) },
        },
      );
      tablet.credential = {
        user_id,
        username: `tablet-${user_id}`,
        password,
        mqtt_urls: [order.mqttUrl],
        topic_prefix: `${order.root}/tablets/${user_id}/`,
        broadcast_topic: groupBroadcastTopic(order.group_id, order.root),
      };
      tablet.on('command', (c) => {
        const text = String(c.payload.message ?? c.action);
        const firsts = receipts.get(text) ?? new Map<number, number>();
        if (!firsts.has(user_id)) firsts.set(user_id, Date.now());
        receipts.set(text, firsts);
        if (text === watched) {
          watched = undefined;
          process.send!({ type: 'first' });
        }
      });
      await tablet.connect();
      fleet.push(tablet);
    }
  };
  await Promise.all(Array.from({ length: 200 }, connectSome));
  process.send!({ type: 'connected', ms: Date.now() - started, count: fleet.length });
}

process.on('message', (ask: Ask) => {
  if (ask.type === 'start') void start(ask);
  if (ask.type === 'watch') watched = ask.message;
  if (ask.type === 'receipts')
    process.send!({ type: 'receipts', times: [...(receipts.get(ask.message)?.values() ?? [])] });
  if (ask.type === 'stop') {
    for (const tablet of fleet) tablet.drop();
    fleet = [];
    process.exit(0);
  }
});
