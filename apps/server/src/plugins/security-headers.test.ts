import { expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { socketSources } from './security-headers.js';

const { app } = await createTestApp({ config: { publicUrl: 'https://portal.example.org' } });

it('sends a policy that runs only the portal’s own scripts, frames only its own and names its sockets', async () => {
  const policy = (await app.inject({ url: '/v1/acorn/me' })).headers['content-security-policy'] as string;
  const directives = Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
  expect(directives['script-src']).toEqual(["'self'"]);
  expect(directives['script-src-attr']).toEqual(["'none'"]);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
  // The tablet app frames a menu's PDF as a blob: document; nothing of another site's.
  expect(directives['frame-src']).toEqual(["'self'", 'blob:']);
  expect(directives['connect-src']).toEqual(["'self'", 'wss://portal.example.org']);
});

it('names an external broker’s WebSocket address for the tablet app, and no plain MQTT one', () => {
  const base = { publicUrl: 'http://localhost:8080' };
  expect(socketSources({ ...base, mqttTabletUrl: 'wss://broker.example.org:8884/mqtt' })).toEqual([
    'ws://localhost:8080',
    'wss://broker.example.org:8884',
  ]);
  expect(socketSources({ ...base, mqttTabletUrl: 'mqtts://broker.example.org:8883' })).toEqual([
    'ws://localhost:8080',
  ]);
});
