import {
  FAMILY_MESSAGES,
  familyHealthSummarySchema,
  familyWeekSchema,
  type FamilyWeek,
} from '@acorn/domain/family';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPortalUser, signedInStaff, signIn } from '../../../test/fixtures.js';
import { addResident } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';
import { READ_COALESCE_MS } from '../../lib/audit.js';
import {
  auditLog,
  callLogs,
  checkInLogs,
  facilities,
  familyLinks,
  healthReadings,
  publicEventAttendances,
  publicEvents,
} from '../../db/schema/index.js';

// The test clock shows 2026-11-21T09:00Z: Saturday 04:00 in Toronto (UTC-5 in November), in the week of
// Monday 16 November there.
const { app, db, clock } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  manager: { roles: [2], group: 'maple' },
  stranger: { roles: [2], group: 'shannon' },
});
const [home] = await db
  .insert(facilities)
  .values({ group_id: groups.maple, name: 'Riverside', time_zone: 'America/Toronto' })
  .returning();
const mary = await addResident(db, groups.maple, {
  firstname: 'Mary',
  surname: 'Byrne',
  facility_id: home!.facility_id,
});
const tom = await addResident(db, groups.maple, { firstname: 'Tom', surname: 'Byrne' });
const nora = await addResident(db, groups.shannon, { firstname: 'Nora', surname: 'Kelly' });

const sonId = await createPortalUser(db, { email: 'son@family.ie', roles: [7], group_id: groups.maple });
const cousinId = await createPortalUser(db, {
  email: 'cousin@family.ie',
  roles: [7],
  group_id: groups.shannon,
});
await db.insert(familyLinks).values([
  { portal_user_id: sonId, user_id: mary, group_id: groups.maple, relationship: 'Son' },
  { portal_user_id: cousinId, user_id: nora, group_id: groups.shannon, relationship: 'Cousin' },
]);
const son = await signIn(app, 'son@family.ie');

const maple = { user_id: mary, group_id: groups.maple };
await db.insert(checkInLogs).values([
  // Wednesday 09:12, answered 09:20, Toronto time.
  { ...maple, check_in_time: '2026-11-18T14:12:00Z', response_time: '2026-11-18T14:20:00Z', status: 'Done' },
  // Sunday 23:30 there: Monday 04:30 in UTC, but still the week of the 16th on the care home's clock.
  { ...maple, check_in_time: '2026-11-23T04:30:00Z', status: 'Failed' },
  // Monday 00:10 there: the next week.
  { ...maple, check_in_time: '2026-11-23T05:10:00Z', status: 'Done', response_time: '2026-11-23T05:15:00Z' },
  // Sunday 15 November 23:00 there: the week before.
  { ...maple, check_in_time: '2026-11-16T04:00:00Z', status: 'Done', response_time: '2026-11-16T04:01:00Z' },
  // Sunday 1 November 23:30 there, the day the clocks went back (UTC-5 from 02:00).
  { ...maple, check_in_time: '2026-11-02T04:30:00Z', status: 'Failed' },
]);
await db.insert(callLogs).values({
  ...maple,
  name: 'Liam Byrne',
  date: '2026-11-19T15:00:00Z',
  duration: 720,
  status: 'answered',
});
await db.insert(healthReadings).values([
  { ...maple, timestamp: '2026-11-17T13:00:00Z', bpm: 70 },
  { ...maple, timestamp: '2026-11-20T13:00:00Z', bpm: 110, note: 'Private: anxious after the fall' },
  // One reading of several measures: one item.
  { ...maple, timestamp: '2026-11-19T14:00:00Z', sys: 150, dia: 85, temperature: '36.6' },
]);
const event = (title: string, start: string, end: string, group_id = groups.maple) =>
  db
    .insert(publicEvents)
    .values({ title, location: 'Garden Room', description: '', start_time: start, end_time: end, group_id })
    .returning()
    .then(([row]) => row!.public_event_id);
const choir = await event('Choir', '2026-11-17T15:00:00Z', '2026-11-17T16:00:00Z');
const quiz = await event('Quiz night', '2026-11-21T23:00:00Z', '2026-11-22T00:30:00Z');
const bingo = await event('Bingo', '2026-11-19T15:00:00Z', '2026-11-19T16:00:00Z');
await db.insert(publicEventAttendances).values([
  { public_event_id: choir, ...maple, status: 'attended' },
  { public_event_id: quiz, ...maple, answer: 'going' },
  // Staff saw her decline Bingo: not something she did.
  { public_event_id: bingo, ...maple, status: 'declined' },
]);

const url = (resident: number, tail = 'week') => `/v1/acorn/family/residents/${resident}/${tail}`;
const get = (path: string, headers = son) => app.inject({ method: 'GET', url: path, headers });
const weekOf = async (path: string) => {
  const res = await get(path);
  expect(res.statusCode, res.body).toBe(200);
  return familyWeekSchema.parse(res.json());
};
const brief = (week: FamilyWeek) => week.items.map((i) => [i.kind, i.day, i.time, i.title, i.detail]);

