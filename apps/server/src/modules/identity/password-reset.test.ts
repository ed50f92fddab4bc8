import { PASSWORD_HAS_CONTROL, PASSWORD_HAS_EMAIL } from '@acorn/domain/auth';
import { describe, expect, it } from 'vitest';
import { createPortalUser, login, signIn } from '../../../test/fixtures.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { createTestApp } from '../../../test/test-app.js';
import { rateLimitCounts } from '../../db/schema/index.js';
import { PASSWORD_RESET_DONE, RESET_LINK_INVALID, RESET_REQUESTED } from './password-reset-routes.js';

const smtp = await startSmtpServer();
const { app, db, clock, sibling } = await createTestApp({ config: { smtpUrl: smtp.url } });
const NEW_PASSWORD = 'a brand new passphrase';

const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/v2/acorn/forgot-password', payload: { email } });
const reset = (token: string, password = NEW_PASSWORD) =>
  app.inject({ method: 'POST', url: '/v2/acorn/reset-password', payload: { token, password } });

/** Asks for a reset link and answers the token from the mail that really arrived over SMTP. */
async function mailedToken(email: string): Promise<string> {
  const before = smtp.inbox.length;
  expect((await forgot(email)).json()).toEqual({ message: RESET_REQUESTED });
  await expect.poll(() => smtp.inbox.length).toBe(before + 1);
  const mail = smtp.inbox.at(-1)!;
  expect(mail.to).toEqual([email]);
  const token = /http:\/\/portal\.test\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('password reset', () => {
  it('answers the same for unknown emails and mails nothing', async () => {
    const res = await forgot('nobody@example.ie');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESET_REQUESTED });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.inbox).toHaveLength(0);
  });

  it('mails a single-use link that sets a new password and ends open sessions', async () => {
    await createPortalUser(db, { email: 'reset@example.ie', roles: [1], group_id: 1 });
    const session = await signIn(app, 'reset@example.ie');
    const token = await mailedToken('reset@example.ie');
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url

    expect((await reset(token)).json()).toEqual({ message: PASSWORD_RESET_DONE });
    expect((await reset(token, 'yet another passphrase')).json()).toEqual({ message: RESET_LINK_INVALID });
    expect((await login(app, 'reset@example.ie', NEW_PASSWORD)).statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/v1/acorn/me', headers: session });
    expect(me.statusCode).toBe(401);
  });

  it('expires the link after 10 minutes', async () => {
    await createPortalUser(db, { email: 'slow@example.ie', roles: [1], group_id: 1 });
    const token = await mailedToken('slow@example.ie');
    clock.advance(10 * 60_000 + 1);
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: RESET_LINK_INVALID });
  });

  it('refuses short and common passwords without spending the link', async () => {
    await createPortalUser(db, { email: 'weak@example.ie', roles: [1], group_id: 1 });
    const token = await mailedToken('weak@example.ie');
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 12 characters/);
    expect((await reset(token, 'password1234')).statusCode).toBe(400);
    expect((await reset(token)).json()).toEqual({ message: PASSWORD_RESET_DONE });
  });

  it("refuses a password holding the account's own email or a NUL, with a message that says so", async () => {
    await createPortalUser(db, { email: 'mary.byrne@example.ie', roles: [1], group_id: 1 });
    const token = await mailedToken('mary.byrne@example.ie');
    for (const [password, message] of [
      ['mary.byrne@example.ie2026', PASSWORD_HAS_EMAIL],
      ['Mary.Byrne is my password', PASSWORD_HAS_EMAIL],
      ['correct horse\u0000battery', PASSWORD_HAS_CONTROL],
    ] as const) {
      const res = await reset(token, password);
      expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    }
    expect((await reset(token)).json()).toEqual({ message: PASSWORD_RESET_DONE });
  });

  it('spends every other link of the account when one is used', async () => {
    await createPortalUser(db, { email: 'twice@example.ie', roles: [1], group_id: 1 });
    const first = await mailedToken('twice@example.ie');
    const second = await mailedToken('twice@example.ie');
    expect((await reset(second)).json()).toEqual({ message: PASSWORD_RESET_DONE });
    expect((await reset(first, 'a third passphrase!')).json()).toEqual({ message: RESET_LINK_INVALID });
  });

  it('answers at once and the same even when the mail server fails', async () => {
    const broken = await createTestApp({ mailer: { send: () => Promise.reject(new Error('SMTP down')) } });
    await createPortalUser(broken.db, { email: 'known@example.ie', roles: [1], group_id: 1 });
    const known = await broken.app.inject({
      method: 'POST',
      url: '/v2/acorn/forgot-password',
      payload: { email: 'known@example.ie' },
    });
    const unknown = await broken.app.inject({
      method: 'POST',
      url: '/v2/acorn/forgot-password',
      payload: { email: 'nobody@example.ie' },
    });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(unknown.json());
  });

  it('refuses a made-up token', async () => {
    expect((await reset('x'.repeat(43))).json()).toEqual({ message: RESET_LINK_INVALID });
  });

  it('mails one address at most 3 times an hour, answering the same past that, whichever instance is asked', async () => {
    await createPortalUser(db, { email: 'often@example.ie', roles: [2], group_id: 1 });
    const other = await sibling();
    const ask = (on: typeof app, ip: string) =>
      on.inject({
        method: 'POST',
        url: '/v2/acorn/forgot-password',
        payload: { email: 'Often@example.ie' },
        remoteAddress: ip,
      });
    const to = () => smtp.inbox.filter((mail) => mail.to[0] === 'often@example.ie').length;
    // From four addresses, so the per-address limit of the client is not what stops the fourth.
    const answers = [await ask(app, '192.0.2.1'), await ask(other, '192.0.2.2'), await ask(app, '192.0.2.3')];
    await expect.poll(to).toBe(3);
    answers.push(await ask(other, '192.0.2.4'));
    for (const answer of answers) expect(answer.json()).toEqual({ message: RESET_REQUESTED });
    // The fourth was counted (and not mailed) before the hour passes.
    await expect
      .poll(async () => (await db.select().from(rateLimitCounts)).find((r) => r.key.includes('often'))?.hits)
      .toBe(4);
    // As for an unknown email above: a mail that is not sent is seen by its absence a moment later.
    await new Promise((r) => setTimeout(r, 200));
    expect(to()).toBe(3);
    clock.advance(60 * 60_000);
    await ask(app, '192.0.2.5');
    await expect.poll(to).toBe(4);
  });
});
