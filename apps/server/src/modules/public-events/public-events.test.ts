import {
  ACTIVITY_COUNTY_EMPTY,
  ACTIVITY_END_ORDER,
  ACTIVITY_MESSAGES,
  ACTIVITY_START_ORDER,
  validateActivity,
} from '@acorn/domain/activities';
import { describe, expect, it } from 'vitest';
import { expectGroupScoped, expectMessages } from '../../../test/resource-checks.js';
import { groupCast, resourceTestApp } from '../../../test/resource-test-app.js';

// The test clock reads 2026-11-21T09:00Z: "the future" is after that.
const staff = groupCast({ role: 5, member: 'organiser', other: ['content', 4] });
const kit = await resourceTestApp('public-events', staff);
const { app, clock, post } = kit;
const { admin, organiser, outsider, content } = kit.as;
const { maple, shannon } = kit.groups;

const valid = {
  title: 'Coffee morning',
  location: 'Day room',
  description: 'Scones and a chat',
  category: 'Social',
  start_time: '2026-11-25T10:00:00.000Z',
  end_time: '2026-11-25T11:30:00.000Z',
  county: 'Co.Mayo',
};
type Headers = { authorization: string };
const get = (headers: Headers, url: string) => app.inject({ method: 'GET', url, headers });
const calendar = (headers: Headers, from: string, to: string, extra = '') =>
  get(headers, `/v1/acorn/public-events/calendar?from=${from}&to=${to}${extra}`);

describe('activities (public events)', () => {
  it('answers the spec’s checks in order: the fields, the two time-order rules, then county', async () => {
    const { public_event_id } = (await post(organiser, valid)).json();
    // Each required field emptied with every later one: that field's message comes first.
    const fields = Object.keys(ACTIVITY_MESSAGES) as (keyof typeof ACTIVITY_MESSAGES)[];
    const cases: [Record<string, unknown>, string][] = [
      ...fields.map((field, i): [Record<string, unknown>, string] => [
        { ...valid, county: '', ...Object.fromEntries(fields.slice(i).map((f) => [f, i % 2 ? ' ' : ''])) },
        ACTIVITY_MESSAGES[field],
      ]),
      [{ ...valid, start_time: '2026-11-20T10:00:00.000Z', county: '' }, ACTIVITY_START_ORDER],
      [{ ...valid, start_time: '2026-11-25T12:00:00.000Z', county: '' }, ACTIVITY_START_ORDER],
      [{ ...valid, end_time: valid.start_time, county: '' }, ACTIVITY_START_ORDER],
      [{ ...valid, end_time: 'half past never', county: '' }, ACTIVITY_END_ORDER],
      [{ ...valid, county: '' }, ACTIVITY_COUNTY_EMPTY],
    ];
    await expectMessages(app, organiser, 'public-events', public_event_id, cases, (row) =>
      validateActivity(row, clock()),
    );
  });

  it('defaults county to All and the group to the user’s own, and stores the times as instants', async () => {
    const { county: _, ...noCounty } = valid;
    const res = await post(organiser, {
      ...noCounty,
      start_time: '2026-11-25T11:00:00+01:00',
      end_time: '2026-11-25T12:00:00+01:00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      county: 'All',
      group_id: maple,
      start_time: '2026-11-25T10:00:00.000Z',
      end_time: '2026-11-25T11:00:00.000Z',
      last_updated: clock().toISOString(),
    });
  });

  it('is for roles 1, 2 and 5, each in its own group; CSV for role 1 only', async () => {
    const { public_event_id } = (await post(organiser, valid)).json();
    await expectGroupScoped(app, 'public-events', public_event_id, outsider, admin);
    expect((await get(content, '/v1/acorn/public-events')).statusCode).toBe(403);
    expect((await get(organiser, '/v1/acorn/public-events/export')).statusCode).toBe(403);
    expect((await get(admin, '/v1/acorn/public-events/export')).statusCode).toBe(200);
    for (const other of ['newspapers', 'local-contents', 'noticeboards', 'menus'])
      expect((await get(organiser, `/v1/acorn/${other}`)).statusCode, other).toBe(403);
  });

  it('lists 10 a page, newest change first', async () => {
    const list = (await get(organiser, '/v1/acorn/public-events')).json();
    expect(list.items.length).toBeLessThanOrEqual(10);
    const stamps = list.items.map((e: { last_updated: string }) => e.last_updated);
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  describe('calendar', () => {
    const week = ['2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z'] as const;
    const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();

    it('gives every activity overlapping the window, earliest first, of the user’s group only', async () => {
      const inside = (
        await post(organiser, { ...valid, start_time: at(31, 10), end_time: at(31, 11) })
      ).json();
      const early = (
        await post(organiser, { ...valid, start_time: at(30, 10), end_time: at(30, 12) })
      ).json();
      const overnight = (
        await post(organiser, { ...valid, start_time: at(29, 22), end_time: at(30, 1) })
      ).json();
      await post(organiser, { ...valid, start_time: at(29, 10), end_time: at(29, 11) }); // the week before
      const theirs = (await post(outsider, { ...valid, start_time: at(31, 9), end_time: at(31, 10) })).json();

      const mine = (await calendar(organiser, ...week))
        .json()
        .items.map((e: { public_event_id: number }) => e.public_event_id);
      expect(mine).toEqual([overnight.public_event_id, early.public_event_id, inside.public_event_id]);
      const all = (await calendar(admin, ...week)).json().items;
      expect(all).toHaveLength(4);
      const filtered = (await calendar(admin, ...week, `&group_id=${shannon}`)).json().items;
      expect(filtered.map((e: { public_event_id: number }) => e.public_event_id)).toEqual([
        theirs.public_event_id,
      ]);
    });

    it('refuses a window that is backwards or longer than six weeks, and roles without activities', async () => {
      expect((await calendar(organiser, week[1], week[0])).statusCode).toBe(400);
      expect((await calendar(organiser, week[0], '2027-03-01T00:00:00.000Z')).statusCode).toBe(400);
      expect((await calendar(organiser, 'monday', week[1])).statusCode).toBe(400);
      expect((await calendar(content, ...week)).statusCode).toBe(403);
    });
  });
});
