import type { HealthSeries } from '@acorn/domain/health';
import type { Maintenance } from '@acorn/domain/maintenance';
import type { ResidentRow } from '@acorn/domain/residents';
import { expect, test, type Page } from '@playwright/test';
import type { SimulatedTablet } from '../../tools/tablet-sim/src';
import { expectAccessible } from '../support/axe';
import { sessionToken, signInAs } from '../support/demo';
import { tabTo } from '../support/focus-ring';
import { chooseOption, expectNote, expectSaved, pickDate, save } from '../support/grid';
import { MANAGER, nameOf, residentsOf } from '../support/residents';
import { tabletsOf } from '../support/tablets';

// The resident's care record (issue 18) as a care worker uses it: Health, Maintenance and Activities
// panels of three residents of a metric facility no other spec uses, the first with its simulated tablet.
// The steps build on each other: serial. Several axe runs per test take their time on two busy cores.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const FACILITY = 'Toronto';
/** The demo account of MANAGER: who a note or an attendance mark is said to be by. */
const MANAGER_NAME = 'Karen Whitfield';
let health: ResidentRow;
let jobs: ResidentRow;
let activities: ResidentRow;
let fleet: Awaited<ReturnType<typeof tabletsOf>>;
const tablet = (): SimulatedTablet => fleet.tablets[0]!;

test.beforeAll(async () => {
  [health, jobs, activities] = (await residentsOf(FACILITY)) as [ResidentRow, ResidentRow, ResidentRow];
  fleet = await tabletsOf([health.acorn_id!], { checkInAnswerMs: null });
});
test.afterAll(async () => fleet.stop());

const panelOf = (page: Page, resident: ResidentRow, panel: string) =>
  signInAs(page, MANAGER, `/users?user_id=${resident.user_id}&panel=${panel}`);

