import type { FastifyBaseLogger } from 'fastify';
import mqtt from 'mqtt';
import net from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from '../../../../test/test-app.js';
import { createTablets, eventually, listen, simulatedTablet } from '../../../../test/tablets.js';
import { signedInStaff } from '../../../../test/fixtures.js';
import { startEmbeddedBroker } from './embedded-broker.js';
import { PACKET_LIMITS } from './packet-gate.js';

// Issue 40, finding 1: a client announcing a huge packet (or streaming many before it signs in) is cut off
// from the fixed header, before the broker keeps its bytes; unauthenticated connections are capped.
// The embedded broker only (an external broker is its own process with its own limits).

const { app, db } = await createTestApp({ config: { mqttPort: 0 } });
const { groups } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const where = await listen(app);
const tcpUrl = new URL(app.tabletLink.mqttUrls.find((url) => url.startsWith('mqtt://'))!);

/** A CONNECT's fixed header announcing the largest length MQTT can encode (268,435,455 bytes). */
const HUGE_CONNECT = Buffer.from([0x10, 0xff, 0xff, 0xff, 0x7f]);
const SENT_PER_CONNECTION = 32 * 1024 * 1024;

/** Memory the process holds outside V8's young objects: what a buffered packet grows. */
const held = () => {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

/**
 * Sends the header, then the same 64 KB again and again (the sender itself holds nothing) until the
 * server ends the connection or SENT_PER_CONNECTION is sent; answers how much was sent.
 */
function floodTcp(): Promise<number> {
  const filler = Buffer.alloc(64 * 1024, 0x61);
  return new Promise((resolve) => {
    let sent = 0;
    const socket = net.connect(Number(tcpUrl.port), tcpUrl.hostname);
    const finish = () => resolve(sent);
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', () => {
      socket.write(HUGE_CONNECT);
      const pump = () => {
        while (sent < SENT_PER_CONNECTION && !socket.destroyed) {
          sent += filler.length;
          if (!socket.write(filler)) return void socket.once('drain', pump);
        }
        // All of it sent: the server kept it (the old broker did, for up to its 10 s connect timeout).
        finish();
        socket.destroy();
      };
      pump();
    });
  });
}

/** The same over MQTT over WebSocket: frames within the frame limit, the first carrying the header. */
function floodWebSocket(): Promise<number> {
  const frame = Buffer.alloc(60 * 1024, 0x61);
  HUGE_CONNECT.copy(frame);
  return new Promise((resolve) => {
    let sent = 0;
    const socket = new WebSocket(`${where.mqttUrl}`, 'mqtt');
    const finish = () => resolve(sent);
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('open', () => {
      const pump = () => {
        while (sent < SENT_PER_CONNECTION && socket.readyState === WebSocket.OPEN) {
          sent += frame.length;
          socket.send(frame);
          if (socket.bufferedAmount > 1024 * 1024) return void setImmediate(pump);
        }
        if (socket.readyState === WebSocket.OPEN) {
          finish();
          socket.terminate();
        }
      };
      pump();
    });
  });
}

describe('the embedded broker reads no packet over its limit', () => {
  it('cuts off four TCP connections announcing a 256 MB CONNECT, and memory stays flat', async () => {
    const before = held();
    const sent = await Promise.all([floodTcp(), floodTcp(), floodTcp(), floodTcp()]);
    for (const bytes of sent) expect(bytes).toBeLessThan(SENT_PER_CONNECTION);
    expect(held() - before).toBeLessThan(32 * 1024 * 1024);
  });

  it('cuts off WebSocket connections doing the same in frames under the frame limit', async () => {
    const before = held();
    const sent = await Promise.all([floodWebSocket(), floodWebSocket()]);
    for (const bytes of sent) expect(bytes).toBeLessThan(SENT_PER_CONNECTION);
    expect(held() - before).toBeLessThan(32 * 1024 * 1024);
  });

  it('disconnects an enrolled tablet publishing over the limit, and takes its next report', async () => {
    const [identity] = await createTablets(db, groups.maple, 1);
    const sim = simulatedTablet(identity!, { server: where.server, mqttUrl: tcpUrl.toString() });
    afterAll(() => sim.drop());
    await sim.enrol();
    await sim.connect();
    const first = sim.client!;
    first.publish(sim.topic('messages'), Buffer.alloc(PACKET_LIMITS.publish + 1, 0x61), { qos: 0 });
    await eventually(() => expect(first.connected).toBe(false));
    // Within the limits, the same tablet is heard again.
    const again = await mqtt.connectAsync(tcpUrl.toString(), {
      ...sim.credential!,
      clientId: sim.credential!.username,
      reconnectPeriod: 0,
    });
    expect(again.connected).toBe(true);
    await again.endAsync();
  });
});

