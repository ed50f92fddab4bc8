import { expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { loggedLines } from '../../test/log-lines.js';

const { lines, logger } = loggedLines();
const { app } = await createTestApp({ logger });
app.get('/v1/test/broken', { config: { access: 'public' } }, async () => {
  throw new Error('a fault of ours');
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

it('gives every answer a request id, a new one each time', async () => {
  const [one, two] = [await app.inject({ url: '/healthz' }), await app.inject({ url: '/nowhere' })];
  expect(one.headers['x-request-id']).toMatch(UUID);
  expect(two.headers['x-request-id']).toMatch(UUID);
  expect(one.headers['x-request-id']).not.toBe(two.headers['x-request-id']);
});

it('names the id in a failure of ours and on every log line of its request', async () => {
  const res = await app.inject({ url: '/v1/test/broken' });
  const id = res.headers['x-request-id'] as string;
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ message: 'Something went wrong. Try again later.', request_id: id });
  const ofRequest = lines.map((line) => JSON.parse(line) as { request_id?: string; msg?: string });
  const mine = ofRequest.filter((line) => line.request_id === id);
  // The access lines (received, completed) and the error's own.
  expect(mine.map((line) => line.msg)).toEqual(
    expect.arrayContaining(['incoming request', 'a fault of ours', 'request completed']),
  );
});

it("keeps a caller's sane x-request-id, and replaces one that is not", async () => {
  const idOf = async (given: string) =>
    (await app.inject({ url: '/healthz', headers: { 'x-request-id': given } })).headers['x-request-id'];
  expect(await idOf('lb-7f3a9c.42')).toBe('lb-7f3a9c.42');
  expect(await idOf('8d7e2c1a-5b4f-4e3d-9c2b-1a0f9e8d7c6b')).toBe('8d7e2c1a-5b4f-4e3d-9c2b-1a0f9e8d7c6b');
  for (const bad of ['x'.repeat(500), 'forged\tline', 'two words', '"quoted"', ''])
    expect(await idOf(bad)).toMatch(UUID);
});
