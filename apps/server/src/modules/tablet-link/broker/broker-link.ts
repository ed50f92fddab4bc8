/** A message the server received from the broker. */
export type MessageHandler = (topic: string, payload: Buffer) => void;

/**
 * What the rest of the server needs from an MQTT broker, whichever runs it: the embedded Aedes (called
 * in-process) or an external Mosquitto/EMQX (through an mqtt.js client). Nothing else touches either.
 */
export interface BrokerLink {
  publish(topic: string, payload: string, options?: { qos?: 0 | 1; retain?: boolean }): Promise<void>;
  /**
   * shared: when several API instances share one broker, exactly one of them gets each message (an MQTT 5
   * shared subscription); without it every instance does (for events every instance must relay).
   * qos 0 for high-volume reports that are repeated anyway (acknowledgements, presence, metrics): a broker
   * caps how many QoS 1 messages it queues for one client (Mosquitto: 1,000) and drops the rest, which a
   * fleet answering a broadcast exceeds at once.
   */
  subscribe(
    filter: string,
    handler: MessageHandler,
    options?: { shared?: boolean; qos?: 0 | 1 },
  ): Promise<void>;
  close(): Promise<void>;
  /** Whether the link is up now (readyz): an external broker's connection, or the embedded broker open. */
  connected(): boolean;
}

/** MQTT topic filter matching (+ one level, # the rest), for routing an external client's messages. */
export function topicMatches(filter: string, topic: string): boolean {
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return true;
    if (i >= t.length || (f[i] !== '+' && f[i] !== t[i])) return false;
  }
  return f.length === t.length;
}
