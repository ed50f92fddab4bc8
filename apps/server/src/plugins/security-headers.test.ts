import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { CALLING_PAGE_POLICY, NO_CALLS_POLICY, socketSources } from './security-headers.js';

const { app } = await createTestApp({ config: { publicUrl: 'https://portal.example.org' } });

/** The Content-Security-Policy's directives by name. */
const directivesOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    String(headers['content-security-policy'])
      .split(';')
      .filter((d) => d.trim())
      .map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name!, values];
      }),
  );

it('sends a policy that runs only the portal’s own scripts, frames only its own and names its sockets', async () => {
  const directives = directivesOf((await app.inject({ url: '/v1/acorn/me' })).headers);
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

// Every kind of answer the server gives, from a server with a built portal and tablet app in miniature.
const built = async (name: string, page: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `acorn-${name}-`));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), page);
  await writeFile(path.join(dir, 'assets', 'main-Ab12.js'), 'export {};');
  return dir;
};
const webDir = await built('web', '<!doctype html><div id="root"></div>');
const tabletDir = await built('tablet', '<!doctype html><div id="tablet"></div>');
const { app: served } = await createTestApp({ config: { webDir, tabletDir } });
afterAll(async () => {
  await served.close();
  for (const dir of [webDir, tabletDir]) await rm(dir, { recursive: true, force: true });
});

describe.each([
  { kind: 'the portal’s sign-in page', url: '/', calls: true },
  { kind: 'a portal screen opened by its address', url: '/residents?resident=3', calls: true },
  { kind: 'the tablet web app', url: '/tablet/', calls: true },
  { kind: 'a tablet app screen opened by its address', url: '/tablet/check-in', calls: true },
  { kind: 'a script', url: '/assets/main-Ab12.js', calls: false },
  { kind: 'the API docs page', url: '/docs', calls: false },
  { kind: 'the OpenAPI document', url: '/docs/json', calls: false },
  { kind: 'an API answer without a session', url: '/v1/acorn/me', calls: false },
  { kind: 'an unknown API address', url: '/v1/acorn/no-such-thing', calls: false },
  { kind: 'a malformed request', url: '/v2/acorn/login', method: 'POST' as const, calls: false },
])('$kind ($url)', ({ url, method, calls }) => {
  it('carries the security headers, the policy and camera and microphone only where calls are made', async () => {
    const res = await served.inject({
      url,
      method: method ?? 'GET',
      ...(method ? { payload: '{"email":', headers: { 'content-type': 'application/json' } } : {}),
    });
    expect(res.statusCode).toBeLessThan(500);
    const headers = res.headers;
    const directives = directivesOf(headers);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(headers['content-security-policy']).not.toMatch(/unsafe-eval/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['permissions-policy']).toBe(calls ? CALLING_PAGE_POLICY : NO_CALLS_POLICY);
  });
});

it('lets the app pages use the camera and microphone of their own origin alone, and nothing else powerful', () => {
  expect(CALLING_PAGE_POLICY).toMatch(/^camera=\(self\), microphone=\(self\), /);
  expect(NO_CALLS_POLICY).toMatch(/^camera=\(\), microphone=\(\), /);
  expect(CALLING_PAGE_POLICY).toContain('geolocation=()');
});
