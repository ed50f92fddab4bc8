// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { TWO_STEP_MESSAGES } from '@acorn/domain/auth';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { serverDouble } from '../../../test/server-double';
import { TwoStepSection } from './two-step-section';

// The profile's two-step sign-in (ADR 0038): staff turn it on with their app's first code and see the
// recovery codes once; administrators are not offered to turn it off.

const page = { path: '/profile', at: '/profile' };
const KEY = {
  otpauth_uri: 'otpauth://totp/Acorn%20Portal:nora?secret=ABCDEFGHIJKLMNOP',
  secret: 'ABCDEFGHIJKLMNOP',
};
const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}`);

describe('the profile’s two-step sign-in', () => {
  it('is turned on with the first code, then shows the recovery codes until they are saved', async () => {
    let enabled = false;
    const server = serverDouble({
      'GET /v1/acorn/two-step': () => ({
        body: { enabled, required: false, recovery_codes_left: enabled ? 10 : 0 },
      }),
      'POST /v1/acorn/two-step/start': { body: KEY },
      'POST /v1/acorn/two-step/confirm': () => {
        enabled = true;
        return { body: { recovery_codes: CODES } };
      },
    });
    const { user } = renderApp(<TwoStepSection />, { roles: [2], route: page });
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    // The password first: a session left open must not put someone else's authenticator on the account.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your password.');
    expect(server.callsTo('POST', '/v1/acorn/two-step/start')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Password/), 'my passphrase');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(server.callsTo('POST', '/v1/acorn/two-step/start')[0]?.body).toEqual({
      password: 'my passphrase',
    });
    expect(screen.getByText('ABCD EFGH IJKL MNOP')).toBeTruthy();

    const code = screen.getByLabelText(/6-digit code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(server.calls.filter((c) => c.path.endsWith('/confirm'))).toEqual([]);

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect((await screen.findAllByRole('listitem')).map((li) => li.textContent)).toEqual(CODES);
    expect(server.calls.find((c) => c.path.endsWith('/confirm'))?.body).toEqual({ code: '123456' });
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByLabelText('I have saved these codes'));
    await user.click(done);
    expect(await screen.findByText(/You have 10 recovery codes left/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeTruthy();
  });

  it('says so when the password is wrong, and stays on the form', async () => {
    serverDouble({
      'GET /v1/acorn/two-step': { body: { enabled: false, required: false, recovery_codes_left: 0 } },
      'POST /v1/acorn/two-step/start': { status: 400, body: { message: TWO_STEP_MESSAGES.wrongProof } },
    });
    const { user } = renderApp(<TwoStepSection />, { roles: [3], route: page });
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.type(screen.getByLabelText(/^Password/), 'not it');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_STEP_MESSAGES.wrongProof);
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
  });

  it('offers an administrator to move it to a new phone, never to turn it off', async () => {
    serverDouble({
      'GET /v1/acorn/two-step': { body: { enabled: true, required: true, recovery_codes_left: 7 } },
    });
    renderApp(<TwoStepSection />, { roles: [1], route: page });
    expect(await screen.findByRole('button', { name: 'Move to a new phone' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off two-step sign-in' })).toBeNull();
    expect(screen.getByText('Administrators must keep two-step sign-in on.')).toBeTruthy();
  });
});
