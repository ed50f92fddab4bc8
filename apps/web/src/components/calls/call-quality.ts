// How the call is going, from RTCPeerConnection.getStats(): the round trip of the pair of candidates in
// use and the share of incoming packets lost since the last look. Said in words ('Good', 'Fair', 'Poor').

export type CallQuality = 'Good' | 'Fair' | 'Poor';

/** The running totals one look leaves for the next, so loss is judged over the last interval alone. */
export interface QualitySample {
  received: number;
  lost: number;
}

interface Stat {
  type: string;
  state?: string;
  nominated?: boolean;
  currentRoundTripTime?: number;
  roundTripTime?: number;
  packetsReceived?: number;
  packetsLost?: number;
}

/** Limits as commonly used for interactive video: beyond them speech breaks up or lags noticeably. */
const GOOD = { rtt: 0.15, loss: 0.02 };
const FAIR = { rtt: 0.4, loss: 0.08 };

/** Reads one stats report (any iterable of its entries): the quality, and the totals to pass next time. */
export function judgeQuality(
  stats: Iterable<Stat>,
  previous: QualitySample | null,
): { quality: CallQuality | null; sample: QualitySample } {
  let rtt: number | undefined;
  const sample = { received: 0, lost: 0 };
  for (const stat of stats) {
    if (stat.type === 'candidate-pair' && (stat.nominated || stat.state === 'succeeded'))
      rtt = stat.currentRoundTripTime ?? rtt;
    else if (stat.type === 'remote-inbound-rtp' && rtt === undefined) rtt = stat.roundTripTime;
    else if (stat.type === 'inbound-rtp') {
      sample.received += stat.packetsReceived ?? 0;
      sample.lost += Math.max(0, stat.packetsLost ?? 0);
    }
  }
  const received = sample.received - (previous?.received ?? 0);
  const lost = sample.lost - (previous?.lost ?? 0);
  const loss = received + lost > 0 ? lost / (received + lost) : undefined;
  if (rtt === undefined && loss === undefined) return { quality: null, sample };
  const within = (limit: { rtt: number; loss: number }) =>
    (rtt ?? 0) <= limit.rtt && (loss ?? 0) <= limit.loss;
  return { quality: within(GOOD) ? 'Good' : within(FAIR) ? 'Fair' : 'Poor', sample };
}
