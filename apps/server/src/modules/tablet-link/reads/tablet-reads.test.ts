import {
  enrolmentResponseSchema,
  tabletContentItemSchema,
  tabletContentSchema,
  tabletProfileSchema,
  tabletTodaySchema,
  type TabletContent,
} from '@acorn/domain/tablet-link';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../../test/fixtures.js';
import { createTablets, TEST_ENROLMENT_SECRET } from '../../../../test/tablets.js';
import { createTestApp } from '../../../../test/test-app.js';
import { textPdf } from '../../../setup/seed/text-pdf.js';
import {
  acornDevices,
  facilities,
  localContents,
  menus,
  newspapers,
  noticeboards,
  publicEventAttendances,
} from '../../../db/schema/index.js';
import { menuFiles } from '../../menus/menu-files.js';
import { addEvent } from '../../residents/events/test-events.js';
import { TABLET_CREDENTIAL_REFUSED } from '../tablet-http-auth.js';
import { UNKNOWN_CONTENT_KIND } from './content-route.js';

// The test clock stands at 2026-11-21T09:00Z: 23:00 on Friday 20 November in Honolulu, where Mary's home
// is. So 'today' on her tablet is the 20th while the server's UTC date is the 21st: anything keyed to the
// wrong clock shows here.
const { app, db, clock } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const place = async (group_id: number, name: string, county: string, country: string, time_zone: string) =>
  (await db.insert(facilities).values({ group_id, name, county, country, time_zone }).returning())[0]!
    .facility_id;
const harbour = await place(groups.maple, 'Harbour House', 'Hawaii', 'USA', 'Pacific/Honolulu');
const glenview = await place(groups.shannon, 'Glenview', 'Co.Limerick', 'Ireland', 'Europe/Dublin');

const [maryTablet] = await createTablets(db, groups.maple, 1, {
  firstname: 'Mary',
  surname: 'Byrne',
  facility_id: harbour,
  location: 'USA',
});
const [spareTablet] = await createTablets(db, groups.maple, 1, {
  user_type: 3,
  firstname: null,
  surname: null,
  location: 'USA',
});
const [tomTablet] = await createTablets(db, groups.shannon, 1, {
  firstname: 'Tom',
  facility_id: glenview,
  location: 'Co.Limerick',
});
await db
  .update(acornDevices)
  .set({ acorn_version: '3.6.0' })
  .where(eq(acornDevices.acorn_id, maryTablet!.acorn_id));

/** Enrols a tablet as it does itself, and answers its credential as the Authorization header it sends. */
async function enrol(tablet: { acorn_id: string; serial_number: string }) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/acorn/tablet-link/enrolments',
    payload: { ...tablet, enrolment_secret: TEST_ENROLMENT_SECRET },
  });
  const { username, password } = enrolmentResponseSchema.parse(res.json());
  return { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` };
}
const mary = await enrol(maryTablet!);
const spare = await enrol(spareTablet!);
const tom = await enrol(tomTablet!);

const get = (url: string, headers: Record<string, string> = mary) =>
  app.inject({ url: `/v1/acorn/tablet-link/${url}`, headers });
const content = async (kind: string, headers = mary) => {
  const res = await get(`content/${kind}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = tabletContentSchema.parse(res.json());
  for (const item of body.items) expect(tabletContentItemSchema.strict().parse(item)).toEqual(item);
  return body;
};
const titles = (body: TabletContent) => body.items.map((i) => i.title);
/** A save stamp `minutes` before the test clock's now: the larger, the older. */
const ago = (minutes: number) => new Date(clock().getTime() - minutes * 60_000).toISOString();

describe('the tablet’s credential', () => {
  const ROUTES = ['me', 'today', 'content/newspapers', 'menus/1/file'];

  it.each(ROUTES)('%s: 401 without one, with a wrong one, or with a staff session instead', async (url) => {
    const wrong = { authorization: `Basic ${Buffer.from('tablet-1:not-the-password').toString('base64')}` };
    for (const headers of [{}, wrong, as.manager]) {
      const res = await get(url, headers);
      expect([res.statusCode, res.json()]).toEqual([401, { message: TABLET_CREDENTIAL_REFUSED }]);
    }
  });
});

