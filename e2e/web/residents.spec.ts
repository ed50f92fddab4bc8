import type { CommandPayload } from '@acorn/domain/tablet-link';
import { expect, test, type Page } from '@playwright/test';
import type { SimulatedTablet } from '../../tools/tablet-sim/src';
import { expectAccessible } from '../support/axe';
import { ADMIN, signInAs } from '../support/demo';
import { tabTo } from '../support/focus-ring';
import { chooseFacility, MANAGER, nameOf, residentsOf, rowOf } from '../support/residents';
import { tabletsOf } from '../support/tablets';

// The residents screen (issue 17) as a care worker uses it, against simulated tablets of the demo data:
// three residents of one facility no other spec uses. Their tablets never answer a check-in by themselves,
// so each test says when the resident answers. The steps build on each other: serial.
// Several axe runs per test take their time on two busy cores.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const FACILITY = 'The Village at the Farm Pond';
let residents: Awaited<ReturnType<typeof residentsOf>>;
let fleet: Awaited<ReturnType<typeof tabletsOf>>;
const tabletOf = (index: number): SimulatedTablet => fleet.tablets[index]!;

test.beforeAll(async () => {
  residents = (await residentsOf(FACILITY)).slice(0, 3);
  fleet = await tabletsOf(
    residents.map((r) => r.acorn_id!),
    { checkInAnswerMs: null },
  );
});
test.afterAll(async () => fleet.stop());

/** A check-in other than `earlier` (a group's comes as a broadcast: its held id is negative, ADR 0041). */
const checkInOf = (tablet: SimulatedTablet, earlier = 0) =>
  tablet.waitFor((c) => c.action === 'check_in' && c.command_id !== earlier, 20_000);

async function sendCheckIn(page: Page) {
  await page.getByRole('button', { name: 'Send Check-In' }).click();
  const answer = page.getByRole('dialog');
  await expect(answer).toContainText('Successfully send check in to device.');
  await answer.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Awaiting response' })).toBeDisabled();
}

/**
 * The resident awaits a freshly asked answer: a check-in asked by an earlier test may be seconds from timing
 * out to Failed (one minute in e2e), which would put them back under a filter mid-test. So an open one is let
 * run out first (the sweep runs every 5 s), and the resident is asked anew: a whole minute of Pending ahead.
 */
async function awaitingFreshAnswer(page: Page, resident: { user_id: number }) {
  await page.goto(`/users?user_id=${resident.user_id}&type=check`);
  await expect(page.getByRole('button', { name: 'Send Check-In' })).toBeEnabled({ timeout: 120_000 });
  await sendCheckIn(page);
}

/** A Check-In status box; the address carries the choice, so the box shows it once the list follows. */
async function toggle(page: Page, state: string, on: boolean) {
  const box = page.getByRole('checkbox', { name: new RegExp(`^${state} \\(\\d+\\)$`) });
  await box.click();
  await expect(box).toBeChecked({ checked: on });
}

let answered: CommandPayload;

test('role 2 filters and searches, checks a resident in from a link, and sees the answer live', async ({
  page,
}) => {
  const [first, second] = residents;
  await signInAs(page, MANAGER, '/users');
  const list = page.getByRole('list', { name: 'Residents' });

  // Facility and Pending: only that facility's residents who await an answer.
  await chooseFacility(page, FACILITY);
  await toggle(page, 'Pending', true);
  await expect(list.locator('li').filter({ hasNotText: 'Pending' })).toHaveCount(0);
  await toggle(page, 'Pending', false);
  await page.getByRole('searchbox', { name: 'Search' }).fill(first!.surname!);
  await expect(rowOf(page, first!)).toBeVisible();
  // The previous answer's rows stay until the search's arrives.
  await expect(list.locator('li').filter({ hasNotText: first!.surname! })).toHaveCount(0);

  // The link the bell gives: the resident chosen, their Check-In panel open.
  await page.goto(`/users?user_id=${first!.user_id}&type=check`);
  await expect(page.getByRole('heading', { name: `Check-In · ${nameOf(first!)}` })).toBeVisible();
  await expectAccessible(page);
  await sendCheckIn(page);
  answered = await checkInOf(tabletOf(0));
  await expect(rowOf(page, first!)).toContainText('Pending');

  // The resident answers on the tablet: the row turns Success and the button comes back, no reload.
  tabletOf(0).answerCheckIn(answered);
  await expect(rowOf(page, first!)).toContainText('Success');
  await expect(page.getByRole('button', { name: 'Send Check-In' })).toBeEnabled();

  // The second resident is asked and never answers: the last test sees it fail.
  await page.goto(`/users?user_id=${second!.user_id}&type=check`);
  await sendCheckIn(page);
  await checkInOf(tabletOf(1));
});

