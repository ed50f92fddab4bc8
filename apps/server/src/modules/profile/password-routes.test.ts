import { PASSWORD_TOO_SHORT, PASSWORD_HAS_EMAIL } from '@acorn/domain/auth';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGroup, createPortalUser, login, signIn, TEST_PASSWORD } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { auditLog } from '../../db/schema/index.js';
import { CURRENT_PASSWORD_WRONG, PASSWORD_CHANGED, PASSWORD_UNCHANGED } from './password-routes.js';

const { app, db } = await createTestApp();
const maple = await createGroup(db, 'Maple Grove Care');
const NEW_PASSWORD = 'a brand new passphrase';

const change = (headers: { authorization: string }, current_password: string, new_password: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/acorn/change-password',
    headers,
    payload: { current_password, new_password },
  });
const me = (headers: { authorization: string }) =>
  app.inject({ method: 'GET', url: '/v1/acorn/me', headers });

describe('POST /v1/acorn/change-password', () => {
  it('refuses a wrong current password', async () => {
    await createPortalUser(db, { email: 'wrong@c.ie', roles: [3], group_id: maple });
    const res = await change(await signIn(app, 'wrong@c.ie'), 'not my password', NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: CURRENT_PASSWORD_WRONG });
    expect((await login(app, 'wrong@c.ie')).statusCode).toBe(200);
  });

  it('checks the new password with the domain’s rules', async () => {
    await createPortalUser(db, { email: 'weak@c.ie', roles: [3], group_id: maple });
    const res = await change(await signIn(app, 'weak@c.ie'), TEST_PASSWORD, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: PASSWORD_TOO_SHORT });
    const own = await change(await signIn(app, 'weak@c.ie'), TEST_PASSWORD, 'weak@c.ie forever and ever');
    expect(own.json()).toEqual({ message: PASSWORD_HAS_EMAIL });
    expect((await login(app, 'weak@c.ie')).statusCode).toBe(200);
  });

  it('refuses the current password as the new one', async () => {
    await createPortalUser(db, { email: 'same@c.ie', roles: [3], group_id: maple });
    const res = await change(await signIn(app, 'same@c.ie'), TEST_PASSWORD, TEST_PASSWORD);
    expect(res.json()).toEqual({ message: PASSWORD_UNCHANGED });
  });

  it('changes it, keeps this session and ends the others', async () => {
    const id = await createPortalUser(db, { email: 'ok@c.ie', roles: [7], group_id: maple });
    const here = await signIn(app, 'ok@c.ie');
    const elsewhere = await signIn(app, 'ok@c.ie');
    const res = await change(here, TEST_PASSWORD, NEW_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_CHANGED });

    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login(app, 'ok@c.ie')).statusCode).toBe(401);
    expect((await login(app, 'ok@c.ie', NEW_PASSWORD)).statusCode).toBe(200);

    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update'), eq(auditLog.entity_id, String(id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ group_id: maple, changes: { credentials: 'password changed' } });
    expect(JSON.stringify(rows)).not.toContain(NEW_PASSWORD);
  });

  it('allows 10 attempts a minute per account, from whatever address', async () => {
    await createPortalUser(db, { email: 'guess@c.ie', roles: [3], group_id: maple });
    await createPortalUser(db, { email: 'bystander@c.ie', roles: [3], group_id: maple });
    const headers = await signIn(app, 'guess@c.ie');
    const codes = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/acorn/change-password',
        headers,
        payload: { current_password: `guess ${i}`, new_password: NEW_PASSWORD },
        remoteAddress: `192.0.2.${i + 1}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
    const bystander = await change(await signIn(app, 'bystander@c.ie'), 'guess', NEW_PASSWORD);
    expect(bystander.statusCode).toBe(400);
  });
});
