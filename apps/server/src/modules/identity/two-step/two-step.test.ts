import { TWO_STEP_MESSAGES } from '@acorn/domain/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createGroup,
  createPortalUser,
  enrolTestAuthenticator,
  login,
  signIn,
  TEST_PASSWORD,
  testTotpCode,
} from '../../../../test/fixtures.js';
import { createTestApp } from '../../../../test/test-app.js';
import { auditLog, portalUsers, signInFailures } from '../../../db/schema/index.js';
import { totpCode, totpStep } from '../../../lib/totp.js';
import { CHALLENGE_MS } from './challenges.js';
import { RECENT_SIGN_IN_MS } from './two-step-routes.js';

const { app, db, clock } = await createTestApp();
const group = await createGroup(db, 'Maple Grove Care');

const post = (url: string, payload: object, authorization?: string) =>
  app.inject({ method: 'POST', url, payload, ...(authorization ? { headers: { authorization } } : {}) });
const get = (url: string, authorization: string) => app.inject({ url, headers: { authorization } });
const bearer = (res: { json: () => unknown }) =>
  `Bearer ${(res.json() as { last_active_token: string }).last_active_token}`;
const challenge = async (email: string) => {
  const res = await login(app, email);
  expect(res.json()).toEqual({ status: 'mfa_required', mfa_token: expect.any(String) });
  return res.json<{ mfa_token: string }>().mfa_token;
};
const secondStep = (mfa_token: string, answer: { code: string } | { recovery_code: string }) =>
  post('/v2/acorn/login/two-step', { mfa_token, ...answer });
const auditOf = async (userId: number) =>
  (
    await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(userId)))
  ).map((r) => r.action);

/** An administrator as the admin command makes one: no authenticator yet. */
const newAdmin = (email: string) =>
  createPortalUser(db, { email, roles: [1], group_id: 1, authenticator: false });

/** Sets up an authenticator through the routes, as the enrolment screen does; answers key and codes. */
async function enrol(authorization: string) {
  const start = await post('/v1/acorn/two-step/start', {}, authorization);
  expect(start.statusCode).toBe(200);
  const { secret, otpauth_uri } = start.json<{ secret: string; otpauth_uri: string }>();
  expect(otpauth_uri).toContain(`secret=${secret}`);
  const code = totpCode(secret, totpStep(clock()));
  const confirm = await post('/v1/acorn/two-step/confirm', { code }, authorization);
  expect(confirm.statusCode).toBe(200);
  return { secret, recovery: confirm.json<{ recovery_codes: string[] }>().recovery_codes };
}

