import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { adminCode, adminToken } from './admin-two-step';
import { portalUrl } from './ports';

/** The demo accounts `npm start` loads (apps/server/src/setup/demo-accounts.ts). */
export const DEMO_PASSWORD = 'acorn-demo-portal';
export const ADMIN = 'admin@acorn.demo';

/** One account per role. manager2@ is kept for the password-reset spec, which changes its password. */
export const ROLE_ACCOUNTS = [
  { email: 'admin@acorn.demo', role: 1 },
  { email: 'manager@acorn.demo', role: 2 },
  { email: 'newspapers@acorn.demo', role: 3 },
  { email: 'content@acorn.demo', role: 4 },
  { email: 'activities@acorn.demo', role: 5 },
  { email: 'family@acorn.demo', role: 7 },
  { email: 'jobs@acorn.demo', role: 8 },
] as const;

/** Signs in through the sign-in page, as a person does, and waits until the app has landed somewhere else. */
export async function signInThroughPage(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (email === ADMIN) {
    // Two-step sign-in (ADR 0038): the code step, with a code the authenticator would show now.
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await page.getByLabel('6-digit code').fill(await adminCode());
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).not.toHaveURL(/\/$/);
}

interface SignInAnswer {
  last_active_token: string;
  roles: { role_id: number }[];
  [field: string]: unknown;
}

/**
 * A signed-in browser for a test about something else: signs in through the API (the same call the page
 * makes, which sets the session cookie), keeps who signed in where the app keeps it (lib/session.ts), and
 * opens `at`; `/` lands by role,
 * as after signing in. The page's own sign-in is tested with signInThroughPage. Skipping it spares each
 * test the sign-in page's load and, when it goes elsewhere at once, the landing screen's.
 */
export async function signInAs(page: Page, email: string, at = '/') {
  const { roles, last_active_token: _token, status: _status, ...user } = await signInAnswer(page, email);
  // Any page of the portal's origin will do to write its storage; the icon is a few hundred bytes.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([user, roles]) => {
      localStorage.setItem('acorn.user', JSON.stringify(user));
      localStorage.setItem('acorn.roles', JSON.stringify(roles));
    },
    [user, roles.map((r) => r.role_id)] as const,
  );
  await page.goto(at);
  if (at === '/') await expect(page).not.toHaveURL(/\/$/);
}

/**
 * Signs the page's browser in. The request shares the page's cookies: the session cookie it sets is the
 * browser's. The administrator signs in with a code: their worker's kept session is given to the browser
 * as the cookie the server would set (admin-two-step.ts).
 */
async function signInAnswer(page: Page, email: string): Promise<SignInAnswer> {
  if (email !== ADMIN) {
    const answer = await page.request.post('/v2/acorn/login', { data: { email, password: DEMO_PASSWORD } });
    expect(answer.status(), `sign-in of ${email}`).toBe(200);
    return (await answer.json()) as SignInAnswer;
  }
  const token = await adminToken();
  const origin = portalUrl();
  await page
    .context()
    .addCookies([{ name: 'acorn_session', value: token, url: origin, httpOnly: true, sameSite: 'Strict' }]);
  const me = await page.request.get('/v1/acorn/me');
  expect(me.status(), `session of ${email}`).toBe(200);
  return { ...((await me.json()) as SignInAnswer), last_active_token: token };
}

/**
 * The signed-in browser's session token, from its HttpOnly cookie (which the page's scripts cannot read,
 * ADR 0015), for a test that calls the API as that user.
 */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'acorn_session');
  expect(cookie, 'a session cookie').toBeDefined();
  return cookie!.value;
}