describe('connections waiting to sign in', () => {
  it('are capped per address and in all; one that signs in or leaves makes room', async () => {
    const log = { warn: vi.fn(), debug: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const broker = await startEmbeddedBroker({
      checkCredential: async (username, password) =>
        username === 'tablet-7' && password === 'pw' ? { user_id: 7, group_id: 1 } : null,
      port: 0,
      host: '127.0.0.1',
      waiting: { perAddress: 3, total: 4 },
      root: 'acorn/v1',
      log,
    });
    afterAll(() => broker.close());
    broker.admit();
    const url = new URL(broker.tcpUrl!);
    /** A connection that never says who it is, from this loopback address. */
    const silent = (localAddress = '127.0.0.1') =>
      new Promise<net.Socket>((resolve) => {
        const socket = net.connect({ port: Number(url.port), host: url.hostname, localAddress }, () =>
          resolve(socket),
        );
      });
    const closed = (socket: net.Socket) =>
      new Promise<void>((resolve) => (socket.closed ? resolve() : socket.once('close', () => resolve())));
    const tablet = () =>
      mqtt.connectAsync(
        broker.tcpUrl!,
        { username: 'tablet-7', password: 'pw', clientId: 'tablet-7', reconnectPeriod: 0 },
        false,
      );

    const waiting = [await silent(), await silent(), await silent()];
    // A fourth from the same address is closed at once, a tablet too; one from elsewhere waits (4 in all).
    await closed(await silent());
    await expect(tablet()).rejects.toThrow();
    const elsewhere = await silent('127.0.0.2');
    // Now all four places are taken: the next from elsewhere is closed, the one before it still waits.
    await closed(await silent('127.0.0.3'));
    expect(elsewhere.closed).toBe(false);
    // One leaves: the tablet gets in, and once signed in it no longer counts as waiting.
    waiting[0]!.destroy();
    const signedIn = await eventually(tablet);
    const another = await silent();
    await closed(await silent());
    expect(another.closed).toBe(false);
    expect(signedIn.connected).toBe(true);
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/refused, too many waiting to sign in/));
    await signedIn.endAsync();
    for (const socket of [...waiting, elsewhere, another]) socket.destroy();
  });

  it("are counted by the address a trusted proxy's X-Forwarded-For names at /mqtt", async () => {
    const proxied = await createTestApp({
      config: { trustProxy: ['loopback'], mqttWaiting: { perAddress: 1, total: 100 } },
    });
    const mqttUrl = (await listen(proxied.app)).mqttUrl;
    const open = (client: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(mqttUrl, 'mqtt', { headers: { 'x-forwarded-for': client } });
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      });
    const closed = (socket: WebSocket) => new Promise((resolve) => socket.once('close', resolve));
    const first = await open('198.51.100.1');
    // The same care home again is over its limit; another one behind the same proxy is not.
    await closed(await open('198.51.100.1'));
    const second = await open('198.51.100.2');
    await closed(await open('198.51.100.2'));
    expect([first.readyState, second.readyState]).toEqual([WebSocket.OPEN, WebSocket.OPEN]);
    first.terminate();
    second.terminate();
  });
});
