import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { hashPassword } from '../../lib/passwords.js';
import { DEMO_PASSWORD } from '../demo-accounts.js';
import { seedDemo } from './demo.js';

// The demo's tablets have opened their own jobs by the time the server first looks (docs/decisions/0031).
const { app, db, clock } = await createTestApp();
await seedDemo(db, { passwordHash: await hashPassword(DEMO_PASSWORD), today: clock() });

const byCondition = async () =>
  (
    await db.execute<{ tablet_condition: string; n: number }>(sql`
      select tablet_condition, count(*)::int as n from maintenances where tablet_condition is not null
      group by tablet_condition order by tablet_condition`)
  ).rows;

it('opens the jobs the demo’s quiet tablets and low batteries call for, so the first sweep finds none new', async () => {
  const seeded = await byCondition();
  expect(seeded.map((s) => s.tablet_condition)).toEqual(['battery', 'offline']);
  expect(seeded.every((s) => s.n > 0)).toBe(true);
  const { rows: wrong } = await db.execute(sql`
    select m.maintenance_id from maintenances m join acorn_users u on u.user_id = m.user_id
    where m.tablet_condition = 'offline'
      and (u.is_connected or u.last_seen > ${clock().toISOString()}::timestamptz - interval '24 hours'
        or m.title <> 'Tablet: offline' or m.description not like 'Tablet ACN-%Offline since %'
        or m.status <> 'Pending' or m.priority <> 1)`);
  expect(wrong).toEqual([]);
  expect(await app.tabletJobs.sweep()).toEqual([]);
  expect(await byCondition()).toEqual(seeded);
});
