import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createPortalUser, signIn } from '../../test/fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import { LINGER_MAX_BYTES } from '../lib/linger.js';

const { app, db } = await createTestApp();
const base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
await createPortalUser(db, { email: 'big@example.ie', roles: [2], group_id: 1 });
const { authorization } = await signIn(app, 'big@example.ie');

/** A raw connection, to send a body in parts and read what came back so far. */
async function connection() {
  const socket: Socket = connect(Number(base.port), base.hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {}); // a reset shows as `closed`
  socket.on('close', () => (closed = true));
  const until = async (what: () => boolean) => {
    while (!what() && !closed) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  const write = (data: string | Buffer) =>
    new Promise<void>((resolve) => socket.write(data, () => resolve()));
  return { socket, write, until, received: () => received, closed: () => closed };
}

const postHead = (bytes: number) =>
  `POST /v1/acorn/newspapers HTTP/1.1\r\nhost: ${base.host}\r\nauthorization: ${authorization}\r\n` +
  `content-type: application/json\r\ncontent-length: ${bytes}\r\n\r\n`;

describe('a body over the limit', () => {
  it('is answered 413 while the client still sends it, and the client can finish and go on', async () => {
    const c = await connection();
    const size = 3 * 1024 * 1024;
    await c.write(postHead(size) + '{"name":"');
    await c.until(() => c.received().includes('Request body is too large'));
    expect(c.received()).toMatch(/^HTTP\/1\.1 413 /);
    // The rest arrives after the answer: read and thrown away, and the connection takes the next request.
    await c.write(Buffer.alloc(size - 9, 0x61));
    await c.write(`GET /healthz HTTP/1.1\r\nhost: ${base.host}\r\n\r\n`);
    await c.until(() => c.received().includes('"alive"'));
    expect(c.closed()).toBe(false);
    c.socket.destroy();
  });

  it('has its connection closed once the client sends more than it may', async () => {
    const c = await connection();
    await c.write(postHead(4 * LINGER_MAX_BYTES));
    await c.until(() => c.received().includes('Request body is too large'));
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    for (let sent = 0; sent <= 2 * LINGER_MAX_BYTES && !c.closed(); sent += chunk.length)
      await c.write(chunk);
    await c.until(() => false);
    expect(c.closed()).toBe(true);
  });
});
