import { facilityInstant, type Appointment, type Appointments } from '@acorn/domain/activities';
import type { ResidentRow } from '@acorn/domain/residents';
import { calendarPayloadSchema, type CommandPayload } from '@acorn/domain/tablet-link';
import { expect, test, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { expectAccessible } from '../support/axe';
import { signInAs, sessionToken } from '../support/demo';
import {
  chooseOption,
  dateField,
  expectSaved,
  fillField,
  formNamed,
  pickDate,
  save,
  saveForm,
} from '../support/grid';
import { MANAGER, nameOf, residentsOf } from '../support/residents';
import { tabletsOf } from '../support/tablets';

// The services calendar end to end: a care manager books a resident in the Week view, the resident's
// (simulated) tablet receives its calendar, the booking is dragged to another time, and a clashing booking
// is refused. The browser keeps the facility's clock, as its staff's computers do.
// Toronto, not the Farm Pond: residents.spec's group check-in leaves every Farm Pond resident awaiting an
// answer, and a resident awaiting one is not ours to take.
const FACILITY = 'Toronto';
const ZONE = 'America/Toronto';
test.use({ timezoneId: ZONE });

/** Friday of next week at the facility: free of other specs' bookings, and where Next shows it. */
const todayThere = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const friday = dayjs(todayThere)
  .add(7 - ((dayjs(todayThere).day() + 6) % 7) + 4, 'day')
  .format('YYYY-MM-DD');
const at = (hhmm: string) => {
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  return facilityInstant(friday, hour, minute, ZONE);
};
const shown = (hhmm: string) => `${dayjs(friday).format('DD.MM.YYYY')} ${hhmm}`;

let resident: ResidentRow;
let fleet: Awaited<ReturnType<typeof tabletsOf>>;
let facilityId: number;

/** Clears Friday afternoon at the facility through the API, so the times the test clicks are free. */
async function clearFridayAfternoon(page: Page) {
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const window = new URLSearchParams({ from: at('00:00'), to: at('23:59') });
  const answer = (await (
    await page.request.get(`/v1/acorn/appointments?${window}`, { headers })
  ).json()) as Appointments;
  facilityId = answer.facilities.find((f) => f.name === FACILITY)!.facility_id;
  const clashing = answer.items.filter(
    (a) =>
      (a.facility_id === facilityId || a.user_id === resident.user_id) &&
      a.end_time > at('13:00') &&
      a.start_time < at('17:00'),
  );
  for (const a of clashing) {
    const gone = await page.request.delete(`/v1/acorn/appointments/${a.appointment_id}`, { headers });
    expect(gone.status()).toBe(200);
  }
}

/** A quarter-hour slot of the week view: `day` counts from Monday (0); the view's hours start at 9. */
const slot = (page: Page, day: number, hhmm: string): Locator => {
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  return page
    .locator('.rbc-time-content .rbc-day-slot')
    .nth(day)
    .locator('.rbc-timeslot-group')
    .nth(hour - 9)
    .locator('.rbc-time-slot')
    .nth(minute / 15);
};

/**
 * Clicks a free time as a person does: the calendar's event layer lies over its slots, so the click goes
 * to where the slot is on screen, as a pointer's would.
 */
async function clickTime(page: Page, time: Locator) {
  await time.scrollIntoViewIfNeeded();
  const box = await time.boundingBox();
  if (!box) throw new Error('the time is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Drags a booking on Friday by its middle from the time it starts to another, as a hand does (mouse down,
 * moves, up); answers the server's answer to the move.
 */
async function dragBooking(page: Page, booking: Locator, startsAt: string, to: string) {
  await slot(page, 4, '16:45').scrollIntoViewIfNeeded();
  const [from, target] = [await slot(page, 4, startsAt).boundingBox(), await slot(page, 4, to).boundingBox()];
  const box = await booking.boundingBox();
  if (!from || !target || !box) throw new Error('the booking or the time is not on screen');
  const put = page.waitForResponse((r) => r.request().method() === 'PUT');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  // The drag begins at the first movement, which is where the booking is taken hold of: a nudge first.
  await page.mouse.move(x, y + 2);
  await page.mouse.move(x, y + 2 + (target.y - from.y), { steps: 12 });
  await page.mouse.up();
  return put;
}

/** The next calendar command the tablet receives holding a booking that passes `test`. */
const calendarWith = (after: number, holds: (a: { appointment_id: number; start_time: string }) => boolean) =>
  fleet.tablets[0]!.waitFor(
    (c: CommandPayload) =>
      c.action === 'calendar' &&
      c.command_id > after &&
      calendarPayloadSchema.parse(c.payload).appointments.some(holds),
    15_000,
  );

test.beforeAll(async () => {
  resident = (await residentsOf(FACILITY)).at(-2)!;
  fleet = await tabletsOf([resident.acorn_id!]);
});
test.afterAll(async () => fleet?.stop());

test('a care manager books a resident in the week, drags the booking to another time, and a clash is refused', async ({
  page,
}) => {
  const name = nameOf(resident);
  const provider = `Anne Byrne ${Date.now()}`;
  await signInAs(page, MANAGER);
  await clearFridayAfternoon(page);
  await page.goto(`/services?date=${friday}&facility_id=${facilityId}`);
  await expect(page.getByRole('button', { name: 'Week' })).toHaveClass(/rbc-active/);
  await expect(page.locator('.rbc-time-header .rbc-header').nth(4)).toContainText(dayjs(friday).format('DD'));
  await expect(page.locator('.rbc-event').first()).toBeVisible();
  await expectAccessible(page);

  // A click on a free time opens the form on it; service, resident and the end are chosen there.
  await clickTime(page, slot(page, 4, '14:00'));
  const add = formNamed(page, 'Add appointment');
  await expect(dateField(add, 'Start').locator('input')).toHaveValue(shown('14:00'));
  await expectAccessible(page);
  await chooseOption(add, 'Service', 'Physiotherapy');
  await add.getByRole('combobox', { name: 'Resident' }).fill(resident.surname!);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await pickDate(add, 'End', shown('15:00'));
  await fillField(add, 'Provider', provider);
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/v1/acorn/appointments') && r.request().method() === 'POST',
  );
  await save(add);
  const booked = (await (await posted).json()) as Appointment;
  await expectSaved(add, 'Appointment booked.');
  const event = page.getByRole('button', { name: new RegExp(provider) });
  await expect(event).toContainText('14:00 – 15:00');
  await expect(event).toContainText(name);
  const first = await calendarWith(0, (a) => a.appointment_id === booked.appointment_id);

  // Dragged by the middle, an hour and a half later: the server has it at 15:30 after a reload.
  expect((await dragBooking(page, event, '14:00', '15:30')).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(provider) })).toContainText('15:30 – 16:30');
  await calendarWith(
    first.command_id,
    (a) => a.appointment_id === booked.appointment_id && a.start_time === at('15:30'),
  );

  // Another booking for the same resident over that time: refused, naming the booking, the form open.
  await clickTime(page, slot(page, 4, '14:00'));
  const again = formNamed(page, 'Add appointment');
  await chooseOption(again, 'Service', 'Hairdressing');
  await again.getByRole('combobox', { name: 'Resident' }).fill(resident.surname!);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await pickDate(again, 'End', shown('16:00'));
  await save(again);
  await expect(again.getByRole('alert').filter({ hasText: 'already has' })).toHaveText(
    `${name} already has Physiotherapy 15:30–16:30 on ${dayjs(friday).format('DD.MM.YYYY')}.`,
  );
  await expect(again).toBeVisible();

  // Made to end before it, the booking is made; the Physiotherapy one dragged onto it goes back.
  await pickDate(again, 'End', shown('14:30'));
  await expect(again.getByRole('alert').filter({ hasText: 'already has' })).toHaveCount(0);
  await saveForm(again, 'Appointment booked.');
  const moved = page.getByRole('button', { name: new RegExp(provider) });
  expect((await dragBooking(page, moved, '15:30', '14:00')).status()).toBe(409);
  await expect(page.getByRole('alert').filter({ hasText: 'not moved' })).toHaveText(
    `The appointment was not moved. ${name} already has Hairdressing 14:00–14:30 on ${dayjs(friday).format('DD.MM.YYYY')}.`,
  );
  await expect(moved).toContainText('15:30 – 16:30');
});

test('on a phone the calendar is a day of one service, without sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: ZONE });
  const page = await context.newPage();
  await signInAs(page, MANAGER, '/services?service=Doctor');
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveText('Doctor');
  await expect(page.locator('.rbc-row-resource .rbc-header')).toHaveText(['Doctor']);
  await expect(page.getByRole('button', { name: 'Add appointment' })).toBeInViewport();
  const [scrollWidth, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(width);
  await expectAccessible(page);
  await context.close();
});