describe('GET /v1/acorn/tablet-link/me', () => {
  it('greets the resident, with their home and its clock', async () => {
    const res = await get('me');
    expect(tabletProfileSchema.strict().parse(res.json())).toEqual({
      user_id: maryTablet!.user_id,
      user_type: 2,
      firstname: 'Mary',
      surname: 'Byrne',
      group_name: 'Maple Grove Care',
      facility_name: 'Harbour House',
      time_zone: 'Pacific/Honolulu',
      acorn_version: '3.6.0',
    });
    expect((await get('me', tom)).json()).toMatchObject({ firstname: 'Tom', time_zone: 'Europe/Dublin' });
  });

  it('names no one on an unassigned device, which keeps its group’s clock', async () => {
    expect((await get('me', spare)).json()).toEqual({
      user_id: spareTablet!.user_id,
      user_type: 3,
      firstname: null,
      surname: null,
      group_name: 'Maple Grove Care',
      facility_name: null,
      time_zone: 'Pacific/Honolulu',
      acorn_version: null,
    });
  });
});

const paper = (title: string, county: string | null, minutes: number, group_id = groups.maple) => ({
  title,
  description: `${title}, the paper`,
  url: `https://example.org/${encodeURIComponent(title)}`,
  icon_url: '/demo-images/paper.svg',
  county,
  group_id,
  last_modified_date: ago(minutes),
});
await db
  .insert(newspapers)
  .values([
    paper('Group paper', 'All', 50),
    paper('American paper', 'USA', 40),
    paper('Local paper', 'USA Local', 30),
    paper('National paper', 'USA National', 20),
    paper('Paper without a place', null, 60),
    paper('Clare Champion', 'Co.Clare', 10),
    paper('Canadian paper', 'Canada National', 10),
    paper('Limerick Leader', 'All', 5, groups.shannon),
  ]);

describe('GET /v1/acorn/tablet-link/content/{kind}', () => {
  it('lists the group’s papers for everyone and the resident’s country, newest first', async () => {
    const body = await content('newspapers');
    expect(body.kind).toBe('newspapers');
    expect(titles(body)).toEqual([
      'National paper',
      'Local paper',
      'American paper',
      'Group paper',
      'Paper without a place',
    ]);
    expect(body.items[0]).toMatchObject({
      description: 'National paper, the paper',
      category: null,
      url: 'https://example.org/National%20paper',
      image_url: '/demo-images/paper.svg',
      file_url: null,
      file_size: null,
      expire_date: null,
      updated_at: ago(20),
    });
    expect(titles(await content('newspapers', tom))).toEqual(['Limerick Leader']);
  });

  it('gives an unassigned device its group’s rows for everyone alone', async () => {
    expect(titles(await content('newspapers', spare))).toEqual(['Group paper', 'Paper without a place']);
  });

  it('shows local contents with their category', async () => {
    await db.insert(localContents).values([
      { ...paper('Day centre', 'USA', 5), category: 'Health' },
      { ...paper('Clare walks', 'Co.Clare', 5), category: 'Leisure' },
    ]);
    const body = await content('local_contents');
    expect(body.items.map((i) => [i.title, i.category])).toEqual([['Day centre', 'Health']]);
  });

  it('leaves out notices past their last day on the home’s clock, and keeps the last day itself', async () => {
    const notice = (title: string, expire_date: string | null, location: string | null, minutes: number) => ({
      title,
      description: `${title}.`,
      image_url: 'https://example.org/notice.jpg',
      expire_date,
      location,
      group_id: groups.maple,
      last_updated: ago(minutes),
    });
    await db.insert(noticeboards).values([
      notice('Ended yesterday', '2026-11-19', 'All', 1),
      // The 20th is still today in Honolulu, though the server's UTC date is the 21st.
      notice('Ends today', '2026-11-20', 'USA', 2),
      notice('Ends next week', '2026-11-27', null, 3),
      notice('Never ends', null, 'All', 4),
      notice('In Cork', null, 'Co.Cork', 0),
    ]);
    const body = await content('noticeboards');
    expect(titles(body)).toEqual(['Ends today', 'Ends next week', 'Never ends']);
    expect(body.items[0]).toMatchObject({
      expire_date: '2026-11-20',
      image_url: 'https://example.org/notice.jpg',
    });
  });

  it('answers an unknown kind with 400, after the credential', async () => {
    const res = await get('content/recipes');
    expect([res.statusCode, res.json()]).toEqual([400, { message: UNKNOWN_CONTENT_KIND }]);
    expect((await get('content/recipes', {})).statusCode).toBe(401);
  });
});

