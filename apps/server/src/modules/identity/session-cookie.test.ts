import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createPortalUser, login, TEST_PASSWORD } from '../../../test/fixtures.js';
import { listen } from '../../../test/tablets.js';
import { createTestApp } from '../../../test/test-app.js';
import { CROSS_SITE_REFUSED } from '../../plugins/access-guard.js';

// ADR 0015: the portal's session is an HttpOnly cookie; Bearer stays for API clients.
const { app, db } = await createTestApp({ config: { publicUrl: 'http://portal.test' } });
const secure = await createTestApp({ config: { publicUrl: 'https://portal.example.org' } });
await createPortalUser(db, { email: 'cookie@example.ie', roles: [2], group_id: 1 });
await createPortalUser(secure.db, { email: 'cookie@example.ie', roles: [2], group_id: 1 });
const OWN = 'http://portal.test';

async function signedIn(t = { app }) {
  const res = await login(t.app, 'cookie@example.ie');
  const setCookie = String(res.headers['set-cookie']);
  const token = res.json<{ last_active_token: string }>().last_active_token;
  return { setCookie, token, cookie: `acorn_session=${token}` };
}

describe('the session cookie', () => {
  it('is set at sign-in: HttpOnly, SameSite=Strict, for the session’s 12 hours; Secure over https', async () => {
    const { setCookie, token } = await signedIn();
    expect(setCookie).toBe(`acorn_session=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=43200`);
    expect((await signedIn(secure)).setCookie).toMatch(/; SameSite=Strict; Secure; Max-Age=43200$/);
  });

  it('signs the portal’s calls in, and a sign-out clears it and ends the session', async () => {
    const { cookie } = await signedIn();
    expect((await app.inject({ url: '/v1/acorn/me', headers: { cookie } })).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/v1/acorn/logout',
      headers: { cookie, origin: OWN },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^acorn_session=; .*Max-Age=0$/);
    expect((await app.inject({ url: '/v1/acorn/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses a write another site’s page sent, or one on the cookie with no Origin at all', async () => {
    const { cookie, token } = await signedIn();
    const write = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/v1/acorn/newspapers', headers, payload: {} });
    for (const headers of [{ cookie }, { cookie, origin: 'https://evil.example' }] as Record<
      string,
      string
    >[]) {
      const res = await write(headers);
      expect([res.statusCode, res.json()]).toEqual([403, { message: CROSS_SITE_REFUSED }]);
    }
    // From the portal's own pages, and from an API client with its Bearer token, the write is judged.
    expect((await write({ cookie, origin: OWN })).statusCode).toBe(400);
    expect((await write({ authorization: `Bearer ${token}` })).statusCode).toBe(400);
    // Another site's page cannot sign a visitor in either (login CSRF).
    const foreign = await app.inject({
      method: 'POST',
      url: '/v2/acorn/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'cookie@example.ie', password: TEST_PASSWORD },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('opens the live stream from the portal’s own pages, and from no other site', async () => {
    const { cookie } = await signedIn();
    const where = await listen(app);
    const stream = (origin: string) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(`${where.server.replace(/^http/, 'ws')}/v1/acorn/live`, {
          headers: { cookie, origin },
        });
        socket.on('open', () => socket.send(JSON.stringify({ type: 'auth' })));
        socket.on('message', (data) => {
          resolve(JSON.parse(String(data)).type as string);
          socket.close();
        });
        socket.on('close', (code) => resolve(`closed ${code}`));
      });
    expect(await stream(where.server)).toBe('ready');
    expect(await stream('https://evil.example')).toBe('closed 4401');
  });
});
