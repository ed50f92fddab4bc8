import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { createLogger, redactedUrl } from './logger.js';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const { app } = await createTestApp({ logger: createLogger('info', sink) });

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
