import { admits, ROUTES } from '@acorn/domain/access';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/demo';

/**
 * The Content-Security-Policy (security review finding 10) forbids inline script and eval: every screen
 * must work within it. Each screen a role may open is visited, and the browser must report no violation.
 */
function violations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`${page.url()}: ${message.text()}`);
  });
  return seen;
}

const screensOf = (role: number) =>
  ROUTES.filter(
    (r) =>
      !r.path.includes(':') &&
      !r.aliasOf &&
      r.access !== 'public' &&
      r.path !== '/logout' &&
      admits(r.access, [role]),
  ).map((r) => r.path);

test('the policy is sent, and the signed-out pages and the API docs run within it', async ({ page }) => {
  const seen = violations(page);
  const answer = await page.goto('/');
  const policy = answer!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/docs');
  await expect(page.getByText('Acorn Portal API').first()).toBeVisible();
  expect(seen).toEqual([]);
});

for (const { email, role } of [
  { email: 'admin@acorn.demo', role: 1 },
  { email: 'family@acorn.demo', role: 7 },
]) {
  test(`every screen of role ${role} runs within the policy`, async ({ page }) => {
    test.setTimeout(120_000);
    const seen = violations(page);
    await signInAs(page, email);
    for (const path of screensOf(role)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(seen).toEqual([]);
  });
}
