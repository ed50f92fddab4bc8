import { MAX_TABLET_PAYLOAD_BYTES } from '@acorn/domain/tablet-link';

/** MQTT control packet types (the fixed header's high nibble) the limits tell apart. */
const CONNECT = 1;
const PUBLISH = 3;

/**
 * The largest packet the broker reads, by type, from the remaining length in its fixed header: a CONNECT
 * holds a client id, a user name, a password and perhaps a will (a tablet's is well under 1 KB); a PUBLISH
 * a tablet payload (at most MAX_TABLET_PAYLOAD_BYTES) with its topic and properties; anything else a few
 * topic filters or ids.
 */
export const PACKET_LIMITS = {
  connect: 4 * 1024,
  publish: MAX_TABLET_PAYLOAD_BYTES + 2 * 1024,
  other: 4 * 1024,
  /** Everything a client may send before its credential is accepted: its CONNECT and a little more. */
  beforeSignIn: 8 * 1024,
} as const;

const limitOf = (type: number) =>
  type === CONNECT ? PACKET_LIMITS.connect : type === PUBLISH ? PACKET_LIMITS.publish : PACKET_LIMITS.other;

/**
 * Follows an MQTT byte stream packet by packet from the fixed headers alone (type and remaining length),
 * without keeping any of it, and says why it must be refused as soon as a header announces more than the
 * limit: Aedes's parser keeps every byte of a packet until it is whole, so a client announcing 256 MB would
 * otherwise be buffered up to the connect timeout (issue 40, finding 1).
 */
export function packetGate() {
  let signedIn = false;
  let seenBeforeSignIn = 0;
  // Where the stream is: at a fixed header's first byte, inside its remaining length, or inside a body.
  let type = -1;
  let length = 0;
  let lengthBytes = 0;
  let bodyLeft = 0;

  return {
    /** The client's credential was accepted: from now on only the per-packet limits hold. */
    signedIn() {
      signedIn = true;
    },
    /** Reads the next bytes the client sent: null when they may go on to the broker, else the reason not. */
    refuses(chunk: Uint8Array): string | null {
      if (!signedIn) {
        seenBeforeSignIn += chunk.length;
        if (seenBeforeSignIn > PACKET_LIMITS.beforeSignIn) return 'too much before signing in';
      }
      let at = 0;
      while (at < chunk.length) {
        if (bodyLeft > 0) {
          const skipped = Math.min(bodyLeft, chunk.length - at);
          bodyLeft -= skipped;
          at += skipped;
        } else if (type === -1) {
          type = chunk[at++]! >> 4;
          length = 0;
          lengthBytes = 0;
        } else {
          const byte = chunk[at++]!;
          length += (byte & 0x7f) * 128 ** lengthBytes++;
          if (length > limitOf(type)) return `a packet of type ${type} over ${limitOf(type)} bytes`;
          if (byte & 0x80) {
            // Four bytes at most encode a length (MQTT 3.1.1, 2.2.3); the limits stop it well before.
            continue;
          }
          bodyLeft = length;
          type = -1;
        }
      }
      return null;
    },
  };
}

export type PacketGate = ReturnType<typeof packetGate>;