/** The API as the signed-in browser's user. */
async function apiGet<T>(page: Page, url: string): Promise<T> {
  const answer = await page.request.get(url, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  expect(answer.status(), url).toBe(200);
  return (await answer.json()) as T;
}

/** A date as the portal shows it, DD.MM.YYYY. */
const shown = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;

test('Health: a reading added by keyboard alone is flagged in words, charted and tabled alike; the tablet’s shows live', async ({
  page,
}) => {
  const name = nameOf(health);
  await panelOf(page, health, 'health');
  const heading = page.getByRole('heading', { name: `Health · ${name}` });
  await expect(heading).toBeFocused();
  const spo2 = page.getByRole('button', { name: /^SpO2/ });
  await expect(spo2).toBeVisible();

  // Add reading, by keyboard alone: Tab to the button, Enter, Tab to each box, type, Enter saves.
  await tabTo(page, page.getByRole('button', { name: 'Add reading' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add reading' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('textbox', { name: 'Heart rate (bpm)' }));
  await page.keyboard.type('72');
  await tabTo(page, dialog.getByRole('textbox', { name: 'SpO2 (%)' }));
  await page.keyboard.type('91');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Reading saved.' })).toBeVisible();

  // The flag is said in words, not by colour alone.
  await expect(spo2).toContainText('91 %');
  await expect(spo2).toContainText('Below normal range (94–100 %)');
  await expect(page.getByRole('button', { name: /^BPM/ })).toContainText('Heart rate: 72 bpm');
  await expectAccessible(page);

  // More Details: the full-screen charts, on 7 days, then 1 year, then 7 days again.
  await page.getByRole('button', { name: 'More Details' }).click();
  const details = page.getByRole('dialog', { name: `Health · ${name}` });
  await expect(details).toBeVisible();
  const period = details.getByRole('group', { name: 'Period' });
  // The view's own status line (each chart has a live region of its own, empty until a point is hovered).
  const said = details.getByRole('status').filter({ hasText: 'in the last' });
  for (const [range, words] of [
    ['7 days', '7d'],
    ['1 year', '1y'],
    ['7 days', '7d'],
  ] as const) {
    await period.getByRole('button', { name: range }).click();
    await expect(period.getByRole('button', { name: range })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`[?&]range=${words}(&|$)`));
    await expect(said).toContainText(`in the last ${range}.`);
    // A year's readings are more than a chart's points: averaged, and said so.
    if (words === '1y') await expect(said).toContainText('Each point is the average');
    else await expect(said).not.toContainText('average');
  }

  // The SpO2 chart draws its line, a mark per point, and its table lists the same points as the API.
  const chart = details.getByRole('region', { name: 'SpO2 (%)' });
  await expect(chart.locator('svg path.MuiLineChart-line')).toHaveCount(1);
  const series = await apiGet<HealthSeries>(
    page,
    `/v1/acorn/residents/${health.user_id}/health/series?range=7d`,
  );
  expect(series.downsampled).toBe(false);
  const values = series.points.filter((p) => p.oximeter != null).map((p) => String(p.oximeter));
  expect(values).toContain('91');
  await chart.getByRole('button', { name: 'Show as table' }).click();
  const table = chart.getByRole('region', { name: 'SpO2 table' });
  await expect(table).toContainText('SpO2 (%), last 7 days. Normal range: 94 or more.');
  const rows = table.locator('tbody tr');
  await expect(table.getByRole('cell', { name: '91', exact: true }).first()).toBeVisible();
  await expect(rows).toHaveCount(values.length);
  await expect(rows.locator('td:nth-child(2)')).toHaveText(values);
  await expect(chart.locator('svg .MuiLineChart-mark')).toHaveCount(values.length);
  await expectAccessible(page);

  // The resident measures on the tablet: the panel says it at once, no reload.
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  await expect(spo2).toContainText('91 %');
  await tablet().reportHealth({ oximeter: 97 });
  await expect(spo2).toContainText('97 %');
  await expect(spo2).toContainText('Within normal range');
  await expect(spo2).toContainText('up 6 % since the reading before');
});

test('Maintenance: a recurring job added for the resident, noted, done, and its next occurrence opened', async ({
  page,
}) => {
  const name = nameOf(jobs);
  const title = 'Bed rail loose';
  await panelOf(page, jobs, 'maintenance');
  await expect(page.getByRole('heading', { name: `Maintenance · ${name}` })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: `Maintenance jobs for ${name}` });
  const tab = (label: string, count: number) =>
    tabs.getByRole('tab', { name: `${label} (${count})`, exact: true });
  const countOf = async (label: string) =>
    Number(
      /\((\d+)\)$/.exec(
        await tabs.getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) }).innerText(),
      )![1],
    );
  const recurring = await countOf('Recurring');
  const closed = await countOf('Closed');

  // The table's own form in a drawer, the resident fixed; weekly from a week hence.
  await page.getByRole('button', { name: 'Add maintenance' }).click();
  const form = page.getByRole('dialog', { name: 'Add maintenance job', exact: true });
  await expect(form).toBeVisible();
  const resident = form.getByRole('textbox', { name: 'Resident', exact: true });
  await expect(resident).toHaveValue(name);
  await expect(resident).toHaveAttribute('readonly');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('switch', { name: 'Recurring' }).click();
  await chooseOption(form, 'Repeats', 'Weekly');
  const start = new Date();
  start.setDate(start.getDate() + 7);
  const next = new Date(start);
  next.setDate(next.getDate() + 7);
  await pickDate(form, 'Start date', shown(start));
  await save(form);
  await expectSaved(form, 'Maintenance successfully created.');

  await tab('Recurring', recurring + 1).click();
  const card = (job: string) =>
    page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: job, exact: true }) });
  const job = card(title);
  await expect(job).toContainText(`Starts ${shown(start)} · Repeats weekly`);
  await expect(job).toContainText('Pending');

  // The same job is in the maintenance table's data, for this resident.
  const found = await apiGet<{ items: Maintenance[] }>(
    page,
    `/v1/acorn/maintenances?q=${encodeURIComponent(title)}`,
  );
  expect(found.items).toEqual([
    expect.objectContaining({ title, resident_name: name, is_recurring: true, recurrence: 'weekly' }),
  ]);

  // A note, with who wrote it.
  await job.getByRole('button', { name: 'Notes (0)' }).click();
  const thread = page.getByRole('region', { name: `Notes on ${title}` });
  await expect(thread).toContainText('No notes yet.');
  await thread.getByRole('button', { name: `Add note to ${title}` }).click();
  const noteDialog = page.getByRole('dialog', { name: `Add note: ${title}` });
  await noteDialog
    .getByRole('textbox', { name: 'Note' })
    .fill('Rail wobbles at the head end; bolts ordered.');
  await noteDialog.getByRole('button', { name: 'Add note' }).click();
  await expectNote(page, 'Note added.');
  const note = thread
    .getByRole('listitem')
    .filter({ hasText: 'Rail wobbles at the head end; bolts ordered.' });
  await expect(note).toContainText(MANAGER_NAME);
  await expectAccessible(page);

  // Done: it moves to Closed, the message says when the next opens, and Recurring holds the next one.
  await job.getByRole('combobox', { name: `Status ${title}` }).click();
  await page.getByRole('option', { name: 'Done', exact: true }).click();
  await expectNote(
    page,
    `Maintenance content successfully updated. The next occurrence opens on ${shown(next)}.`,
  );
  await expect(tab('Closed', closed + 1)).toBeVisible();
  await expect(tab('Recurring', recurring + 1)).toHaveAttribute('aria-selected', 'true');
  await expect(job).toContainText(`Starts ${shown(next)} · Repeats weekly`);
  await expect(job).toContainText('Pending');
  await tab('Closed', closed + 1).click();
  const done = card(title);
  await expect(done).toContainText(`Next opens ${shown(next)}`);
  await expect(done).toContainText('Notes (1)');
});

