import { expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { eventually, listen } from '../../test/tablets.js';
import { createTestApp } from '../../test/test-app.js';
import { loggedLines } from '../../test/log-lines.js';
import { redactedUrl } from './logger.js';

const { lines, logger } = loggedLines();
const { app } = await createTestApp({ logger });

it('keeps reset and invitation tokens out of the access log (security review finding 13)', async () => {
  const token = 'kR3tq0Wm1sQ-single-use-token';
  await app.inject({ url: `/reset-password?token=${token}` });
  await app.inject({ url: `/v1/acorn/newspapers?q=x&token=${token}&page=1` });
  const log = lines.join('');
  expect(log).toContain('/reset-password?token=[redacted]');
  expect(log).toContain('/v1/acorn/newspapers?q=x&token=[redacted]&page=1');
  expect(log).not.toContain(token);
});

it('redacts every secret parameter, whatever its case or place', () => {
  expect(redactedUrl('/x?Token=a&password=b#c')).toBe('/x?Token=[redacted]&password=[redacted]#c');
  expect(redactedUrl('/x?mytoken=a')).toBe('/x?mytoken=a');
});

const levels = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });

it('logs ordinary bad input as one warning line at most, never an error with a stack', async () => {
  const before = lines.length;
  const forgot = await app.inject({
    method: 'POST',
    url: '/v2/acorn/forgot-password',
    payload: { email: 'mary\u0000@example.ie' },
  });
  expect(forgot.statusCode).toBe(200);
  const where = await listen(app);
  const socket = new WebSocket(`${where.server.replace(/^http/, 'ws')}/v1/acorn/live`);
  await new Promise((resolve) => socket.addEventListener('open', resolve));
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (e) => resolve(e.code)));
  socket.send('x'.repeat(300 * 1024));
  expect(await closed).toBe(1009); // message too big
  // The mail is looked up after the answer: give it the time a lookup takes.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await eventually(() =>
    expect(
      levels()
        .slice(before)
        .filter((l) => l.level >= 50),
    ).toEqual([]),
  );
});

it('answers every API call with Cache-Control: no-store', async () => {
  for (const url of ['/v1/acorn/me', '/v1/acorn/newspapers', '/v2/acorn/login', '/v1/acorn/nowhere'])
    expect((await app.inject({ url })).headers['cache-control'], url).toBe('no-store');
});
