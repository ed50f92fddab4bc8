import { describe, expect, it } from 'vitest';
import {
  groupBroadcastTopic,
  groupOfBroadcastTopic,
  INBOUND_CHANNELS,
  OUTBOUND_CHANNELS,
  tabletMayUse,
  tabletTopic,
  topicRoot,
} from './topics';

describe('tabletMayUse', () => {
  it('lets a tablet publish on its own inbound channels, call_out among them, and nowhere else', () => {
    for (const channel of INBOUND_CHANNELS)
      expect(tabletMayUse(7, tabletTopic(7, channel), 'publish')).toBe(true);
    for (const channel of OUTBOUND_CHANNELS)
      expect(tabletMayUse(7, tabletTopic(7, channel), 'publish')).toBe(false);
    expect(tabletMayUse(7, tabletTopic(8, 'call_out'), 'publish')).toBe(false);
  });

  it('lets a tablet subscribe to its own commands and call_in only, without wildcards', () => {
    expect(tabletMayUse(7, tabletTopic(7, 'commands'), 'subscribe')).toBe(true);
    expect(tabletMayUse(7, tabletTopic(7, 'call_in'), 'subscribe')).toBe(true);
    expect(tabletMayUse(7, tabletTopic(7, 'call_out'), 'subscribe')).toBe(false);
    expect(tabletMayUse(7, tabletTopic(8, 'call_in'), 'subscribe')).toBe(false);
    expect(tabletMayUse(7, 'acorn/v1/tablets/+/call_in', 'subscribe')).toBe(false);
    expect(tabletMayUse(7, 'acorn/v1/tablets/7/#', 'subscribe')).toBe(false);
  });

  it("lets a tablet subscribe to its own group's broadcasts only, never publish there", () => {
    expect(tabletMayUse(7, groupBroadcastTopic(3), 'subscribe', undefined, 3)).toBe(true);
    expect(tabletMayUse(7, groupBroadcastTopic(4), 'subscribe', undefined, 3)).toBe(false);
    expect(tabletMayUse(7, groupBroadcastTopic(3), 'subscribe')).toBe(false);
    expect(tabletMayUse(7, groupBroadcastTopic(3), 'publish', undefined, 3)).toBe(false);
    expect(tabletMayUse(7, 'acorn/v1/groups/+/broadcasts', 'subscribe', undefined, 3)).toBe(false);
    expect(tabletMayUse(7, 'acorn/v1/groups/#', 'subscribe', undefined, 3)).toBe(false);
  });
});

describe('groupOfBroadcastTopic', () => {
  it('reads the group of its own root only, and nothing else', () => {
    const root = topicRoot('ns');
    expect(groupOfBroadcastTopic(groupBroadcastTopic(12, root), root)).toBe(12);
    expect(groupOfBroadcastTopic(groupBroadcastTopic(12), root)).toBeNull();
    for (const odd of [
      'groups/012/broadcasts',
      'groups/0/broadcasts',
      'groups/1/broadcasts/x',
      'groups//broadcasts',
    ])
      expect(groupOfBroadcastTopic(`acorn/v1/${odd}`)).toBeNull();
  });
});
