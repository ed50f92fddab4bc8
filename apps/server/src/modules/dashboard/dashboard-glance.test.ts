import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/fixtures.js';
import { checkInLogs } from '../../db/schema/index.js';
import { dashboardWorld } from './test-dashboard.js';

const { app, db, clock, groups, toronto, auckland, resident, dashboard } = await dashboardWorld();
/** Moves the test clock to an instant. */
const at = (instant: string) => clock.advance(Date.parse(instant) - clock().getTime());
const failedAt = (user_id: number, check_in_time: string, status: 'Failed' | 'Done' = 'Failed') =>
  db.insert(checkInLogs).values({ user_id, group_id: groups.maple, check_in_time, status });

describe('at a glance', () => {
  it('counts residents Failed now whose failed check-in was sent on the facility’s day', async () => {
    // 22:00 on 20 November in Toronto: its day runs from 05:00Z on the 20th to 05:00Z on the 21st.
    at('2026-11-21T03:00:00Z');
    const failed = await resident({ is_online: 2 });
    await failedAt(failed, '2026-11-20T03:00:00Z'); // yesterday in Toronto: not this one
    await failedAt(failed, '2026-11-21T04:00:00Z'); // 23:00 in Toronto
    const yesterday = await resident({ is_online: 2 });
    await failedAt(yesterday, '2026-11-20T04:59:00Z');
    // Failed this morning, answered a later check-in: no longer Failed.
    const answered = await resident({ is_online: 3 });
    await failedAt(answered, '2026-11-20T12:00:00Z');
    await failedAt(answered, '2026-11-20T16:00:00Z', 'Done');
    const elsewhere = await resident({ is_online: 2, facility_id: auckland });
    await failedAt(elsewhere, '2026-11-20T12:00:00Z');
    const companion = await resident({ is_online: 2, user_type: 1 });
    await failedAt(companion, '2026-11-20T12:00:00Z');
    expect((await dashboard()).glance.failed_check_ins).toBe(1);
  });

  it('counts tablets not connected and not heard from for over 24 hours, or never', async () => {
    const before = (await dashboard()).glance.tablets_offline;
    const off = { is_connected: false };
    await resident({ ...off, last_seen: '2026-11-20T02:59:00Z' });
    await resident({ ...off, last_seen: null });
    await resident({ ...off, user_type: 3, firstname: null, surname: null });
    // Heard from within the day; connected; no tablet; a companion's account; another facility's.
    await resident({ ...off, last_seen: '2026-11-20T03:01:00Z' });
    await resident({ is_connected: true, last_seen: '2026-10-01T00:00:00Z' });
    await resident({ ...off, acorn_id: null });
    await resident({ ...off, user_type: 1 });
    await resident({ ...off, facility_id: auckland });
    expect((await dashboard()).glance.tablets_offline).toBe(before + 3);
  });
});

describe('birthdays on 29 February', () => {
  it('are kept on 28 February in a year without one, and on the day in a leap year', async () => {
    const leapling = await resident({ firstname: 'Leap', surname: 'Byrne', dob: '1944-02-29T00:00:00Z' });
    const eve = await resident({ firstname: 'Eve', surname: 'Ahern', dob: '1944-02-28T00:00:00Z' });
    const born = async (instant: string) => {
      at(instant);
      // Months later: a session of its own (sessions end after 12 hours).
      const day = await dashboard(toronto, await signIn(app, 'manager@staff.test'));
      return day.birthdays.map((b) => [b.user_id, b.age]);
    };
    // Noon in Toronto each time.
    expect(await born('2027-02-28T17:00:00Z')).toEqual([
      [eve, 83],
      [leapling, 83],
    ]);
    expect(await born('2027-03-01T17:00:00Z')).toEqual([]);
    expect(await born('2028-02-28T17:00:00Z')).toEqual([[eve, 84]]);
    expect(await born('2028-02-29T17:00:00Z')).toEqual([[leapling, 84]]);
    // 01:00 UTC on 1 March is still 29 February in Toronto.
    expect(await born('2028-03-01T01:00:00Z')).toEqual([[leapling, 84]]);
  });
});
