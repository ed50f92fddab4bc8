import { PERMISSION } from '@acorn/domain';
import { describe, expect, it } from 'vitest';
import { createGroup, createPortalUser, login, signIn, TEST_PASSWORD } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { auditLog, portalUsers } from '../../db/schema/index.js';
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

  it('locks after 5 failures for 1 s, doubling with each further failure, up to 15 minutes', async () => {
    await createPortalUser(db, { email: 'locked@example.ie', roles: [2], group_id: 1 });
    for (let i = 0; i < 5; i++)
      expect((await login(app, 'locked@example.ie', 'wrong-password')).statusCode).toBe(401);
    expect((await login(app, 'locked@example.ie')).statusCode).toBe(401); // right password, but locked
    clock.advance(1001);
    expect((await login(app, 'locked@example.ie', 'wrong-password')).statusCode).toBe(401); // 6th → 2 s
    clock.advance(1500);
    expect((await login(app, 'locked@example.ie')).statusCode).toBe(401);
    clock.advance(600);
    expect((await login(app, 'locked@example.ie')).statusCode).toBe(200);

    const [row] = await db.select().from(portalUsers).where(eq(portalUsers.email, 'locked@example.ie'));
    expect(row).toMatchObject({ failed_logins: 0, locked_until: null });
  });

  it('counts parallel guesses one by one, so a burst cannot get past the lock', async () => {
    await createPortalUser(db, { email: 'burst@example.ie', roles: [1], group_id: 1 });
    const guesses = await Promise.all(
      Array.from({ length: 15 }, () => login(app, 'burst@example.ie', 'wrong-password')),
    );
    expect(guesses.every((r) => r.statusCode === 401)).toBe(true);
    const [row] = await db.select().from(portalUsers).where(eq(portalUsers.email, 'burst@example.ie'));
    expect(row!.failed_logins).toBe(5); // the rest arrived locked and were not even checked
    expect((await login(app, 'burst@example.ie')).statusCode).toBe(401);
    clock.advance(1001);
    expect((await login(app, 'burst@example.ie')).statusCode).toBe(200);
  });

  it('never locks longer than 15 minutes', async () => {
    await createPortalUser(db, { email: 'capped@example.ie', roles: [1], group_id: 1 });
    const lockMs: number[] = [];
    for (let i = 0; i < 16; i++) {
      await login(app, 'capped@example.ie', 'wrong-password');
      const [row] = await db.select().from(portalUsers).where(eq(portalUsers.email, 'capped@example.ie'));
      lockMs.push(row!.locked_until ? Date.parse(row!.locked_until) - clock().getTime() : 0);
      clock.advance(15 * 60_000 + 1);
    }
    const s = 1000;
    expect(lockMs.slice(0, 14)).toEqual([
      0,
      0,
      0,
      0,
      s,
      2 * s,
      4 * s,
      8 * s,
      16 * s,
      32 * s,
      64 * s,
      128 * s,
      256 * s,
      512 * s,
    ]);
    expect(lockMs.slice(14)).toEqual([900 * s, 900 * s]);
    expect((await login(app, 'capped@example.ie')).statusCode).toBe(200);
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
