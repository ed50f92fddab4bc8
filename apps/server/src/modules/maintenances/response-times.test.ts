import type { Maintenance } from '@acorn/domain/maintenance';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupCast, resourceTestApp } from '../../../test/resource-test-app.js';
import { maintenances as table } from '../../db/schema/index.js';

// When a job was created, first responded to and completed (issue 19): stamped by the server on its own
// clock as the status changes, for the maintenance report's response time.
const kit = await resourceTestApp(
  'maintenances',
  groupCast({ role: 2, member: 'manager', other: ['jobs', 8] }),
);
const { db, call, clock } = kit;
const { manager, jobs } = kit.as;
// Steps of minutes: a session left idle for 30 minutes ends.
const MINUTE = 60_000;

const add = async (fields: object = {}) =>
  (await call(manager, 'POST', '', { title: 'Replace the hall bulb', ...fields })).json<Maintenance>();
const put = async (id: number, body: object, as = manager) => {
  const res = await call(as, 'PUT', `/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
};
const stamps = async (id: number) => {
  const [row] = await db.select().from(table).where(eq(table.maintenance_id, id));
  const iso = (v: string | null | undefined) => (v ? new Date(v).toISOString() : null);
  return {
    created: iso(row!.created_at),
    responded: iso(row!.responded_at),
    completed: iso(row!.completed_at),
  };
};
/** Moves the clock on and answers the new now. */
const later = (minutes: number) => {
  clock.advance(minutes * MINUTE);
  return clock().toISOString();
};

describe('a job’s response and completion times', () => {
  it('are stamped as it first leaves Pending and becomes Done, on the server’s clock', async () => {
    const created = clock().toISOString();
    const { maintenance_id: id } = await add();
    expect(await stamps(id)).toEqual({ created, responded: null, completed: null });

    later(2);
    await put(id, { notes: 'Bulb ordered' }); // no change of status: nothing stamped
    expect(await stamps(id)).toEqual({ created, responded: null, completed: null });

    const responded = later(5);
    await put(id, { status: 'In-Progress' });
    expect(await stamps(id)).toEqual({ created, responded, completed: null });

    // Set back to Pending and moved again: the first response stands.
    later(5);
    await put(id, { status: 'Pending' });
    later(5);
    await put(id, { status: 'Delayed' }, jobs);
    const completed = later(5);
    await put(id, { status: 'Done' }, jobs);
    expect(await stamps(id)).toEqual({ created, responded, completed });

    // Saving a done job again keeps when it was done.
    later(5);
    await put(id, { cost: 12 });
    expect((await stamps(id)).completed).toBe(completed);
  });

  it('clear the completion when a job is reopened, and stamp it anew when it is done again', async () => {
    const { maintenance_id: id } = await add();
    const first = later(1);
    await put(id, { status: 'Done' });
    expect(await stamps(id)).toMatchObject({ responded: first, completed: first });
    later(1);
    await put(id, { status: 'In-Progress' });
    expect(await stamps(id)).toMatchObject({ responded: first, completed: null });
    const again = later(1);
    await put(id, { status: 'Done' });
    expect(await stamps(id)).toMatchObject({ responded: first, completed: again });
  });

  it('count a job added already under way as responded to when it was added', async () => {
    const now = later(1);
    const { maintenance_id: id } = await add({ status: 'In-Progress' });
    expect(await stamps(id)).toEqual({ created: now, responded: now, completed: null });
  });

  it('give the occurrence a recurring job’s Done opens its creation on the same clock', async () => {
    const { maintenance_id: id } = await add({
      is_recurring: true,
      recurrence: 'weekly',
      start_date: '2026-12-01',
    });
    const done = later(3);
    await put(id, { status: 'Done' });
    const [next] = await db.select().from(table).where(eq(table.recurs_from, id));
    expect(await stamps(next!.maintenance_id)).toEqual({ created: done, responded: null, completed: null });
  });
});
