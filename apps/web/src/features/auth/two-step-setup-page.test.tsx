// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { TWO_STEP_MESSAGES } from '@acorn/domain/auth';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { serverDouble } from '../../../test/server-double';
import { TwoStepSetupPage } from './two-step-setup-page';

// An administrator's first sign-in (ADR 0038): the set-up page asks the server before it makes a key.

const page = { path: '/two-step-setup', at: '/two-step-setup' };
const ADMIN = {
  user_id: 1,
  user_group: 1,
  email: 'aoife@acorn.example',
  firstname: 'Aoife',
  surname: 'Brennan',
  avatar: null,
  mob_phone: null,
  group_permissions: 0,
};
const me = (two_step_setup_required: boolean) => ({
  body: { ...ADMIN, two_step_setup_required, roles: [{ role_id: 1, group_id: 1 }] },
});

describe('the two-step set-up page', () => {
  it('makes a key for an administrator who has none yet', async () => {
    const server = serverDouble({
      'GET /v1/acorn/me': me(true),
      'POST /v1/acorn/two-step/start': {
        body: { otpauth_uri: 'otpauth://totp/x?secret=ABCD', secret: 'ABCD' },
      },
    });
    renderApp(<TwoStepSetupPage />, { roles: [1], user: { two_step_setup_required: true }, route: page });
    expect(await screen.findByText('ABCD')).toBeTruthy();
    expect(server.callsTo('POST', '/v1/acorn/two-step/start')).toHaveLength(1);
  });

  it('asks for the password when the sign-in is not recent, then makes the key', async () => {
    const server = serverDouble({
      'GET /v1/acorn/me': me(true),
      'POST /v1/acorn/two-step/start': (call) =>
        (call.body as { password?: string }).password === 'my passphrase'
          ? { body: { otpauth_uri: 'otpauth://totp/x?secret=ABCD', secret: 'ABCD' } }
          : { status: 400, body: { message: TWO_STEP_MESSAGES.proveIdentity } },
    });
    const { user } = renderApp(<TwoStepSetupPage />, {
      roles: [1],
      user: { two_step_setup_required: true },
      route: page,
    });
    await user.type(await screen.findByLabelText(/^Password/), 'my passphrase');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('ABCD')).toBeTruthy();
    expect(server.callsTo('POST', '/v1/acorn/two-step/start').map((c) => c.body)).toEqual([
      {},
      { password: 'my passphrase' },
    ]);
  });

  it('goes on to the portal when two-step sign-in is on already (reloaded on the recovery codes)', async () => {
    const server = serverDouble({ 'GET /v1/acorn/me': me(false) });
    renderApp(<TwoStepSetupPage />, { roles: [1], user: { two_step_setup_required: true }, route: page });
    const address = await screen.findByRole('status', { name: 'Current address' });
    await waitFor(() => expect(address.textContent).toBe('/tablets'));
    expect(server.callsTo('POST', '/v1/acorn/two-step/start')).toHaveLength(0);
  });
});