test('a chat goes both ways live; an unread reply shows on the row and in the bell, and opening it clears it for a colleague', async ({
  page,
  browser,
}) => {
  const third = residents[2]!;
  const tablet = tabletOf(2);
  await signInAs(page, MANAGER, `/users?user_id=${third.user_id}&type=message`);
  await expect(page.getByRole('heading', { name: `Chat · ${nameOf(third)}` })).toBeVisible();

  const text = `Lunch is at half twelve today ${Date.now() % 1000}.`;
  const composer = page.getByRole('textbox', { name: `Message to ${nameOf(third)}` });
  await composer.fill(text);
  await composer.press('Enter');
  const received = await tablet.waitFor((c) => c.action === 'message' && c.payload.message === text);
  expect(received.payload.message).toBe(text);
  const chat = page.getByRole('region', { name: `Conversation with ${nameOf(third)}` });
  await expect(chat).toContainText(text);

  await tablet.sendMessage('Thank you, could I have tea after?');
  await expect(chat).toContainText('Thank you, could I have tea after?');
  await expectAccessible(page);

  // With the chat closed a reply waits: a badge on the row and an item in the bell.
  await page.getByRole('button', { name: 'Close panel' }).click();
  await expect(chat).toBeHidden();
  await tablet.sendMessage('Is anyone there?');
  const unread = rowOf(page, third).getByText('1 unread message');
  await expect(unread).toBeVisible();

  // A colleague (role 1 sees every group) has the same resident on screen.
  const colleague = await browser.newPage();
  await signInAs(colleague, ADMIN, `/users?q=${encodeURIComponent(third.surname!)}`);
  await expect(rowOf(colleague, third).getByText('1 unread message')).toBeVisible();

  await page.getByRole('button', { name: /^Notifications: / }).click();
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  const item = bell.getByRole('link', { name: new RegExp(nameOf(third)) }).last();
  await expect(item).toContainText('Is anyone there?');
  await expectAccessible(page);
  await item.click();
  await expect(page.getByRole('heading', { name: `Chat · ${nameOf(third)}` })).toBeVisible();
  await expect(chat).toContainText('Is anyone there?');
  await expect(unread).toBeHidden();
  await expect(rowOf(colleague, third).getByText('1 unread message')).toBeHidden();
  await colleague.close();
});

test('a group check-in over a filter reaches every matching tablet; a group message of 86 characters is refused', async ({
  page,
}) => {
  test.setTimeout(300_000); // up to a minute for an earlier check-in to run out
  await signInAs(page, MANAGER, '/users');
  await awaitingFreshAnswer(page, residents[1]!);
  await page.goto('/users');
  await chooseFacility(page, FACILITY);
  // Everyone who is not awaiting an answer: the first (answered) and the third, not the second.
  for (const state of ['Default', 'Failed', 'Success']) await toggle(page, state, true);
  await expect(rowOf(page, residents[0]!)).toBeVisible();
  await expect(rowOf(page, residents[2]!)).toBeVisible();
  await expect(rowOf(page, residents[1]!)).toBeHidden();

  await page.getByRole('button', { name: 'Check-In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Group check-in' });
  await expect(dialog).toContainText(/Check in \d+ residents?\?/);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Check in', exact: true }).click();
  await checkInOf(tabletOf(0), answered.command_id);
  await checkInOf(tabletOf(2));
  // Both connected tablets say they received it; the facility's others wait for theirs to connect.
  await expect(dialog.getByRole('status')).toContainText(/Received by ([2-9]|\d\d+) of \d+ tablets/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Everyone asked now awaits an answer, so the filter matches nobody: the message goes to the facility.
  await expect(page.getByRole('list', { name: 'Residents' }).locator('li')).toHaveCount(0);
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Error' })).toContainText('List is empty.');
  await page.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'OK' }).click();
  for (const state of ['Default', 'Failed', 'Success']) await toggle(page, state, false);
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  const message = page.getByRole('dialog', { name: 'Group message' });
  await message.getByRole('textbox', { name: 'Message' }).fill('x'.repeat(86));
  await message.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog', { name: 'Error' })).toContainText(
    'Incorrect message. Message should be not empty and maximum length 85 chars.',
  );
});

test('the personal info, email and later panels pass axe', async ({ page }) => {
  const first = residents[0]!;
  await signInAs(page, MANAGER, `/users?user_id=${first.user_id}&panel=info`);
  await expect(page.getByRole('heading', { name: `Personal info · ${nameOf(first)}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Account information' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Medical Information' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(/Conditions/i);
  await expectAccessible(page);
  for (const [button, title] of [
    [`Health of ${nameOf(first)}`, 'Health'],
    [`Email ${nameOf(first)}`, 'Email'],
  ] as const) {
    const row = rowOf(page, first);
    await (title === 'Email' && !first.email
      ? page.goto(`/users?user_id=${first.user_id}&panel=email`)
      : row.getByRole(title === 'Email' ? 'link' : 'button', { name: button }).click());
    await expect(page.getByRole('heading', { name: `${title} · ${nameOf(first)}` })).toBeVisible();
    await expectAccessible(page);
  }
});

test('the whole flow works by keyboard alone', async ({ page }) => {
  const third = residents[2]!;
  await signInAs(page, MANAGER, '/users');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await tabTo(page, search);
  await page.keyboard.type(third.surname!);
  const chatButton = rowOf(page, third).getByRole('button', { name: `Chat with ${nameOf(third)}` });
  const rows = page.getByRole('list', { name: 'Residents' }).locator('li');
  await expect(rows.filter({ hasNotText: third.surname! })).toHaveCount(0);
  await tabTo(page, chatButton, 80);
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: `Chat · ${nameOf(third)}` });
  await expect(heading).toBeFocused();
  await tabTo(page, page.getByRole('textbox', { name: `Message to ${nameOf(third)}` }));
  await page.keyboard.type('Typed without a mouse.');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: `Conversation with ${nameOf(third)}` })).toContainText(
    'Typed without a mouse.',
  );
  await tabletOf(2).waitFor((c) => c.action === 'message' && c.payload.message === 'Typed without a mouse.');
});

test('a check-in the tablet never answers turns Failed when its time passes, without a reload', async ({
  page,
}) => {
  // CHECK_IN_TIMEOUT_MINUTES is 1 for the suite; the sweep runs every 5 s.
  const second = residents[1]!;
  await signInAs(page, MANAGER, `/users?user_id=${second.user_id}&type=check`);
  await expect(rowOf(page, second)).toContainText(/Pending|Failed/);
  await expect(rowOf(page, second)).toContainText('Failed', { timeout: 120_000 });
  await expect(page.getByRole('button', { name: 'Send Check-In' })).toBeEnabled();
});
