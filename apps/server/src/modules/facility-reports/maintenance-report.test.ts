import { maintenanceReportSchema, type MaintenanceReport } from '@acorn/domain/facility-reports';
import type { Maintenance } from '@acorn/domain/maintenance';
import { describe, expect, it } from 'vitest';
import { signedInStaff, signIn } from '../../../test/fixtures.js';
import { addFacility, addResident } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';

// The maintenance report (issue 19) over jobs made and answered through the API at chosen moments of the
// server's clock: the response gauge is red over 7 business hours, measured on the facility's clock.
const { app, db, clock } = await createTestApp();
const { groups } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const oak = await addFacility(db, groups.maple, 'Oak House'); // Toronto's clock, the default
const mary = await addResident(db, groups.maple, { facility_id: oak });

/** Sets the server's clock to `iso`, signed in anew (a session idle for 30 minutes has ended). */
async function at(iso: string) {
  clock.advance(Date.parse(iso) - clock().getTime());
  return signIn(app, 'manager@staff.test');
}
/** A job for Mary (so of Oak House) raised from her panel at `iso`. */
async function raise(iso: string, title: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: `/v1/acorn/residents/${mary}/maintenances`,
    headers: await at(iso),
    payload: { title, priority: 2 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Maintenance>().maintenance_id;
}
async function move(iso: string, id: number, status: string) {
  const res = await app.inject({
    method: 'PUT',
    url: `/v1/acorn/maintenances/${id}`,
    headers: await at(iso),
    payload: { status },
  });
  expect(res.statusCode, res.body).toBe(200);
}

// September: one job answered in 6 business hours (Monday 10:00 → 16:00 EDT).
await move('2026-09-14T20:00:00Z', await raise('2026-09-14T14:00:00Z', 'Fix the lift door'), 'In-Progress');
// October: 10 business hours (Tuesday 09:00 → Wednesday 11:00 EDT), done at once; one still Pending; and
// 6 (Friday 15:00 EDT → Monday 13:00 EST, across a weekend and the clocks going back on Sunday 1 November):
// 8 on average, over the 7-hour target.
await move('2026-10-21T15:00:00Z', await raise('2026-10-20T13:00:00Z', 'Unblock the sink'), 'Done');
await raise('2026-10-22T14:00:00Z', 'Paint the hall');
const late = await raise('2026-10-30T19:00:00Z', 'Mend the fence');
await move('2026-11-02T18:00:00Z', late, 'In-Progress');
await move('2026-11-02T18:30:00Z', late, 'Pending'); // set back: its first response stands
const headers = await at('2026-11-21T09:00:00Z');

const report = async (month: string) => {
  const res = await app.inject({
    url: `/v1/acorn/facilities/${oak}/maintenance-report?month=${month}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<MaintenanceReport>();
  expect(maintenanceReportSchema.strict().parse(answer)).toEqual(answer);
  return answer;
};

describe('the maintenance report', () => {
  it('is red for a month whose average response is 8 business hours', async () => {
    const october = await report('2026-10');
    expect(october.response).toEqual({
      average_business_hours: 8,
      responded: 2,
      not_responded: 1,
      target_business_hours: 7,
      over_target: true,
    });
  });

  it('is not red for a month whose average response is 6 business hours', async () => {
    expect((await report('2026-09')).response).toMatchObject({
      average_business_hours: 6,
      responded: 1,
      not_responded: 0,
      over_target: false,
    });
  });

  it('counts the month’s jobs by the status each has now', async () => {
    const october = await report('2026-10');
    expect(october.jobs).toBe(3);
    expect(october.by_status).toEqual([
      { status: 'Pending', count: 2 },
      { status: 'In-Progress', count: 0 },
      { status: 'Done', count: 1 },
      { status: 'Delayed', count: 0 },
    ]);
  });

  it('gives the average time between requests in clock hours, and none for fewer than two jobs', async () => {
    // Created 20 Oct 13:00Z, 22 Oct 14:00Z and 30 Oct 19:00Z: gaps of 49 and 197 hours.
    expect((await report('2026-10')).between_requests).toEqual({ average_hours: 123, gaps: 2 });
    expect((await report('2026-09')).between_requests).toEqual({ average_hours: null, gaps: 0 });
    const empty = await report('2026-08');
    expect(empty).toMatchObject({ jobs: 0, response: { average_business_hours: null, over_target: false } });
  });
});
