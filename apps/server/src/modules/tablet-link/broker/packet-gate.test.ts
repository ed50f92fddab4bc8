import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PACKET_LIMITS, packetGate } from './packet-gate.js';

// MQTT 3.1.1 packets as a tablet writes them, built by hand: a fixed header (type and flags, the remaining
// length in 7-bit groups) and a body.
const varLength = (n: number) => {
  const out = [];
  do {
    out.push((n % 128) | (n >= 128 ? 0x80 : 0));
    n = Math.floor(n / 128);
  } while (n > 0);
  return out;
};
const packet = (first: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([first, ...varLength(body.length)]), body]);
};
const text = (value: string) => {
  const bytes = Buffer.from(value);
  return Buffer.concat([Buffer.from([bytes.length >> 8, bytes.length & 0xff]), bytes]);
};
// Protocol MQTT level 4, user name + password + clean session, keep-alive 60 s; client id, user, password.
const connect = packet(
  0x10,
  text('MQTT'),
  Buffer.from([4, 0xc2, 0, 60]),
  text('tablet-7'),
  text('tablet-7'),
  text('x'.repeat(43)),
);
const publish = (size: number) =>
  packet(0x32, text('acorn/v1/tablets/7/metrics'), Buffer.from([0, 1]), Buffer.alloc(size, 0x61));
const ping = packet(0xc0);

/** Feeds the stream in the given pieces; answers the first refusal, or null. */
function feed(stream: Buffer, cuts: number[], signedIn = true) {
  const gate = packetGate();
  if (signedIn) gate.signedIn();
  const points = [...new Set(cuts.map((cut) => cut % (stream.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const to of [...points, stream.length]) {
    const reason = gate.refuses(stream.subarray(from, to));
    if (reason) return reason;
    from = to;
  }
  return null;
}

describe('the packet gate', () => {
  it('lets every packet a tablet sends through, however the stream is cut', () => {
    const stream = Buffer.concat([connect, publish(64 * 1024), ping, publish(10), ping]);
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (cuts) => {
        expect(feed(stream, cuts)).toBeNull();
      }),
    );
  });

  it('refuses a 256 MB CONNECT from its header alone, even a byte at a time', () => {
    const header = Buffer.from([0x10, 0xff, 0xff, 0xff, 0x7f]);
    const gate = packetGate();
    const answers = [...header].map((byte) => gate.refuses(Buffer.from([byte])));
    expect(answers.slice(0, 2)).toEqual([null, null]);
    expect(answers[2]).toMatch(/type 1 over 4096 bytes/);
  });

  it('refuses a PUBLISH larger than a payload may be, after the packets before it', () => {
    expect(feed(Buffer.concat([ping, publish(PACKET_LIMITS.publish)]), [])).toMatch(/type 3 over/);
  });

  it('refuses more than a CONNECT and a little before the credential is accepted', () => {
    const pings = Buffer.concat(Array.from({ length: PACKET_LIMITS.beforeSignIn }, () => ping));
    expect(feed(Buffer.concat([connect, pings]), [], false)).toMatch(/before signing in/);
    expect(feed(Buffer.concat([connect, pings]), [], true)).toBeNull();
  });
});