describe("a family member's week", () => {
  it('is 404 for another family’s resident and for one of the same group not linked to them', async () => {
    for (const resident of [nora, tom, 999_999]) {
      expect((await get(url(resident))).statusCode).toBe(404);
      expect((await get(url(resident, 'health-summary'))).statusCode).toBe(404);
    }
  });

  it('is refused to staff (403) and to no session (401)', async () => {
    expect((await get(url(mary), as.manager)).statusCode).toBe(403);
    expect((await get(url(mary, 'health-summary'), as.manager)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: url(mary) })).statusCode).toBe(401);
  });

  it('is this week on the care home’s clock, Sunday 23:30 included, with only what is shared', async () => {
    const week = await weekOf(url(mary));
    expect(week).toMatchObject({
      resident: {
        user_id: mary,
        firstname: 'Mary',
        facility_name: 'Riverside',
        time_zone: 'America/Toronto',
      },
      week_start: '2026-11-16',
      week_end: '2026-11-22',
      this_week: '2026-11-16',
      shares: { activities: true, check_ins: true, health: false, calls: false },
      not_shared: ['health', 'calls'],
    });
    expect(brief(week)).toEqual([
      ['activities', '2026-11-17', '10:00', 'Choir', 'Took part · Garden Room'],
      ['check_ins', '2026-11-18', '09:12', 'Check-in answered', 'Checked in at 09:12, answered 09:20'],
      ['activities', '2026-11-21', '18:00', 'Quiz night', 'Plans to go · Garden Room · until 19:30'],
      ['check_ins', '2026-11-22', '23:30', 'Check-in missed', 'Checked in at 23:30, missed'],
    ]);
  });

  it('moves any day back to its Monday, across a change of the clocks too', async () => {
    const next = await weekOf(`${url(mary)}?start=2026-11-25`);
    expect([next.week_start, next.week_end, next.this_week]).toEqual([
      '2026-11-23',
      '2026-11-29',
      '2026-11-16',
    ]);
    expect(brief(next)).toEqual([
      ['check_ins', '2026-11-23', '00:10', 'Check-in answered', 'Checked in at 00:10, answered 00:15'],
    ]);
    const changed = await weekOf(`${url(mary)}?start=2026-11-01`);
    expect(changed.week_start).toBe('2026-10-26');
    expect(brief(changed)).toEqual([
      ['check_ins', '2026-11-01', '23:30', 'Check-in missed', 'Checked in at 23:30, missed'],
    ]);
    const refused = await get(`${url(mary)}?start=2026-13-01`);
    expect(refused.statusCode).toBe(400);
  });

  it('serves health and calls once staff share them, and never a reading’s note', async () => {
    const refused = await get(url(mary, 'health-summary'));
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: FAMILY_MESSAGES.notShared }]);
    const shared = await app.inject({
      method: 'PUT',
      url: `/v1/acorn/residents/${mary}/family-links/${sonId}`,
      headers: as.manager,
      payload: { shares: { health: true, calls: true } },
    });
    expect(shared.statusCode).toBe(200);

    const week = await weekOf(url(mary));
    expect(week.not_shared).toEqual([]);
    expect(brief(week).filter(([kind]) => kind === 'health' || kind === 'calls')).toEqual([
      [
        'health',
        '2026-11-19',
        '09:00',
        'Health readings',
        'Systolic pressure 150 mmHg, Diastolic pressure 85 mmHg, Temperature 36.6 °C. ' +
          'Systolic pressure above normal range (90–140 mmHg).',
      ],
      ['calls', '2026-11-19', '10:00', 'Call with Liam Byrne', 'Incoming call, 12 min'],
      ['health', '2026-11-20', '08:00', 'Heart rate: 110 bpm', 'Above normal range (50–100 bpm)'],
    ]);
    expect(week.items.filter((i) => i.kind === 'health').map((i) => i.flag)).toEqual(['high', 'high']);

    const summary = await get(url(mary, 'health-summary'));
    expect(summary.statusCode).toBe(200);
    const card = familyHealthSummarySchema.parse(summary.json());
    expect(card.units).toBe('metric');
    expect(card.items.map((v) => v.measure)).toEqual(['sys', 'dia', 'bpm', 'temperature']);
    expect(card.items.find((v) => v.measure === 'bpm')).toEqual({
      measure: 'bpm',
      label: 'Heart rate',
      value: 110,
      unit: 'bpm',
      at: '2026-11-20T13:00:00.000Z',
      day: '2026-11-20',
      time: '08:00',
      flag: 'high',
      low: 50,
      high: 100,
      value_text: '110 bpm',
      flag_text: 'Above normal range (50–100 bpm)',
    });
    expect(`${week.items.map((i) => i.detail).join()}${summary.body}`).not.toMatch(/Private/);
  });

  it('audits every read: who, which resident, which week', async () => {
    // The same read within a minute is one row (lib/audit.ts): this one is a minute after the others.
    clock.advance(READ_COALESCE_MS);
    await weekOf(`${url(mary)}?start=2026-11-20`);
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resident_id, mary), eq(auditLog.action, 'read')));
    expect(rows.filter((r) => r.entity === 'family_week').at(-1)).toMatchObject({
      actor_user_id: sonId,
      group_id: groups.maple,
      changes: { week_start: '2026-11-16' },
    });
    expect(rows.some((r) => r.entity === 'family_health' && r.actor_user_id === sonId)).toBe(true);
    // A refused read (another family's resident) leaves no row about that resident.
    const aboutNora = await db.select().from(auditLog).where(eq(auditLog.resident_id, nora));
    expect(aboutNora.filter((r) => r.action === 'read')).toEqual([]);
  });
});
