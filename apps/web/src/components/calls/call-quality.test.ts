import { describe, expect, it } from 'vitest';
import { judgeQuality } from './call-quality';

const pair = (rtt: number) => ({
  type: 'candidate-pair',
  state: 'succeeded',
  nominated: true,
  currentRoundTripTime: rtt,
});
const inbound = (packetsReceived: number, packetsLost: number) => ({
  type: 'inbound-rtp',
  packetsReceived,
  packetsLost,
});

describe('the connection’s quality in words', () => {
  it('is Good, Fair or Poor by round trip', () => {
    expect(judgeQuality([pair(0.05), inbound(1000, 0)], null).quality).toBe('Good');
    expect(judgeQuality([pair(0.3), inbound(1000, 0)], null).quality).toBe('Fair');
    expect(judgeQuality([pair(0.9), inbound(1000, 0)], null).quality).toBe('Poor');
  });

  it('judges packet loss over the last interval only, audio and video together', () => {
    const first = judgeQuality([pair(0.05), inbound(500, 0), inbound(500, 0)], null);
    expect(first.quality).toBe('Good');
    // 100 more lost of 1,100 more sent since the last look: 9 %.
    const next = judgeQuality([pair(0.05), inbound(1000, 50), inbound(1000, 50)], first.sample);
    expect(next.quality).toBe('Poor');
    const calmer = judgeQuality([pair(0.05), inbound(1970, 80), inbound(1000, 50)], next.sample);
    expect(calmer.quality).toBe('Fair');
  });

  it('says nothing before there is anything to judge', () => {
    expect(judgeQuality([{ type: 'candidate-pair', state: 'in-progress' }], null).quality).toBeNull();
  });
});
