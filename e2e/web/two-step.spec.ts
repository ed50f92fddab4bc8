import { expect, test, type Page } from '@playwright/test';
import { totpCode, totpStep } from '../../apps/server/src/lib/totp';
import { expectAccessible } from '../support/axe';
import { adminApi, groupNamed, newStaff } from '../support/group-bits';

// A role-1 account of this spec's own, so the demo administrator every other spec signs in as is untouched.
const PASSWORD = 'a passphrase for two steps';
const usedSteps = new Map<string, number>();
/** The code an authenticator app holding `key` shows, of a step not used yet (the server takes each once). */
const nextCode = (key: string) => {
  const step = Math.max((usedSteps.get(key) ?? 0) + 1, totpStep(new Date()));
  usedSteps.set(key, step);
  return totpCode(key, step);
};

async function enterPassword(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test('an administrator sets up two-step sign-in at first sign-in, then signs in with a code, and once with each recovery code', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const acorn = await groupNamed(admin, 'Acorn Group');
  const email = await newStaff(admin, acorn.group_id, 1, PASSWORD);

  // First sign-in: the set-up screen, whatever else was asked for.
  await enterPassword(page, email);
  await expect(page).toHaveURL(/\/two-step-setup$/);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByTestId('two-step-key').textContent())!.replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await page.goto('/tablets');
  await expect(page).toHaveURL(/\/two-step-setup$/);
  await expect(page.getByTestId('two-step-key')).toBeVisible();
  // Going there again made a new key (each start does): the one on the page now is the one to use.
  const shownKey = (await page.getByTestId('two-step-key').textContent())!.replace(/\s/g, '');
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('set-up-1280.png'), fullPage: true });

  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not right. Check your authenticator app and try again.',
  );
  await codeField.fill(nextCode(shownKey));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  const carryOn = page.getByRole('button', { name: 'Continue to the portal' });
  await expect(carryOn).toBeDisabled();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('codes-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel('I have saved these codes').check();
  await carryOn.click();
  await expect(page).toHaveURL(/\/tablets$/);
  await signOut(page);

  // Next time: the password, then the code.
  await enterPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('code-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel('6-digit code').fill(nextCode(shownKey));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/tablets$/);
  await signOut(page);

  // A lost phone: a recovery code signs in once.
  for (const expected of ['signed in', 'refused'] as const) {
    await enterPassword(page, email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await expect(page.getByLabel('Recovery code')).toBeFocused();
    if (expected === 'signed in') await expectAccessible(page);
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    if (expected === 'signed in') {
      await expect(page).toHaveURL(/\/tablets$/);
      await signOut(page);
    } else {
      await expect(page.getByRole('alert')).toHaveText(
        'That recovery code is not right, or it has been used already.',
      );
    }
  }
  // Another of the codes still works.
  await page.getByLabel('Recovery code').fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/tablets$/);
});

test('a member of staff turns two-step sign-in on from their profile, signs in with a code, and turns it off', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await adminApi();
  const maple = await groupNamed(admin, 'Maple Grove Care');
  const email = await newStaff(admin, maple.group_id, 3, PASSWORD);
  await enterPassword(page, email);
  await expect(page).toHaveURL(/\/newspapers$/);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section).toContainText('Two-step sign-in is off.');
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  // The password first, as for turning it off (a session left open cannot add its own authenticator).
  await section.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Continue' }).click();
  const key = (await section.getByTestId('two-step-key').textContent())!.replace(/\s/g, '');
  await expectAccessible(page);
  await section.getByLabel('6-digit code').fill(nextCode(key));
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await section.getByLabel('I have saved these codes').check();
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section).toContainText('You have 10 recovery codes left.');
  await signOut(page);

  await enterPassword(page, email);
  await page.getByLabel('6-digit code').fill(nextCode(key));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/newspapers$/);
  await page.goto('/profile');
  await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await section.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByRole('status')).toHaveText('Two-step sign-in is off.');
  await signOut(page);
  await enterPassword(page, email);
  await expect(page).toHaveURL(/\/newspapers$/);
});