describe('an administrator without an authenticator', () => {
  it('signs in, may only set one up, and from then on signs in with a code', async () => {
    const id = await newAdmin('first@acorn.ie');
    const res = await login(app, 'first@acorn.ie');
    expect(res.json()).toMatchObject({ status: 'success', two_step_setup_required: true });
    const authorization = bearer(res);
    const refused = await get('/v1/acorn/newspapers', authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: TWO_STEP_MESSAGES.setupRequired });
    expect((await get('/v1/acorn/me', authorization)).statusCode).toBe(200);
    expect((await get('/v1/acorn/two-step', authorization)).json()).toEqual({
      enabled: false,
      required: true,
      recovery_codes_left: 0,
    });

    const wrong = await post('/v1/acorn/two-step/confirm', { code: '000000' }, authorization);
    expect(wrong.json()).toEqual({ message: TWO_STEP_MESSAGES.notEnrolling });
    const { secret, recovery } = await enrol(authorization);
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await get('/v1/acorn/newspapers', authorization)).statusCode).toBe(200);
    expect((await get('/v1/acorn/me', authorization)).json()).toMatchObject({
      two_step_setup_required: false,
    });
    const status = await get('/v1/acorn/two-step', authorization);
    expect(status.json()).toEqual({ enabled: true, required: true, recovery_codes_left: 10 });
    expect(status.body).not.toContain(secret);

    // Next sign-in: the password alone makes no session.
    const first = await login(app, 'first@acorn.ie');
    expect(first.headers['set-cookie']).toBeUndefined();
    clock.advance(30_000); // the enrolment's own code has been used
    const signedIn = await secondStep(first.json<{ mfa_token: string }>().mfa_token, {
      code: totpCode(secret, totpStep(clock())),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ status: 'success', user_id: id, two_step_setup_required: false });
    expect(String(signedIn.headers['set-cookie'])).toContain('acorn_session=');

    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(id)));
    expect(audit.map((r) => r.action)).toContain('two_step.enrol');
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(JSON.stringify(audit)).not.toContain(recovery[0]!);
  });

  it('keeps out a session made with the password alone once another session sets one up', async () => {
    await newAdmin('two.tabs@acorn.ie');
    const other = bearer(await login(app, 'two.tabs@acorn.ie'));
    const mine = bearer(await login(app, 'two.tabs@acorn.ie'));
    await enrol(mine);
    expect((await get('/v1/acorn/newspapers', mine)).statusCode).toBe(200);
    // The other session never gave a code: it has ended, rather than become an administrator's session.
    for (const url of ['/v1/acorn/newspapers', '/v1/acorn/me'])
      expect((await get(url, other)).statusCode, url).toBe(401);
  });

  it('ends a session made with the password alone however the account gets an authenticator', async () => {
    const id = await newAdmin('slipped.in@acorn.ie');
    const authorization = bearer(await login(app, 'slipped.in@acorn.ie'));
    // As if a sign-in's session were made while another request confirmed the key, past its sign-out.
    await enrolTestAuthenticator(db, id);
    expect((await get('/v1/acorn/newspapers', authorization)).statusCode).toBe(401);
  });

  it('cannot turn it off, only move it to a new phone, proving who they are', async () => {
    await createPortalUser(db, { email: 'keeps@acorn.ie', roles: [1, 2], group_id: 1 });
    const authorization = (await signIn(app, 'keeps@acorn.ie')).authorization;
    const off = await post('/v1/acorn/two-step/disable', { password: TEST_PASSWORD }, authorization);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ message: TWO_STEP_MESSAGES.adminKeeps });

    expect((await post('/v1/acorn/two-step/start', {}, authorization)).json()).toEqual({
      message: TWO_STEP_MESSAGES.proveIdentity,
    });
    const badProof = await post('/v1/acorn/two-step/start', { password: 'not it' }, authorization);
    expect(badProof.json()).toEqual({ message: TWO_STEP_MESSAGES.wrongProof });
    const start = await post('/v1/acorn/two-step/start', { password: TEST_PASSWORD }, authorization);
    const { secret } = start.json<{ secret: string }>();
    // Until the new key's first code, the old one still signs in.
    clock.advance(30_000);
    const old = await secondStep(await challenge('keeps@acorn.ie'), { code: testTotpCode(app) });
    expect(old.statusCode).toBe(200);
    const confirm = await post(
      '/v1/acorn/two-step/confirm',
      { code: totpCode(secret, totpStep(clock())) },
      authorization,
    );
    expect(confirm.statusCode).toBe(200);
    // The move signs every other session out (perhaps on the lost phone); the one that moved it stays.
    expect((await get('/v1/acorn/me', bearer(old))).statusCode).toBe(401);
    expect((await get('/v1/acorn/newspapers', authorization)).statusCode).toBe(200);
    clock.advance(30_000);
    const stale = await secondStep(await challenge('keeps@acorn.ie'), { code: testTotpCode(app) });
    expect(stale.json()).toEqual({ message: TWO_STEP_MESSAGES.wrongCode });
  });
});

