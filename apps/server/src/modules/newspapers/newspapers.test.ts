import { randomBytes } from 'node:crypto';
import { validateNewspaper } from '@acorn/domain/content';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGroup, createPortalUser, signIn } from '../../../test/fixtures.js';
import { groupCast, resourceTestApp } from '../../../test/resource-test-app.js';
import { auditLog, newspapers } from '../../db/schema/index.js';

const staff = groupCast({ role: 2, member: 'manager', outsider: 'manager2', other: ['editor', 3] });
const kit = await resourceTestApp('newspapers', staff);
const { app, db, clock, call } = kit;
const { admin, manager, manager2, editor } = kit.as;
const { maple, shannon } = kit.groups;

const paper = {
  title: 'The Irish Times',
  description: 'National daily',
  url: 'https://www.irishtimes.com',
  icon_url: 'https://www.irishtimes.com/icon.png',
  county: 'All',
};

describe('newspaper validation, in the spec order, from the API and the domain alike', () => {
  const steps: [Partial<typeof paper>, string][] = [
    [{ title: '' }, 'Newspaper title cannot be empty.'],
    [{ title: '   ', description: '' }, 'Newspaper title cannot be empty.'],
    [{ description: ' \t' }, 'Newspaper description cannot be empty.'],
    [{ url: '' }, 'Newspaper web address link cannot be empty.'],
    [{ url: undefined }, 'Newspaper web address link cannot be empty.'],
    [{ icon_url: '' }, 'Newspaper logo address link cannot be empty.'],
  ];
  it.each(steps)('%o → %s', async (change, message) => {
    const body = { ...paper, ...change };
    expect(validateNewspaper(body)).toBe(message);
    const created = await call(manager, 'POST', '', body);
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message });
  });

  it('checks the merged row on update, so emptying a field is refused the same way', async () => {
    const { newspaper_id } = (await call(manager, 'POST', '', paper)).json();
    const res = await call(manager, 'PUT', `/${newspaper_id}`, { description: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Newspaper description cannot be empty.' });
  });

  it('answers input the database cannot store with a clear 400, never a 500', async () => {
    const nul = await call(manager, 'POST', '', { ...paper, title: 'Null\u0000byte' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/character/);
    const long = await call(manager, 'POST', '', {
      ...paper,
      title: randomBytes(6000).toString('base64'), // 8,000 characters: allowed by the schema, incompressible, too big to index
    });
    expect(long.statusCode).toBe(400);
    for (const query of ['?q=%00', '?county=%00', '?sort=__proto__', '?sort=constructor', '?page=1e308']) {
      const res = await call(manager, 'GET', query);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await call(admin, 'GET', '/export?q=%00')).statusCode).toBe(400);
    expect((await call(manager, 'GET', '/99999999999')).statusCode).toBe(404);
  });

  it('answers a wrongly typed field with a clear 400, not a 500', async () => {
    const res = await call(manager, 'POST', '', { ...paper, title: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/title/);
  });
});

describe('newspapers CRUD', () => {
  it('creates in the caller’s group when no group is given, and answers the saved row', async () => {
    const res = await call(manager, 'POST', '', paper);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...paper,
      group_id: maple,
      last_modified_date: clock().toISOString(),
    });
    expect(res.json().newspaper_id).toBeTypeOf('number');
  });

  it('updates, stamping last_modified_date, and deletes', async () => {
    const { newspaper_id } = (await call(editor, 'POST', '', paper)).json();
    clock.advance(60_000);
    const updated = await call(editor, 'PUT', `/${newspaper_id}`, { ...paper, title: 'The Irish Examiner' });
    expect(updated.json()).toMatchObject({
      title: 'The Irish Examiner',
      last_modified_date: clock().toISOString(),
    });
    expect((await call(editor, 'GET', `/${newspaper_id}`)).json().title).toBe('The Irish Examiner');
    expect((await call(editor, 'DELETE', `/${newspaper_id}`)).statusCode).toBe(204);
    expect((await call(editor, 'GET', `/${newspaper_id}`)).statusCode).toBe(404);
  });

  it('writes an audit row for create, update and delete with the changed fields', async () => {
    const { newspaper_id } = (await call(manager, 'POST', '', paper)).json();
    await call(manager, 'PUT', `/${newspaper_id}`, { county: 'Co.Cork' });
    await call(manager, 'DELETE', `/${newspaper_id}`);
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'newspapers'), eq(auditLog.entity_id, String(newspaper_id))))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[1]).toMatchObject({ group_id: maple, changes: { county: ['All', 'Co.Cork'] } });
    expect(rows.every((r) => r.actor_email === 'manager@staff.test')).toBe(true);
  });
});

