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
   */
  subscribe(filter: string, handler: MessageHandler, options?: { shared?: boolean }): Promise<void>;
  close(): Promise<void>;
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
