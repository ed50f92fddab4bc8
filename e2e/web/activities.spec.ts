import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { expectAccessible } from '../support/axe';
import { signInAs, sessionToken } from '../support/demo';
import {
  acknowledge,
  dateField,
  fillField,
  openFromRow,
  recordWrites,
  rowWith,
  saveForm,
  textField,
} from '../support/grid';

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';
/** Wednesday of next week (weeks start on Monday) at `hour`: in the future, and where Next shows it. */
const nextWednesday = (hour: number) => {
  const today = dayjs().startOf('day');
  const daysSinceMonday = (today.day() + 6) % 7;
  return today.add(7 - daysSinceMonday + 2, 'day').hour(hour);
};

async function fillForm(page: Page, title: string, start: dayjs.Dayjs, end: dayjs.Dayjs) {
  const form = page.getByRole('dialog');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Location').fill('Day room');
  await form.getByLabel('Description').fill('Scones and a chat');
  await form.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Social' }).click();
  await form.getByLabel('Start date & time').fill(start.format(LOCAL_INPUT));
  await form.getByLabel('End date & time').fill(end.format(LOCAL_INPUT));
}

test('role 5 adds an activity in the calendar’s week view, finds it in the table and duplicates it', async ({
  page,
}) => {
  await signInAs(page, 'activities@acorn.demo');
  await expect(page).toHaveURL(/\/public-events$/); // role 5's landing page (spec doc 1 §4)
  await expect(page.getByRole('grid', { name: 'Activities' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page.getByRole('button', { name: 'Week' })).toHaveClass(/rbc-active/);
  // Weeks start on Monday; the day view's hours run 6 to 22.
  await expect(page.locator('.rbc-time-header .rbc-header').first()).toContainText('Mon');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAccessible(page);

  const writes = recordWrites(page, 'public-events');
  const start = nextWednesday(10);
  await page.getByRole('button', { name: 'Add' }).click();
  await fillForm(page, 'Backwards coffee', start, start.subtract(1, 'hour'));
  await page.getByRole('button', { name: 'Save' }).click();
  await acknowledge(page, 'Start date & time must be in the future and before end date & time.');
  expect(writes).toEqual([]);

  const title = `Coffee morning ${Date.now()}`;
  await fillForm(page, title, start, start.add(90, 'minute'));
  await page.getByRole('button', { name: 'Save' }).click();
  await acknowledge(page, 'Content successfully created.');
  const event = page.getByRole('button', { name: new RegExp(title) });
  await expect(event).toBeVisible();
  await expect(event).toContainText('Day room');
  await expectAccessible(page);

  // An activity opens for edit from the calendar, by pointer or keyboard.
  await event.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit activity' })).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Title')).toHaveValue(title);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Table' }).click();
  const row = rowWith(page, title);
  await expect(row).toContainText(start.format('DD.MM.YYYY HH:mm:ss'));
  // Duplicate opens the add form filled in from the row, its times in DD.MM.YYYY HH:mm (24 hours).
  const copy = await openFromRow(row, 'activity', 'Duplicate');
  await expect(textField(copy, 'Title')).toHaveValue(title);
  await expect(dateField(copy, 'Start').locator('input')).toHaveValue(start.format('DD.MM.YYYY HH:mm'));
  await fillField(copy, 'Title', `${title} (again)`);
  await saveForm(copy, 'Content successfully created.');
  await expect(rowWith(page, `${title} (again)`)).toContainText(start.format('DD.MM.YYYY HH:mm:ss'));
  expect(writes).toEqual(['POST', 'POST']);
});

test('the calendar shows an activity added elsewhere within 10 seconds, without a reload', async ({
  page,
}) => {
  await signInAs(page, 'manager@acorn.demo');
  await page.getByRole('link', { name: 'Activities' }).click();
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.rbc-time-view')).toBeVisible();

  const title = `Karaoke ${Date.now()}`;
  const start = nextWednesday(15);
  const res = await page.request.post('/v1/acorn/public-events', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: {
      title,
      location: 'Lounge',
      description: 'Songs from the fifties',
      category: 'Social',
      start_time: start.toISOString(),
      end_time: start.add(1, 'hour').toISOString(),
    },
  });
  expect(res.status()).toBe(201);
  await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible({ timeout: 11_000 });
});
