import type { Maintenance } from '@acorn/domain/maintenance';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addFacility } from '../../../test/residents.js';
import { groupCast, resourceTestApp } from '../../../test/resource-test-app.js';
import { auditLog, facilities, maintenances as table } from '../../db/schema/index.js';

const kit = await resourceTestApp(
  'maintenances',
  groupCast({ role: 2, member: 'manager', other: ['jobs', 8] }),
);
const { db, call, clock } = kit;
const { manager, jobs } = kit.as;

const job = { title: 'Test fire alarm call points', priority: 2 };
const add = async (fields: object) =>
  (await call(manager, 'POST', '', { ...job, ...fields })).json<Maintenance>();
const put = (id: number, body: object, as = manager) => call(as, 'PUT', `/${id}`, body);
const occurrencesAfter = (id: number) => db.select().from(table).where(eq(table.recurs_from, id));

describe('how often a job repeats', () => {
  it('is saved as given when it recurs, monthly when it recurs unsaid, and none when it does not', async () => {
    expect((await add({ is_recurring: true, recurrence: 'weekly' })).recurrence).toBe('weekly');
    expect((await add({ is_recurring: true })).recurrence).toBe('monthly');
    expect((await add({ is_recurring: false, recurrence: 'weekly' })).recurrence).toBeNull();
    const { maintenance_id: id } = await add({ is_recurring: true, recurrence: 'weekly' });
    expect((await put(id, { is_recurring: false })).json()).toMatchObject({ recurrence: null });
    expect((await put(id, { is_recurring: true })).json()).toMatchObject({ recurrence: 'monthly' });
    expect((await call(manager, 'POST', '', { ...job, recurrence: 'daily' })).statusCode).toBe(400);
  });
});

describe('a recurring job marked Done', () => {
  it('opens exactly one next occurrence a week on, and its answer says when', async () => {
    const done = await add({ is_recurring: true, recurrence: 'weekly', start_date: '2026-12-17', cost: 30 });
    await call(manager, 'POST', `/${done.maintenance_id}/notes`, { body: 'Zone 3 sounder is faint' });
    const answer = await put(done.maintenance_id, { status: 'Done', notes: 'All call points tested' });
    expect(answer.json()).toMatchObject({ status: 'Done', next_start_date: '2026-12-24' });
    const [next] = await occurrencesAfter(done.maintenance_id);
    expect(next).toMatchObject({
      title: job.title,
      priority: 2,
      status: 'Pending',
      is_recurring: true,
      recurrence: 'weekly',
      start_date: '2026-12-24',
      cost: null,
      notes: null,
      group_id: kit.groups.maple,
    });
    const listed = (await call(manager, 'GET', `/${next!.maintenance_id}`)).json<Maintenance>();
    expect(listed.next_start_date).toBeNull();
    const notes = await call(manager, 'GET', `/${next!.maintenance_id}/notes`);
    expect(notes.json()).toEqual({ items: [] });
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'maintenances'), eq(auditLog.entity_id, String(next!.maintenance_id))));
    expect(audited).toHaveLength(1);
  });

  it('goes a calendar month on, by PostgreSQL’s arithmetic: 31.01 → 28.02, 31.03 → 30.04', async () => {
    for (const [start, expected] of [
      ['2027-01-31', '2027-02-28'],
      ['2028-01-31', '2028-02-29'],
      ['2027-03-31', '2027-04-30'],
      ['2026-12-15', '2027-01-15'],
    ]) {
      const { maintenance_id: id } = await add({ is_recurring: true, start_date: start });
      expect((await put(id, { status: 'Done' })).json()).toMatchObject({ next_start_date: expected });
    }
  });

  it('counts from the day it was done, in its facility’s time zone, when it had no start date', async () => {
    const samoa = await addFacility(db, kit.groups.maple, 'Pago Pago');
    await db
      .update(facilities)
      .set({ time_zone: 'Pacific/Pago_Pago' })
      .where(eq(facilities.facility_id, samoa));
    const weekly = { is_recurring: true, recurrence: 'weekly' };
    const { maintenance_id: there } = await add(weekly);
    await db.update(table).set({ facility_id: samoa }).where(eq(table.maintenance_id, there));
    const { maintenance_id: nowhere } = await add(weekly);
    // 21.11.2026 09:00 UTC is still the 20th in Pago Pago (UTC−11), and the 21st in Toronto (the default).
    expect(clock().toISOString()).toBe('2026-11-21T09:00:00.000Z');
    expect((await put(there, { status: 'Done' })).json()).toMatchObject({ next_start_date: '2026-11-27' });
    expect((await put(nowhere, { status: 'Done' })).json()).toMatchObject({ next_start_date: '2026-11-28' });
  });

  it('opens no second one after Done → Pending → Done, nor for a Done sent again', async () => {
    const { maintenance_id: id } = await add({ is_recurring: true, start_date: '2026-11-24' });
    expect((await put(id, { status: 'Done' })).statusCode).toBe(200);
    expect((await put(id, { status: 'Pending' })).statusCode).toBe(200);
    expect((await put(id, { status: 'Done' })).json()).toMatchObject({ next_start_date: '2026-12-24' });
    expect((await put(id, { status: 'Done', cost: 15 })).statusCode).toBe(200);
    expect(await occurrencesAfter(id)).toHaveLength(1);
  });

  it('opens one when role 8 marks it Done; a one-off job or another status opens none', async () => {
    const { maintenance_id: recurring } = await add({ is_recurring: true, start_date: '2026-11-24' });
    expect((await put(recurring, { status: 'Done' }, jobs)).json()).toMatchObject({
      next_start_date: '2026-12-24',
    });
    const { maintenance_id: oneOff } = await add({ start_date: '2026-11-24' });
    expect((await put(oneOff, { status: 'Done' })).json()).toMatchObject({ next_start_date: null });
    const { maintenance_id: delayed } = await add({ is_recurring: true, start_date: '2026-11-24' });
    await put(delayed, { status: 'Delayed' });
    expect(await occurrencesAfter(oneOff)).toHaveLength(0);
    expect(await occurrencesAfter(delayed)).toHaveLength(0);
  });
});
