import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Keeps every RTCPeerConnection a page makes within reach of the test (the app keeps its own to itself),
 * so a test can read the connection's state and its stats as the browser reports them.
 */
export async function watchPeers(context: BrowserContext) {
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const peers: RTCPeerConnection[] = [];
    (window as unknown as { __peers: RTCPeerConnection[] }).__peers = peers;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        peers.push(this);
      }
    };
  });
}

/** The page's latest peer connection: its state and the media bytes it has received so far. */
export function latestPeer(page: Page): Promise<{ state: string; inboundBytes: number } | null> {
  return page.evaluate(async () => {
    const pc = (window as unknown as { __peers?: RTCPeerConnection[] }).__peers?.at(-1);
    if (!pc) return null;
    let inboundBytes = 0;
    (await pc.getStats()).forEach((s: { type: string; bytesReceived?: number }) => {
      if (s.type === 'inbound-rtp') inboundBytes += s.bytesReceived ?? 0;
    });
    return { state: pc.connectionState, inboundBytes };
  });
}

/**
 * Both ends of a call connected, and each receiving the other's audio and video: every side's latest peer
 * connection is 'connected' and its inbound RTP bytes keep growing.
 */
export async function expectMediaBothWays(...sides: Page[]) {
  for (const side of sides) {
    const first = await latestPeer(side);
    expect(first?.state).toBe('connected');
    await expect
      .poll(async () => (await latestPeer(side))!.inboundBytes)
      .toBeGreaterThan(first!.inboundBytes);
  }
}
