import { describe, expect, it } from 'vitest';
import { INBOUND_CHANNELS, OUTBOUND_CHANNELS, tabletMayUse, tabletTopic } from './topics';

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
});
