import { PERMISSION } from '@acorn/domain/access';
import { describe, expect, it } from 'vitest';
import { createGroup, createPortalUser, login, signIn, TEST_PASSWORD } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { auditLog } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { SIGN_IN_FAILED } from './login-routes.js';

const { app, db, clock } = await createTestApp();
const groupId = await createGroup(db, 'Maple Grove Care', PERMISSION.READ_REPORT | PERMISSION.ADD_NEWSPAPERS);
const me = (authorization: string) =>
  app.inject({ method: 'GET', url: '/v1/acorn/me', headers: { authorization } });

describe('POST /v2/acorn/login', () => {
  it('answers the token, the user, their roles and group permissions', async () => {
    await createPortalUser(db, { email: 'Nora.Byrne@example.ie', roles: [2, 3], group_id: groupId });
    const res = await login(app, 'nora.byrne@EXAMPLE.ie ');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      user_group: groupId,
      firstname: 'Nora.Byrne',
      surname: 'Tester',
      roles: [
        { role_id: 2, group_id: groupId },
        { role_id: 3, group_id: groupId },
      ],
      group_permissions: PERMISSION.READ_REPORT | PERMISSION.ADD_NEWSPAPERS,
    });
    expect(body.last_active_token).toMatch(/^[\w-]{43}$/);
    expect((await me(`Bearer ${body.last_active_token}`)).json().email).toBe('Nora.Byrne@example.ie');
  });

  it('gives unknown email and wrong password the same answer', async () => {
    await createPortalUser(db, { email: 'same@example.ie', roles: [1], group_id: 1 });
    const unknown = await login(app, 'nobody@example.ie');
    const wrong = await login(app, 'same@example.ie', 'not-the-password');
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual({ message: SIGN_IN_FAILED });
    expect(wrong.json()).toEqual({ message: SIGN_IN_FAILED });
  });

  it('allows at most 20 sign-in attempts a minute from one address', async () => {
    const codes = [];
    for (let i = 0; i < 21; i++)
      codes.push((await login(app, 'nobody@example.ie', 'x', '192.0.2.7')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
    expect((await login(app, 'nobody@example.ie', 'x', '192.0.2.8')).statusCode).toBe(401);
  });

  it('refuses a disabled user, whose sessions end for good: re-enabling does not revive them', async () => {
    const id = await createPortalUser(db, { email: 'leaver@example.ie', roles: [2], group_id: groupId });
    const { authorization } = await signIn(app, 'leaver@example.ie');
    expect((await me(authorization)).statusCode).toBe(200);
    await createPortalUser(db, { email: 'boss@example.ie', roles: [1], group_id: 1 });
    const boss = await signIn(app, 'boss@example.ie');
    const setActive = (is_active: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/v1/acorn/portal-users/${id}`,
        headers: boss,
        payload: { is_active },
      });
    expect((await setActive(false)).statusCode).toBe(200);
    expect((await me(authorization)).statusCode).toBe(401);
    expect((await login(app, 'leaver@example.ie')).json()).toEqual({ message: SIGN_IN_FAILED });
    expect((await setActive(true)).statusCode).toBe(200);
    expect((await me(authorization)).statusCode).toBe(401);
    expect((await login(app, 'leaver@example.ie')).statusCode).toBe(200);
  });

  it('audits successes and failures without the password', async () => {
    await createPortalUser(db, { email: 'audited@example.ie', roles: [2], group_id: 1 });
    await login(app, 'audited@example.ie', 'wrong-password');
    await login(app, 'audited@example.ie');
    const rows = await db.select().from(auditLog).where(eq(auditLog.actor_email, 'audited@example.ie'));
    expect(rows.map((r) => r.action)).toEqual(['login.failure', 'login.success']);
    expect(JSON.stringify(rows)).not.toContain('wrong-password');
    expect(JSON.stringify(rows)).not.toContain(TEST_PASSWORD);
  });
});

describe('sessions', () => {
  it('end after 30 idle minutes', async () => {
    await createPortalUser(db, { email: 'idle@example.ie', roles: [1], group_id: 1 });
    const { authorization } = await signIn(app, 'idle@example.ie');
    clock.advance(29 * 60_000);
    expect((await me(authorization)).statusCode).toBe(200);
    clock.advance(29 * 60_000);
    expect((await me(authorization)).statusCode).toBe(200); // use keeps it alive
    clock.advance(30 * 60_000 + 1000);
    expect((await me(authorization)).statusCode).toBe(401);
  });

  it('end 12 hours after sign-in, however busy', async () => {
    await createPortalUser(db, { email: 'busy@example.ie', roles: [1], group_id: 1 });
    const { authorization } = await signIn(app, 'busy@example.ie');
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await me(authorization)).statusCode).toBe(200);
    }
    clock.advance(40 * 60_000);
    expect((await me(authorization)).statusCode).toBe(401);
  });

  it('are revoked by logout at once', async () => {
    await createPortalUser(db, { email: 'bye@example.ie', roles: [1], group_id: 1 });
    const { authorization } = await signIn(app, 'bye@example.ie');
    const other = await signIn(app, 'bye@example.ie');
    const out = await app.inject({ method: 'POST', url: '/v1/acorn/logout', headers: { authorization } });
    expect(out.statusCode).toBe(204);
    expect((await me(authorization)).statusCode).toBe(401);
    expect((await me(other.authorization)).statusCode).toBe(200); // only that session
  });

  it('reject a missing, malformed or made-up token with 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/acorn/me' })).statusCode).toBe(401);
    expect((await me('Basic abc')).statusCode).toBe(401);
    expect((await me('Bearer made-up-token')).json()).toEqual({
      message: 'Your session has ended. Please sign in again.',
    });
  });
});
