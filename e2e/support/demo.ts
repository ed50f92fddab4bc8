import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The demo accounts `npm start` loads (apps/server/src/db/demo-accounts.ts). */
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

/** Signs in through the sign-in page and waits until the app has landed somewhere else. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/$/);
}

/** The bearer token the browser holds for the signed-in user. */
export async function storedToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('acorn.user') ?? '{}') as { last_active_token: string })
        .last_active_token,
  );
}
