import { PERMISSION, PERMISSION_REFUSED } from '@acorn/domain/access';
import { activitiesReportSchema, type ActivitiesReport } from '@acorn/domain/facility-reports';
import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import { describe, expect, it } from 'vitest';
import { createGroup, createPortalUser, signedInStaff, signIn } from '../../../test/fixtures.js';
import { addResident } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';
import { commands, facilities, publicEventAttendances, publicEvents } from '../../db/schema/index.js';

// The activities report's figures (issue 19) against attendance rows this test writes: which activities
// of a month reach the facility, and who of its residents counts as invited and as attending.
const { app, db, clock } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const place = async (name: string, county: string) =>
  (await db.insert(facilities).values({ group_id: groups.maple, name, county }).returning())[0]!.facility_id;
const oak = await place('Oak House', 'Co.Clare'); // Toronto's clock, the default
const elm = await place('Elm Court', 'Co.Cork');
const resident = (firstname: string) => addResident(db, groups.maple, { firstname, facility_id: oak });
const mary = await resident('Mary');
const john = await resident('John');
const ann = await resident('Ann');
const bob = await addResident(db, groups.maple, { firstname: 'Bob', facility_id: elm });

type EventFields = Partial<typeof publicEvents.$inferInsert>;
/** An hour-long activity of Maple Grove for everyone, starting at `start` (UTC). */
async function activity(title: string, start: string, fields: EventFields = {}) {
  const end = new Date(Date.parse(start) + 3_600_000).toISOString();
  const [row] = await db
    .insert(publicEvents)
    .values({
      title,
      location: 'Day room',
      description: '',
      start_time: start,
      end_time: end,
      group_id: groups.maple,
      ...fields,
    })
    .returning();
  return row!.public_event_id;
}
type Row = Partial<typeof publicEventAttendances.$inferInsert>;
const record = (public_event_id: number, user_id: number, row: Row) =>
  db.insert(publicEventAttendances).values({ public_event_id, user_id, group_id: groups.maple, ...row });
const invitation = async (user_id: number) =>
  (
    await db
      .insert(commands)
      .values({
        user_id,
        group_id: groups.maple,
        action: 'event_invite',
        ttl_seconds: 60,
        expires_at: clock().toISOString(),
      })
      .returning()
  )[0]!.id;

// October 2026 on Toronto's clock runs from 2026-10-01T04:00Z to 2026-11-01T04:00Z (EDT until 1 November).
const quiz = await activity('Table quiz', '2026-10-05T14:00:00Z', { category: 'Intellectual' });
await record(quiz, mary, { status: 'attended' });
await record(quiz, john, { answer: 'going', invite_command_id: await invitation(john), status: 'absent' });
await record(quiz, ann, { invite_command_id: await invitation(ann) }); // invited, no answer yet
await record(quiz, bob, { status: 'attended' }); // lives at Elm Court: not Oak House's
const walk = await activity('Garden walk', '2026-10-12T14:00:00Z', {
  category: 'Physical',
  facility_id: oak,
  county: 'Co.Clare',
});
await record(walk, mary, { status: 'attended' });
await record(walk, john, { answer: 'not_going', status: 'declined' });
await record(walk, ann, {}); // a mark cleared in error: not invited
const coffee = await activity('Coffee morning', '2026-11-01T03:30:00Z', { category: 'Social' }); // 31 Oct, 23:30 there
await record(coffee, mary, { status: 'attended' });
const untyped = await activity('Film', '2026-10-20T18:00:00Z');
await record(untyped, john, { status: 'attended' });
await activity('Chair yoga', '2026-10-21T14:00:00Z', { category: 'Physical' }); // nobody invited
// Not Oak House's October: November on its clock, Elm Court's, Cork's, another group's.
const karaoke = await activity('Karaoke', '2026-11-01T04:30:00Z', { category: 'Social' });
await record(karaoke, mary, { status: 'attended' });
const elmBingo = await activity('Bingo', '2026-10-14T14:00:00Z', { category: 'Social', facility_id: elm });
await record(elmBingo, bob, { status: 'attended' });
await record(elmBingo, mary, { status: 'attended' }); // a stray row for an activity not meant for her
await activity('Mass', '2026-10-04T14:00:00Z', { category: 'Spiritual', county: 'Co.Cork' });
await activity('Shannon ceili', '2026-10-04T14:00:00Z', { category: 'Social', group_id: groups.shannon });

const report = async (query = '') => {
  const res = await app.inject({
    url: `/v1/acorn/facilities/${oak}/activities-report${query}`,
    headers: as.manager,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActivitiesReport>();
};

describe('the activities report', () => {
  it('counts, per type, the month’s activities reaching the facility and its residents invited and attending', async () => {
    const october = await report('?month=2026-10');
    expect(activitiesReportSchema.strict().parse(october)).toEqual(october);
    expect(october.types).toEqual([
      { category: 'Intellectual', activities: 1, invited: 3, attended: 1, rate: 1 / 3 },
      { category: 'Physical', activities: 2, invited: 2, attended: 1, rate: 0.5 },
      { category: 'Social', activities: 1, invited: 1, attended: 1, rate: 1 },
      { category: 'Spiritual', activities: 0, invited: 0, attended: 0, rate: null },
    ]);
    expect(october.untyped).toEqual({ activities: 1, invited: 1, attended: 1, rate: 1 });
    expect(october.total).toEqual({ activities: 5, invited: 7, attended: 4, rate: 4 / 7 });
  });

  it('reads another month on the facility’s clock', async () => {
    const november = await report('?month=2026-11');
    expect(november.total).toEqual({ activities: 1, invited: 1, attended: 1, rate: 1 });
    expect(november.types.find((t) => t.category === 'Social')).toMatchObject({ activities: 1, attended: 1 });
  });

  it('is a CSV download named for the facility and month, with the same figures', async () => {
    const res = await app.inject({
      url: `/v1/acorn/facilities/${oak}/activities-report.csv?month=2026-10`,
      headers: as.manager,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="activities-report-oak-house-2026-10.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      'facility,month,activity_type,activities,invited,attended,rate_of_invited_percent',
      'Oak House,2026-10,Intellectual,1,3,1,33.3',
      'Oak House,2026-10,Physical,2,2,1,50.0',
      'Oak House,2026-10,Social,1,1,1,100.0',
      'Oak House,2026-10,Spiritual,0,0,0,',
      'Oak House,2026-10,No type,1,1,1,100.0',
      'Oak House,2026-10,Total,5,7,4,57.1',
      '',
    ]);
  });

  // Security review 3, finding 15: a group that may not read public events still had their figures here.
  it('is refused, as JSON and CSV, to a group without READ_EDIT_PUBLIC_EVENTS; the maintenance report is not', async () => {
    const lacking = await createGroup(
      db,
      'No activities',
      ALL_PERMISSIONS & ~PERMISSION.READ_EDIT_PUBLIC_EVENTS,
    );
    await createPortalUser(db, { email: 'no-activities@reports.test', roles: [2], group_id: lacking });
    const headers = await signIn(app, 'no-activities@reports.test');
    const [own] = await db.insert(facilities).values({ group_id: lacking, name: 'Ash Lodge' }).returning();
    const base = `/v1/acorn/facilities/${own!.facility_id}`;
    for (const path of ['activities-report', 'activities-report.csv']) {
      const res = await app.inject({ url: `${base}/${path}`, headers });
      expect([res.statusCode, res.json()]).toEqual([403, { message: PERMISSION_REFUSED }]);
    }
    expect((await app.inject({ url: `${base}/maintenance-report`, headers })).statusCode).toBe(200);
  });
});