describe('group scoping', () => {
  let mapleId: number;
  beforeAll(async () => {
    mapleId = (await call(manager, 'POST', '', { ...paper, title: 'Maple Gazette' })).json().newspaper_id;
  });

  it('hides another group’s newspaper from a role-2 user: 404 for GET, PUT and DELETE', async () => {
    expect((await call(manager2, 'GET', `/${mapleId}`)).statusCode).toBe(404);
    expect((await call(manager2, 'PUT', `/${mapleId}`, { title: 'Taken over' })).statusCode).toBe(404);
    expect((await call(manager2, 'DELETE', `/${mapleId}`)).statusCode).toBe(404);
    expect((await call(manager, 'GET', `/${mapleId}`)).json().title).toBe('Maple Gazette');
  });

  it('never lists another group’s rows, even when asked by group_id', async () => {
    const own = (await call(manager2, 'GET', '?page_size=100')).json();
    const asked = (await call(manager2, 'GET', `?group_id=${maple}&page_size=100`)).json();
    expect(own.items.every((n: { group_id: number }) => n.group_id === shannon)).toBe(true);
    expect(asked).toEqual({ items: [], total: 0 });
  });

  it('refuses to create into or move a row to another group, as not found', async () => {
    expect((await call(manager2, 'POST', '', { ...paper, group_id: maple })).statusCode).toBe(404);
    const { newspaper_id } = (await call(manager2, 'POST', '', paper)).json();
    expect((await call(manager2, 'PUT', `/${newspaper_id}`, { group_id: maple })).statusCode).toBe(404);
  });

  it('lets role 1 see every group and filter by one', async () => {
    const all = (await call(admin, 'GET', '?page_size=100')).json();
    expect(new Set(all.items.map((n: { group_id: number }) => n.group_id))).toEqual(
      new Set([maple, shannon]),
    );
    const one = (await call(admin, 'GET', `?group_id=${shannon}&page_size=100`)).json();
    expect(one.items.every((n: { group_id: number }) => n.group_id === shannon)).toBe(true);
    expect((await call(admin, 'PUT', `/${mapleId}`, { group_id: shannon })).json().group_id).toBe(shannon);
  });

  it('keeps a row in its group when an update names no group, even for role 1', async () => {
    const { newspaper_id } = (await call(manager2, 'POST', '', paper)).json();
    const res = await call(admin, 'PUT', `/${newspaper_id}`, { title: 'Retitled', group_id: null });
    expect(res.json()).toMatchObject({ title: 'Retitled', group_id: shannon });
  });
});

describe('listing', () => {
  const group = async () => createGroup(db, `List group ${Math.random()}`);

  it('pages, sorts and searches in the database, newest first by default', async () => {
    const g = await group();
    await createPortalUser(db, { email: `lister${g}@t.ie`, roles: [2], group_id: g });
    const lister = await signIn(app, `lister${g}@t.ie`);
    for (const title of ['banner', 'Anglo-Celt', 'Connacht Tribune', 'Derry Journal', 'echo']) {
      clock.advance(1000);
      await call(lister, 'POST', '', { ...paper, title, county: title === 'echo' ? 'Co.Cork' : 'All' });
    }
    const newest = (await call(lister, 'GET', '?page_size=5')).json();
    expect(newest.total).toBe(5);
    expect(newest.items.map((n: { title: string }) => n.title)).toEqual([
      'echo',
      'Derry Journal',
      'Connacht Tribune',
      'Anglo-Celt',
      'banner',
    ]);
    const page2 = (await call(lister, 'GET', '?page_size=5&page=2')).json();
    expect(page2).toEqual({ items: [], total: 5 });
    const byTitle = (await call(lister, 'GET', '?sort=title&order=asc&page_size=10')).json();
    expect(byTitle.items.map((n: { title: string }) => n.title)).toEqual([
      'Anglo-Celt',
      'banner',
      'Connacht Tribune',
      'Derry Journal',
      'echo',
    ]);
    expect(
      (await call(lister, 'GET', '?q=JOURN')).json().items.map((n: { title: string }) => n.title),
    ).toEqual(['Derry Journal']);
    expect((await call(lister, 'GET', '?q=50%25')).json().total).toBe(0);
    expect((await call(lister, 'GET', '?county=Co.Cork')).json().total).toBe(1);
  });

  it('keeps totals exact through inserts, deletes and moves between groups, on every engine', async () => {
    const [a, b] = [await group(), await group()];
    const totals = async () => [
      (await call(admin, 'GET', `?group_id=${a}`)).json().total,
      (await call(admin, 'GET', `?group_id=${b}`)).json().total,
    ];
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await call(admin, 'POST', '', { ...paper, group_id: a })).json().newspaper_id);
    expect(await totals()).toEqual([3, 0]);
    await call(admin, 'PUT', `/${ids[0]}`, { group_id: b });
    await call(admin, 'PUT', `/${ids[1]}`, { title: 'Renamed, same group' });
    expect(await totals()).toEqual([2, 1]);
    await call(admin, 'DELETE', `/${ids[2]}`);
    expect(await totals()).toEqual([1, 1]);
    const all = (await call(admin, 'GET', '')).json().total;
    const [counted] = await db.select({ n: count() }).from(newspapers);
    expect(all).toBe(counted!.n);
  });

  it('refuses page sizes outside the spec’s options and unknown sort fields with 400', async () => {
    expect((await call(manager, 'GET', '?page_size=7')).statusCode).toBe(400);
    expect((await call(manager, 'GET', '?sort=password_hash')).json()).toEqual({
      message: 'Cannot sort by password_hash.',
    });
    expect((await call(manager, 'GET', '?page=0')).statusCode).toBe(400);
  });

  it('exports every matching row as CSV, for role 1 only', async () => {
    const g = await group();
    for (const title of [
      'Kerryman',
      'Western People, "weekly"',
      '=HYPERLINK("x")',
      "-1+1+cmd|' /C calc'!A0",
      '-42',
    ]) {
      await call(admin, 'POST', '', { ...paper, title, group_id: g });
    }
    const csv = await call(admin, 'GET', `/export?group_id=${g}&sort=title&order=asc`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('newspaper_id,title,description,url,icon_url,county,group_id,last_modified_date');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual([
      "'-1+1+cmd|' /C calc'!A0",
      '-42',
      `"'=HYPERLINK(""x"")"`,
      'Kerryman',
      '"Western People',
    ]);
    expect((await call(manager, 'GET', '/export')).statusCode).toBe(403);
  });
});
