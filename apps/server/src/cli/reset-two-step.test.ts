import { TWO_STEP_MESSAGES } from '@acorn/domain/auth';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalUser, login, signIn } from '../../test/fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import { auditLog } from '../db/schema/index.js';
import { resetTwoStep } from './reset-two-step.js';

const { app, db } = await createTestApp();
const say = vi.spyOn(console, 'log').mockImplementation(() => undefined);
const complain = vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => vi.clearAllMocks());

describe('npm run admin -- reset-two-step', () => {
  it('clears a lost authenticator: the administrator signs in with the password and sets up a new one', async () => {
    const id = await createPortalUser(db, { email: 'lost.phone@acorn.ie', roles: [1], group_id: 1 });
    expect((await login(app, 'lost.phone@acorn.ie')).json()).toMatchObject({ status: 'mfa_required' });
    const before = await signIn(app, 'lost.phone@acorn.ie');

    expect(await resetTwoStep(db, 'lost.phone@acorn.ie')).toBe(0);
    expect(say).toHaveBeenCalledWith(
      expect.stringContaining('Cleared the authenticator of lost.phone@acorn.ie'),
    );
    const signedIn = await login(app, 'lost.phone@acorn.ie');
    expect(signedIn.json()).toMatchObject({ status: 'success', two_step_setup_required: true });
    const authorization = `Bearer ${signedIn.json<{ last_active_token: string }>().last_active_token}`;
    const refused = await app.inject({ url: '/v1/acorn/newspapers', headers: { authorization } });
    expect(refused.json()).toEqual({ message: TWO_STEP_MESSAGES.setupRequired });
    // A session the lost phone let in ends with it.
    expect((await app.inject({ url: '/v1/acorn/me', headers: before })).statusCode).toBe(401);

    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, 'two_step.reset'));
    expect(row).toMatchObject({
      entity_id: String(id),
      actor_email: 'admin command',
      changes: { had_authenticator: true },
    });
  });

  it('says so when no such user exists, with a failing exit code', async () => {
    expect(await resetTwoStep(db, 'nobody@acorn.ie')).toBe(1);
    expect(complain).toHaveBeenCalledWith('No portal user has the email nobody@acorn.ie.');
  });
});
