// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { serverDouble } from '../../../test/server-double';
import { SignInPage } from './sign-in-page';

// The unlock link mailed when others' guesses paused sign-ins to an account (issue 40): the sign-in page
// sends its token with the password, so the owner gets in from wherever the guesser is.

describe('the sign-in page opened from an unlock link', () => {
  it('says what the link does and sends its token with the password', async () => {
    const server = serverDouble({ 'POST /v2/acorn/login': { status: 401, body: { message: 'No.' } } });
    const { user } = renderApp(<SignInPage />, {
      roles: null,
      route: { path: '/', at: { pathname: '/', search: '?unlock=the-mailed-token' } },
    });
    expect(screen.getByRole('status').textContent).toMatch(/this link lets you in/);
    await user.type(screen.getByLabelText(/^Email/), 'owner@example.ie');
    await user.type(screen.getByLabelText(/^Password/), 'my passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(server.callsTo('POST', '/v2/acorn/login')[0]?.body).toEqual({
      email: 'owner@example.ie',
      password: 'my passphrase',
      unlock_token: 'the-mailed-token',
    });
  });
});
