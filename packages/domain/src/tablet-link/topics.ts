// The tablet link's MQTT topics (docs/tablet-link.md). Every topic a tablet may touch sits under its own
// prefix, so one rule (tabletMayUse) authorises both brokers: the embedded one and, through the broker
// hook, an external one.

export const PROTOCOL_VERSION = 1;

/**
 * Where a deployment's topics live: `acorn/v1`, or `<namespace>/acorn/v1` when several deployments (or
 * test runs) share one broker. A tablet learns its prefix at enrolment.
 */
export function topicRoot(namespace?: string | null): string {
  const root = `acorn/v${PROTOCOL_VERSION}`;
  return namespace ? `${namespace}/${root}` : root;
}
const ROOT = topicRoot();

/** What a tablet publishes (and the server subscribes to) and what the server publishes to it. */
export const TABLET_CHANNELS = {
  /** Tablet → server, retained: online on connect; the will says offline. */
  presence: 'presence',
  /** Tablet → server: battery, storage, version, apps… on connect and periodically. */
  metrics: 'metrics',
  /** Tablet → server: a command's delivery and outcome. */
  acks: 'acks',
  /** Tablet → server: a resident's message or call request. */
  messages: 'messages',
  /** Tablet → server: a health reading taken by the resident or a device connected to the tablet. */
  health: 'health',
  /** Server → tablet: commands, QoS 1. */
  commands: 'commands',
  /** Tablet → server: its signals in a call (call-signals.ts), QoS 1. */
  call_out: 'call_out',
  /** Server → tablet: the signals of its calls, relayed or the server's own (room, ended), QoS 1. */
  call_in: 'call_in',
} as const;
export type TabletChannel = keyof typeof TABLET_CHANNELS;

/** The channels a tablet publishes on. */
export const INBOUND_CHANNELS = [
  'presence',
  'metrics',
  'acks',
  'messages',
  'health',
  'call_out',
] as const satisfies readonly TabletChannel[];
export type InboundChannel = (typeof INBOUND_CHANNELS)[number];
const INBOUND = new Set<string>(INBOUND_CHANNELS);

/** The channels the server publishes on, and the only ones a tablet may subscribe to (its own). */
export const OUTBOUND_CHANNELS = ['commands', 'call_in'] as const satisfies readonly TabletChannel[];
const OUTBOUND = new Set<string>(OUTBOUND_CHANNELS);

/**
 * The MQTT user name of a tablet's credential: one per tablet user, stable across re-enrolment, and
 * prefixed by the deployment's namespace where several share one broker's accounts.
 */
export function tabletUsername(userId: number, namespace?: string | null): string {
  return namespace ? `${namespace}.tablet-${userId}` : `tablet-${userId}`;
}

/** The tablet user a credential's user name names, or null. */
export function userIdOfUsername(username: string): number | null {
  const match = /(?:^|\.)tablet-(\d+)$/.exec(username);
  return match ? Number(match[1]) : null;
}

/** The topic prefix of one tablet, ending in '/'. */
export function tabletPrefix(userId: number, root = ROOT): string {
  return `${root}/tablets/${userId}/`;
}

export function tabletTopic(userId: number, channel: TabletChannel, root = ROOT): string {
  return `${tabletPrefix(userId, root)}${TABLET_CHANNELS[channel]}`;
}

/** The server's subscription for one inbound channel of every tablet. */
export function everyTabletTopic(channel: TabletChannel, root = ROOT): string {
  return `${root}/tablets/+/${TABLET_CHANNELS[channel]}`;
}

/** Reads the tablet's user id and channel from a topic, or null when it is not a tablet topic. */
export function parseTabletTopic(
  topic: string,
  root = ROOT,
): { userId: number; channel: TabletChannel } | null {
  if (!topic.startsWith(`${root}/tablets/`)) return null;
  const parts = topic.slice(root.length + 1).split('/');
  if (parts.length !== 3) return null;
  const userId = Number(parts[1]);
  const channel = parts[2] as TabletChannel;
  if (!Number.isSafeInteger(userId) || userId <= 0 || String(userId) !== parts[1]) return null;
  return Object.hasOwn(TABLET_CHANNELS, channel) ? { userId, channel } : null;
}

/** Where the server publishes a command to every tablet of one group (ADR 0041), QoS 1. */
export function groupBroadcastTopic(groupId: number, root = ROOT): string {
  return `${root}/groups/${groupId}/broadcasts`;
}

/** The group a broadcast topic names, or null when it is not one. */
export function groupOfBroadcastTopic(topic: string, root = ROOT): number | null {
  const match = /^groups\/(\d+)\/broadcasts$/.exec(
    topic.startsWith(`${root}/`) ? topic.slice(root.length + 1) : '',
  );
  const groupId = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(groupId) && groupId > 0 && String(groupId) === match?.[1] ? groupId : null;
}

/**
 * May this tablet publish to (or subscribe to) this topic? Only its own topics, only in their direction,
 * and no wildcards: a tablet can neither read another tablet's commands nor speak for it. Besides, it may
 * subscribe to its own group's broadcasts (`groupId`: the group its live credential is in, looked up by
 * the caller only for a broadcast topic).
 */
export function tabletMayUse(
  userId: number,
  topic: string,
  action: 'publish' | 'subscribe',
  root = ROOT,
  groupId?: number | null,
): boolean {
  const group = groupOfBroadcastTopic(topic, root);
  if (group !== null) return action === 'subscribe' && groupId != null && group === groupId;
  const parsed = parseTabletTopic(topic, root);
  if (!parsed || parsed.userId !== userId) return false;
  return (action === 'publish' ? INBOUND : OUTBOUND).has(parsed.channel);
}

/** Where API instances tell each other about live events (shared by every instance on one broker). */
export function serverEventsTopic(root = ROOT): string {
  return `${root}/server/events`;
}
