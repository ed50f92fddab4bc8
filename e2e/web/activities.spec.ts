import { expect, test, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { expectAccessible } from '../support/axe';
import { signInAs, sessionToken } from '../support/demo';
import {
  chooseOption,
  dateField,
  fillField,
  formNamed,
  openFromRow,
  pickDate,
  recordWrites,
  rowWith,
  save,
  saveForm,
  textField,
} from '../support/grid';

const SHOWN = 'DD.MM.YYYY HH:mm'; // the form's date-time fields, on a 24-hour clock
/** Wednesday of next week (weeks start on Monday) at `hour`: in the future, and where Next shows it. */
const nextWednesday = (hour: number) => {
  const today = dayjs().startOf('day');
  const daysSinceMonday = (today.day() + 6) % 7;
  return today.add(7 - daysSinceMonday + 2, 'day').hour(hour);
};

/** A half-hour slot of the week view: `day` counts from Monday (0), the slot starts at `hour`:`minute`. */
function slot(page: Page, day: number, hour: number, minute: 0 | 30 = 0): Locator {
  // The view's hours start at 6; each hour is a group of two half-hour slots.
  return page
    .locator('.rbc-time-content .rbc-day-slot')
    .nth(day)
    .locator('.rbc-timeslot-group')
    .nth(hour - 6)
    .locator('.rbc-time-slot')
    .nth(minute / 30);
}

/** Drags down the week view from one slot to another, as a person chooses a time for a new activity. */
async function dragOverTimes(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const [a, b] = [await from.boundingBox(), await to.boundingBox()];
  if (!a || !b) throw new Error('the slots are not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
}

/** Fills what the chosen times leave to type. */
async function describeActivity(form: Locator, title: string) {
  await fillField(form, 'Title', title);
  await fillField(form, 'Location', 'Day room');
  await fillField(form, 'Description', 'Scones and a chat');
  await chooseOption(form, 'Category', 'Social');
}

test('role 5 adds an activity by choosing its time in the calendar, edits and deletes it there, duplicates it in the table', async ({
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
  await expect(page.locator('.rbc-time-header .rbc-header').nth(2)).toContainText(
    nextWednesday(0).format('DD'),
  );
  await expectAccessible(page);

  // Dragging from 10:00 down to the 11:00 slot chooses 10:00 to 11:30: the form opens on those times.
  const writes = recordWrites(page, 'public-events');
  const start = nextWednesday(10);
  await dragOverTimes(page, slot(page, 2, 10), slot(page, 2, 11));
  const add = formNamed(page, 'Add activity');
  await expect(add).toBeVisible();
  await expect(dateField(add, 'Start').locator('input')).toHaveValue(start.format(SHOWN));
  await expect(dateField(add, 'End').locator('input')).toHaveValue(start.add(90, 'minute').format(SHOWN));
  // Once over the whole page with the form open: the drawer and the calendar beneath it.
  await expectAccessible(page);

  // An end before the start: the spec's message on the form, and not one call.
  const title = `Coffee morning ${Date.now()}`;
  await describeActivity(add, title);
  await pickDate(add, 'End', start.subtract(1, 'hour').format(SHOWN));
  await save(add);
  await expect(add.getByRole('alert')).toHaveText(
    'Start date & time must be in the future and before end date & time.',
  );
  expect(writes).toEqual([]);

  await pickDate(add, 'End', start.add(90, 'minute').format(SHOWN));
  await saveForm(add, 'Content successfully created.');
  const event = page.getByRole('button', { name: new RegExp(title) });
  await expect(event).toBeVisible();
  await expect(event).toContainText('Day room');

  // An activity opens for edit from the calendar, by keyboard (or pointer); a change shows at once.
  await event.focus();
  await page.keyboard.press('Enter');
  const edit = formNamed(page, 'Edit activity');
  await expect(textField(edit, 'Title')).toHaveValue(title);
  await expect(dateField(edit, 'Start').locator('input')).toHaveValue(start.format(SHOWN));
  await fillField(edit, 'Location', 'Garden room');
  await saveForm(edit, 'Content successfully updated.');
  await expect(event).toContainText('Garden room');

  await page.getByRole('tab', { name: 'Table' }).click();
  const row = rowWith(page, title);
  await expect(row).toContainText(start.format('DD.MM.YYYY HH:mm:ss'));
  // Duplicate opens the add form filled in from the row, its times in DD.MM.YYYY HH:mm (24 hours).
  const copy = await openFromRow(row, 'activity', 'Duplicate');
  await expect(textField(copy, 'Title')).toHaveValue(title);
  await expect(dateField(copy, 'Start').locator('input')).toHaveValue(start.format(SHOWN));
  await fillField(copy, 'Title', `${title} (again)`);
  await saveForm(copy, 'Content successfully created.');
  await expect(rowWith(page, `${title} (again)`)).toContainText(start.format('DD.MM.YYYY HH:mm:ss'));

  // The copy is deleted from the calendar: its form's Delete asks, naming it, as the table does.
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const again = page.getByRole('button', { name: new RegExp(`${title} \\(again\\)`) });
  await again.click();
  const doomed = formNamed(page, 'Edit activity');
  await doomed.getByRole('button', { name: 'Delete', exact: true }).click();
  const ask = page.getByRole('dialog', { name: `Delete activity "${title} (again)"?` });
  await expect(ask).toContainText('Are you sure you want to do this?');
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(ask).toBeHidden();
  await expect(doomed).toBeHidden();
  await expect(again).toHaveCount(0);
  await expect(event).toBeVisible();
  expect(writes).toEqual(['POST', 'PUT', 'POST', 'DELETE']);
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
