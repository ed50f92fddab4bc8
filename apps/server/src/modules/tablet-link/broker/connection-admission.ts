import type { Duplex } from 'node:stream';
import { packetGate, type PacketGate } from './packet-gate.js';

/**
 * How many connections may wait unauthenticated (not yet signed in with a tablet credential), from one
 * address and in all. A care home's tablets share its router's address and all come back at once after a
 * restart (the ones over the limit are refused and try again), so the limit per address is generous; the
 * gate keeps what each of them may send small.
 */
export interface AdmissionLimits {
  perAddress: number;
  total: number;
}

interface Waiting {
  address: string;
  gate: PacketGate;
}

/**
 * The embedded broker's door: counts connections that have not signed in, refuses one over the limits,
 * and puts a packet gate on each admitted one (packet-gate.ts). Also remembers each connection's client
 * address, which the credential throttle reads (behind a trusted proxy, the proxy's X-Forwarded-For).
 */
export function connectionAdmission(limits: AdmissionLimits) {
  const addresses = new WeakMap<object, string>();
  const waiting = new Map<Duplex, Waiting>();
  const waitingFrom = new Map<string, number>();

  const stopWaiting = (conn: Duplex) => {
    const entry = waiting.get(conn);
    if (!entry) return;
    waiting.delete(conn);
    const left = (waitingFrom.get(entry.address) ?? 1) - 1;
    if (left > 0) waitingFrom.set(entry.address, left);
    else waitingFrom.delete(entry.address);
  };

  return {
    /**
     * Lets a new connection in, gated, or answers false (the caller drops it). Aedes pulls each
     * connection's bytes with read(): the gate reads every chunk as it is taken, before Aedes's parser
     * keeps any of it.
     */
    admit(conn: Duplex, address: string): boolean {
      if (waiting.size >= limits.total || (waitingFrom.get(address) ?? 0) >= limits.perAddress) return false;
      const gate = packetGate();
      addresses.set(conn, address);
      waiting.set(conn, { address, gate });
      waitingFrom.set(address, (waitingFrom.get(address) ?? 0) + 1);
      conn.once('close', () => stopWaiting(conn));
      const read = conn.read.bind(conn);
      conn.read = (size?: number) => {
        const chunk: unknown = read(size);
        if (!(chunk instanceof Uint8Array)) return chunk;
        const reason = gate.refuses(chunk);
        if (reason === null) return chunk;
        conn.destroy(new Error(`tablet link: connection refused, ${reason}`));
        return null;
      };
      return true;
    },
    /** The connection signed in: it no longer counts as waiting, and may send whole packets. */
    signedIn(conn: object) {
      const entry = waiting.get(conn as Duplex);
      if (!entry) return;
      entry.gate.signedIn();
      stopWaiting(conn as Duplex);
    },
    /** The client address a connection came from ('unknown' if it came in some other way). */
    addressOf: (conn: object | undefined): string => (conn && addresses.get(conn)) ?? 'unknown',
    /** How many connections wait to sign in now (for tests and the log). */
    get waiting() {
      return waiting.size;
    },
  };
}

export type ConnectionAdmission = ReturnType<typeof connectionAdmission>;