describe('POST /v2/acorn/login/two-step', () => {
  it('takes each step’s code once, and each challenge once', async () => {
    await createPortalUser(db, { email: 'replay@acorn.ie', roles: [1], group_id: 1 });
    clock.advance(30_000);
    const token = await challenge('replay@acorn.ie');
    expect((await secondStep(token, { code: testTotpCode(app) })).statusCode).toBe(200);
    const spent = await secondStep(token, { code: testTotpCode(app, 1) });
    expect(spent.json()).toEqual({ message: TWO_STEP_MESSAGES.challengeEnded });
    // The same code on a fresh challenge: refused, as is the step before it; the step after still works.
    const again = await challenge('replay@acorn.ie');
    expect((await secondStep(again, { code: testTotpCode(app) })).statusCode).toBe(401);
    expect((await secondStep(again, { code: testTotpCode(app, -1) })).statusCode).toBe(401);
    expect((await secondStep(again, { code: testTotpCode(app, 1) })).statusCode).toBe(200);
  });

  it('lets a challenge die after five minutes', async () => {
    await createPortalUser(db, { email: 'slow@acorn.ie', roles: [1], group_id: 1 });
    const token = await challenge('slow@acorn.ie');
    clock.advance(CHALLENGE_MS + 1);
    const late = await secondStep(token, { code: testTotpCode(app) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ message: TWO_STEP_MESSAGES.challengeEnded });
  });

  it('counts wrong codes toward the account’s lockout, and audits them', async () => {
    const id = await createPortalUser(db, { email: 'guess@acorn.ie', roles: [1], group_id: 1 });
    clock.advance(30_000);
    const token = await challenge('guess@acorn.ie');
    for (const code of ['000000', '111111', '222222', '333333'])
      expect((await secondStep(token, { code })).json()).toEqual({ message: TWO_STEP_MESSAGES.wrongCode });
    // The password step counted once and four codes: locked now, so even the right code is refused.
    expect((await secondStep(token, { code: testTotpCode(app) })).statusCode).toBe(401);
    const [row] = await db.select().from(signInFailures).where(eq(signInFailures.user_id, id));
    expect(row!.locked_until).not.toBeNull();
    clock.advance(1001);
    expect((await secondStep(token, { code: testTotpCode(app) })).statusCode).toBe(200);
    expect(await db.select().from(signInFailures).where(eq(signInFailures.user_id, id))).toEqual([]);
    expect((await auditOf(id)).filter((a) => a === 'two_step.failure')).toHaveLength(5);
  });

  it('takes a recovery code once, in any case and with or without dashes', async () => {
    await createPortalUser(db, { email: 'lost@example.ie', roles: [2], group_id: group });
    const authorization = (await signIn(app, 'lost@example.ie')).authorization;
    const { recovery } = await enrol(authorization);
    const code = recovery[3]!;
    const ok = await secondStep(await challenge('lost@example.ie'), {
      recovery_code: code.replace(/-/g, '').toUpperCase(),
    });
    expect(ok.json()).toMatchObject({ status: 'success' });
    const twice = await secondStep(await challenge('lost@example.ie'), { recovery_code: code });
    expect(twice.json()).toEqual({ message: TWO_STEP_MESSAGES.wrongRecoveryCode });
    expect((await get('/v1/acorn/two-step', bearer(ok))).json()).toMatchObject({ recovery_codes_left: 9 });
    const [user] = await db.select().from(portalUsers).where(eq(portalUsers.email, 'lost@example.ie'));
    expect(await auditOf(user!.user_id)).toContain('two_step.recovery_code_used');
  });

  it('wants exactly one of code and recovery_code', async () => {
    await createPortalUser(db, { email: 'both@acorn.ie', roles: [1], group_id: 1 });
    const token = await challenge('both@acorn.ie');
    expect((await secondStep(token, { code: '1', recovery_code: '2' } as never)).statusCode).toBe(400);
    expect((await post('/v2/acorn/login/two-step', { mfa_token: token })).statusCode).toBe(400);
  });
});

describe('setting up a first authenticator', () => {
  it.each([
    ['an administrator', [1]],
    ['other staff', [3]],
  ])('asks %s for the password once the sign-in is not recent', async (_, roles) => {
    const email = `stolen.session.${roles[0]}@example.ie`;
    await createPortalUser(db, { email, roles, group_id: group, authenticator: false });
    const authorization = bearer(await login(app, email));
    clock.advance(RECENT_SIGN_IN_MS + 1);
    const start = (proof: object) => post('/v1/acorn/two-step/start', proof, authorization);
    expect((await start({})).json()).toEqual({ message: TWO_STEP_MESSAGES.proveIdentity });
    expect((await start({ password: 'not it' })).json()).toEqual({ message: TWO_STEP_MESSAGES.wrongProof });
    expect((await start({ password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});

describe('other staff', () => {
  it('turn it on and off, proving who they are, and sign in with the password alone again', async () => {
    const id = await createPortalUser(db, { email: 'optional@example.ie', roles: [3], group_id: group });
    const authorization = (await signIn(app, 'optional@example.ie')).authorization;
    expect((await get('/v1/acorn/two-step', authorization)).json()).toMatchObject({
      enabled: false,
      required: false,
    });
    await enrol(authorization);
    expect((await login(app, 'optional@example.ie')).json()).toMatchObject({ status: 'mfa_required' });
    const wrong = await post('/v1/acorn/two-step/disable', { code: '000000' }, authorization);
    expect(wrong.json()).toEqual({ message: TWO_STEP_MESSAGES.wrongProof });
    const off = await post('/v1/acorn/two-step/disable', { password: TEST_PASSWORD }, authorization);
    expect(off.statusCode).toBe(200);
    expect((await login(app, 'optional@example.ie')).json()).toMatchObject({ status: 'success' });
    expect(await auditOf(id)).toEqual(expect.arrayContaining(['two_step.enrol', 'two_step.disable']));
  });
});