const pdf = Buffer.from(textPdf(['Menu of the week', 'Monday: vegetable soup']));
const menu = async (title: string | null, fields: Partial<typeof menus.$inferInsert> = {}) => {
  const file_path = await menuFiles(app).put(pdf);
  const [row] = await db
    .insert(menus)
    .values({
      title,
      file: 'week-47.pdf',
      file_path,
      file_size: pdf.length,
      location: 'All',
      group_id: groups.maple,
      ...fields,
    })
    .returning();
  return row!.menus_id;
};
const weekly = await menu('This week', { last_updated: ago(1) });
const untitled = await menu(null, { last_updated: ago(2), location: 'USA' });
const noPdf = await menu('Christmas', { file_path: null, file_size: null, last_updated: ago(3) });
const lastWeek = await menu('Last week', { expire_date: '2026-11-19' });
const shannons = await menu('Shannon menu', { group_id: groups.shannon });

describe('menus and their PDF', () => {
  it('lists the menus that reach the tablet, each with where to fetch its PDF', async () => {
    const body = await content('menus');
    expect(body.items.map((i) => [i.title, i.file_url, i.file_size])).toEqual([
      ['This week', `/v1/acorn/tablet-link/menus/${weekly}/file`, pdf.length],
      ['week-47.pdf', `/v1/acorn/tablet-link/menus/${untitled}/file`, pdf.length],
      ['Christmas', null, null],
    ]);
  });

  it('serves the PDF inline to a tablet whose list has the menu', async () => {
    const res = await get(`menus/${weekly}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="week-47.pdf"/);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('is 404 to another group’s tablet, for an expired menu, one without a PDF and one that is not', async () => {
    for (const [id, headers] of [
      [weekly, tom],
      [shannons, mary],
      [lastWeek, mary],
      [999_999, mary],
      [9_999_999_999, mary],
    ] as const) {
      const res = await get(`menus/${id}/file`, headers);
      expect([res.statusCode, res.json()]).toEqual([404, { message: 'Menu not found.' }]);
    }
    const none = await get(`menus/${noPdf}/file`);
    expect([none.statusCode, none.json()]).toEqual([404, { message: 'This menu has no PDF yet.' }]);
    expect((await get(`menus/${shannons}/file`, tom)).statusCode).toBe(200);
  });
});

const event = (
  title: string,
  hours: number,
  fields: { group_id?: number; county?: string; facility_id?: number } = {},
) => addEvent(db, clock(), title, hours, { group_id: groups.maple, ...fields });
// Now is 23:00 on the 20th in Honolulu: its 20th runs from 10:00Z on the 20th to 10:00Z on the 21st.
await event('Yesterday’s bingo', -37);
const coffee = await event('Morning coffee', -14);
const hula = await event('Hula', -10, { county: 'Hawaii', facility_id: harbour });
const film = await event('Late film', 0.5);
await event('Tomorrow’s walk', 10);
await event('Cork walk', -13, { county: 'Co.Cork' });
await event('Glenview mass', -13, { group_id: groups.shannon });
await db.insert(publicEventAttendances).values({
  public_event_id: hula,
  user_id: maryTablet!.user_id,
  group_id: groups.maple,
  answer: 'going',
  answered_at: ago(60),
});

describe('GET /v1/acorn/tablet-link/today', () => {
  it('lists today’s activities on the home’s clock that reach the resident, earliest first, with their answer', async () => {
    const res = await get('today');
    expect(res.statusCode, res.body).toBe(200);
    const today = tabletTodaySchema.parse(res.json());
    expect(today).toMatchObject({ date: '2026-11-20', time_zone: 'Pacific/Honolulu' });
    expect(today.activities.map((a) => [a.public_event_id, a.title, a.answer])).toEqual([
      [coffee, 'Morning coffee', null],
      [hula, 'Hula', 'going'],
      [film, 'Late film', null],
    ]);
    expect(today.activities[0]).toEqual({
      public_event_id: coffee,
      title: 'Morning coffee',
      location: 'Day room',
      category: 'Social',
      start_time: '2026-11-20T19:00:00.000Z',
      end_time: '2026-11-20T20:00:00.000Z',
      answer: null,
    });
  });

  it('gives an unassigned device its group’s activities for everyone', async () => {
    const today = tabletTodaySchema.parse((await get('today', spare)).json());
    expect(today.activities.map((a) => a.title)).toEqual(['Morning coffee', 'Late film']);
  });

  it('keeps to the resident’s own group and day', async () => {
    const today = tabletTodaySchema.parse((await get('today', tom)).json());
    expect(today).toMatchObject({ date: '2026-11-21', time_zone: 'Europe/Dublin' });
    expect(today.activities.map((a) => a.title)).toEqual([]);
  });
});
