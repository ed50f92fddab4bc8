import {
  residentMaintenancesPageSchema,
  type Maintenance,
  type ResidentMaintenancesPage,
} from '@acorn/domain/maintenance';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../../test/fixtures.js';
import { addFacility, addResident } from '../../../../test/residents.js';
import { createTestApp } from '../../../../test/test-app.js';
import { maintenances } from '../../../db/schema/index.js';

const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  stranger: { roles: [2], group: 'shannon' },
  jobs: { roles: [8], group: 'maple' },
});
const oakHouse = await addFacility(db, groups.maple, 'Oak House');
const mary = await addResident(db, groups.maple, {
  firstname: 'Mary',
  surname: 'Byrne',
  facility_id: oakHouse,
});
const john = await addResident(db, groups.maple, { firstname: 'John', surname: 'Walsh' });

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers = as.manager, payload?: object) =>
  app.inject({ method, url: `/v1/acorn/${url}`, headers, ...(payload ? { payload } : {}) });
const addFor = (userId: number, body: object, headers = as.manager) =>
  call('POST', `residents/${userId}/maintenances`, headers, body);
const tab = async (userId: number, name: string, query = '') =>
  (
    await call('GET', `residents/${userId}/maintenances?tab=${name}${query}`)
  ).json<ResidentMaintenancesPage>();

describe('a job added from the resident’s panel', () => {
  it('is the table’s own row: for the resident, in their group and facility, Pending, with the message', async () => {
    const res = await addFor(mary, { title: 'Wardrobe door off its hinge', priority: 2, cost: 0 });
    expect(res.statusCode).toBe(201);
    const job = res.json<Maintenance>();
    expect(job).toMatchObject({
      title: 'Wardrobe door off its hinge',
      user_id: mary,
      resident_name: 'Mary Byrne',
      group_id: groups.maple,
      status: 'Pending',
      is_recurring: false,
      recurrence: null,
    });
    const [stored] = await db
      .select()
      .from(maintenances)
      .where(eq(maintenances.maintenance_id, job.maintenance_id));
    expect(stored?.facility_id).toBe(oakHouse);
    const table = (await call('GET', 'maintenances?q=Wardrobe')).json<{ items: Maintenance[] }>();
    expect(table.items.map((i) => i.maintenance_id)).toEqual([job.maintenance_id]);
  });

  it('is checked by the table’s rules, and takes its resident from the address alone', async () => {
    const empty = await addFor(mary, { title: '  ' });
    expect([empty.statusCode, empty.json()]).toEqual([
      400,
      { message: 'Maintenance title cannot be empty.' },
    ]);
    const job = (
      await addFor(mary, { title: 'Lamp', user_id: john, resident_name: 'Someone' })
    ).json<Maintenance>();
    expect(job).toMatchObject({ user_id: mary, resident_name: 'Mary Byrne' });
    expect((await addFor(mary, { title: 'Lamp', is_recurring: true })).json()).toMatchObject({
      recurrence: 'monthly',
    });
  });

  it('is refused to role 8 (403), on the panel and on the table, and to another group (404)', async () => {
    expect((await addFor(mary, { title: 'Lamp' }, as.jobs)).statusCode).toBe(403);
    expect((await call('POST', 'maintenances', as.jobs, { title: 'Lamp' })).statusCode).toBe(403);
    expect((await addFor(mary, { title: 'Lamp' }, as.stranger)).statusCode).toBe(404);
    expect((await call('GET', `residents/${mary}/maintenances`, as.stranger)).statusCode).toBe(404);
    expect((await call('GET', `residents/${mary}/maintenances`, as.jobs)).statusCode).toBe(403);
    expect((await addFor(mary, { title: 'Lamp' }, as.admin)).json()).toMatchObject({
      group_id: groups.maple,
    });
  });
});

describe('the resident’s jobs by tab', () => {
  it('lists open, recurring and closed jobs newest first, with every tab’s count and note count', async () => {
    const add = async (body: object) => (await addFor(john, body)).json<Maintenance>();
    const older = await add({ title: 'Call bell', start_date: '2026-11-02', status: 'Delayed' });
    const newer = await add({ title: 'Handrail', start_date: '2026-11-20', status: 'In-Progress' });
    const undated = await add({ title: 'Curtain rail' });
    const weekly = await add({
      title: 'Test call points',
      is_recurring: true,
      recurrence: 'weekly',
      start_date: '2026-11-23',
    });
    await call('POST', `maintenances/${older.maintenance_id}/notes`, as.jobs, { body: 'Part ordered' });
    await call('PUT', `maintenances/${weekly.maintenance_id}`, as.jobs, { status: 'Done', cost: 25 });

    const open = await tab(john, 'open');
    expect(residentMaintenancesPageSchema.strict().parse(open)).toEqual(open);
    expect(open.items.map((i) => [i.title, i.note_count])).toEqual([
      ['Handrail', 0],
      ['Call bell', 1],
      ['Curtain rail', 0],
    ]);
    expect(open).toMatchObject({ total: 3, counts: { open: 3, recurring: 1, closed: 1 } });
    expect(newer.maintenance_id).toBeLessThan(undated.maintenance_id);
    const recurring = await tab(john, 'recurring');
    expect(recurring.items).toMatchObject([
      { title: 'Test call points', status: 'Pending', start_date: '2026-11-30' },
    ]);
    const closed = await tab(john, 'closed');
    expect(closed.items).toMatchObject([
      { title: 'Test call points', cost: 25, next_start_date: '2026-11-30' },
    ]);
    expect(Object.keys(closed.items[0]!).sort()).toEqual(
      Object.keys(residentMaintenancesPageSchema.shape.items.element.shape).sort(),
    );
    const second = await tab(john, 'open', '&page=2&page_size=2');
    expect(second.items.map((i) => i.title)).toEqual(['Curtain rail']);
    expect((await tab(mary, 'closed')).items).toEqual([]);
  });
});