test('Activities: a past activity’s attendance marked, with who marked it', async ({ page }) => {
  const name = nameOf(activities);
  await panelOf(page, activities, 'activities');
  await expect(page.getByRole('heading', { name: `Activities · ${name}` })).toBeVisible();
  await page.getByRole('group', { name: 'Which activities' }).getByRole('button', { name: 'Past' }).click();
  // Only past activities ask for attendance (the coming ones leave the screen while the past ones load).
  const items = page.getByRole('list', { name: 'Past activities' }).getByRole('listitem');
  const first = items.filter({ has: page.getByRole('group', { name: /^Attendance at / }) }).first();
  // Seen before it is read: innerText alone would wait out the test's whole time on a list that failed.
  await expect(first).toBeVisible();
  // Pinned by its title and time, read at once: an activity that starts meanwhile becomes the newest past
  // one when the list refreshes, and 'first' would then be another activity.
  const [title, when] = await first.evaluate((li) => [
    li.querySelector('h3')?.textContent ?? '',
    [...li.querySelectorAll('dt')].find((dt) => dt.textContent === 'When')?.nextElementSibling?.textContent ??
      '',
  ]);
  expect(when, 'the activity’s time').toMatch(/\d\d:\d\d/);
  const item = items
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .filter({ hasText: when });
  const attendance = item.getByRole('group', { name: `Attendance at ${title}` });
  await expect(attendance).toBeVisible();

  // The first choice not already set, so the change shows.
  const choices = ['Attended', 'Declined', 'Absent'];
  const pressed = await Promise.all(
    choices.map((c) => attendance.getByRole('button', { name: c }).getAttribute('aria-pressed')),
  );
  const choice = choices[pressed.indexOf('false')]!;
  await attendance.getByRole('button', { name: choice }).click();
  await expectNote(page, 'Attendance saved.');
  await expect(attendance.getByRole('button', { name: choice })).toHaveAttribute('aria-pressed', 'true');
  await expect(item).toContainText(`${choice}: marked by ${MANAGER_NAME}`);
  await expectAccessible(page);
});
