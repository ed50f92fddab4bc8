import { JOBS_EDITABLE_FIELDS, maintenanceRules, validateMaintenance } from '@acorn/domain/maintenance';
import { describe, expect, it } from 'vitest';
import { expectGroupScoped } from '../../../test/resource-checks.js';
import { createTablets } from '../../../test/tablets.js';
import { groupCast, resourceTestApp } from '../../../test/resource-test-app.js';

const staff = groupCast({ role: 2, member: 'manager', other: ['jobs', 8] });
const kit = await resourceTestApp('maintenances', staff);
const { app, db, call } = kit;
const { admin, manager, outsider, jobs } = kit.as;
const { maple, shannon } = kit.groups;

const valid = {
  title: 'Leaking tap in room 12',
  description: 'Cold tap drips all night',
  resident_name: 'Mary Byrne',
  start_date: '2026-11-24',
  priority: 2,
  cost: 40,
};

describe('maintenances', () => {
  it('needs a title; starts Pending and not recurring', async () => {
    const created = await call(manager, 'POST', '', valid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ...valid,
      status: 'Pending',
      is_recurring: false,
      group_id: maple,
    });
    await kit.expectRules(
      manager,
      created.json().maintenance_id,
      valid,
      maintenanceRules,
      validateMaintenance,
    );
  });

  it('refuses statuses and priorities outside the spec’s', async () => {
    expect((await call(manager, 'POST', '', { ...valid, status: 'Lost' })).statusCode).toBe(400);
    expect((await call(manager, 'POST', '', { ...valid, priority: 4 })).statusCode).toBe(400);
  });

  it('lets role 8 change only notes, cost, status and start date, and never add or delete', async () => {
    const { maintenance_id: id } = (await call(manager, 'POST', '', valid)).json();
    const change = { notes: 'Washer replaced', cost: 12.5, status: 'Done', start_date: '2026-11-25' };
    expect(Object.keys(change).sort()).toEqual([...JOBS_EDITABLE_FIELDS].sort());
    const done = await call(jobs, 'PUT', `/${id}`, change);
    expect([done.statusCode, done.json()]).toMatchObject([200, change]);

    const retitled = await call(jobs, 'PUT', `/${id}`, { status: 'Delayed', title: 'Something else' });
    expect([retitled.statusCode, retitled.json()]).toEqual([403, { message: 'You may not change title.' }]);
    const after = (await call(jobs, 'GET', `/${id}`)).json();
    expect(after).toMatchObject({ title: valid.title, status: 'Done' });

    expect((await call(jobs, 'POST', '', valid)).statusCode).toBe(403);
    expect((await call(jobs, 'DELETE', `/${id}`)).statusCode).toBe(403);
    expect((await call(jobs, 'GET', '/export')).statusCode).toBe(403);
    expect((await call(jobs, 'GET')).statusCode).toBe(200);
  });

  it('keeps each group’s jobs to itself', async () => {
    const { maintenance_id: id } = (await call(manager, 'POST', '', valid)).json();
    await expectGroupScoped(app, 'maintenances', id, outsider, admin);
  });

  it('refuses a resident outside the job’s group exactly as a missing one, on add, edit and group moves', async () => {
    const [mine] = await createTablets(db, maple, 1);
    const [theirs] = await createTablets(db, shannon, 1);
    const added = await call(manager, 'POST', '', { ...valid, user_id: mine!.user_id });
    expect(added.statusCode).toBe(201);
    const id = added.json<{ maintenance_id: number }>().maintenance_id;
    const refused = { statusCode: 400, body: { message: 'The resident this job is for was not found.' } };
    const answer = async (res: Awaited<ReturnType<typeof call>>) => ({
      statusCode: res.statusCode,
      body: res.json(),
    });
    for (const user_id of [theirs!.user_id, 2_000_000_000]) {
      expect(await answer(await call(manager, 'POST', '', { ...valid, user_id }))).toEqual(refused);
      expect(await answer(await call(manager, 'PUT', `/${id}`, { user_id }))).toEqual(refused);
      // Role 1 sees both groups, but a job and its resident stay in one.
      expect(await answer(await call(admin, 'POST', '', { ...valid, user_id, group_id: maple }))).toEqual(
        refused,
      );
    }
    expect(await answer(await call(admin, 'PUT', `/${id}`, { group_id: shannon }))).toEqual(refused);
    const moved = await call(admin, 'PUT', `/${id}`, { group_id: shannon, user_id: theirs!.user_id });
    expect(moved.json()).toMatchObject({ group_id: shannon, user_id: theirs!.user_id });
  });
});
