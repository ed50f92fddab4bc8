import { USER_DETAILS_MESSAGES, type ResidentDetail, type UsersList } from '@acorn/domain/residents';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { createTablets } from '../../../test/tablets.js';
import { createTestApp } from '../../../test/test-app.js';
import { acornUsers } from '../../db/schema/index.js';

// The spec's companion-user calls (doc 1 §7, doc 2 §7): list, one and update; no create or delete.
const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  activities: { roles: [5], group: 'maple' },
});
const person = (group_id: number, firstname: string) => ({
  user_type: 1,
  group_id,
  firstname,
  surname: 'Reilly',
  username: firstname.toLowerCase(),
});
const [susan, tom, elsewhere] = await db
  .insert(acornUsers)
  .values([person(groups.maple, 'Susan'), person(groups.maple, 'Tom'), person(groups.shannon, 'Ann')])
  .returning();
const [resident] = await createTablets(db, groups.maple, 1);

const call = (method: string, url: string, headers = as.manager, payload?: object) =>
  app.inject({
    method: method as 'GET',
    url: `/v1/acorn/companion-users${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });

describe('companion users', () => {
  it("lists only companions, of the caller's group, in the get-all shape", async () => {
    const res = await call('GET', '');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UsersList>();
    expect(body.users.map((u) => u.firstname)).toEqual(['Susan', 'Tom']);
    expect(body.users.every((u) => u.user_type === 1)).toBe(true);
    expect(body).toMatchObject({ device_counter: 2, online_now: 0, deviceDetails: [] });
    const all = (await call('GET', '?q=Reilly', as.admin)).json<UsersList>();
    expect(all.users.map((u) => u.firstname).sort()).toEqual(['Ann', 'Susan', 'Tom']);
    // A user_type cannot turn this list into the tablets list.
    expect((await call('GET', '?user_type=2')).json<UsersList>().device_counter).toBe(2);
  });

  it("answers one companion in the get-one shape; a tablet user's id and another group's are 404", async () => {
    const res = await call('GET', `/${susan!.user_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<ResidentDetail>()).toMatchObject({
      user: { user_id: susan!.user_id, user_type: 1, username: 'susan' },
      user_details: null,
      user_device: null,
      user_contacts: [],
    });
    for (const id of [resident!.user_id, elsewhere!.user_id, 999_999]) {
      const missing = await call('GET', `/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'User not found.' });
    }
  });

  it('updates by user_id with body user, and refuses a blank name and a bad body with a message', async () => {
    const res = await call('PUT', `/${tom!.user_id}`, as.manager, {
      user: { firstname: 'Thomas', mob_phone: '0871234567' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ResidentDetail>().user).toMatchObject({ firstname: 'Thomas', mob_phone: '0871234567' });
    const blank = await call('PUT', `/${tom!.user_id}`, as.manager, { user: { firstname: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toMatch(/cannot be empty/);
    const bad = await call('PUT', `/${tom!.user_id}`, as.manager, { user: { verified: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^Invalid /);
    const tablet = await call('PUT', `/${resident!.user_id}`, as.manager, { user: { firstname: 'X' } });
    expect(tablet.statusCode).toBe(404);
    expect((await call('PUT', `/${elsewhere!.user_id}`, as.manager, { user: {} })).statusCode).toBe(404);
  });

  it('keeps usernames unique whatever their case, in every group, with a clear message', async () => {
    for (const username of ['SUSAN', ' susan ', 'Ann']) {
      const res = await call('PUT', `/${tom!.user_id}`, as.manager, { user: { username } });
      expect([res.statusCode, res.json()]).toEqual([409, { message: USER_DETAILS_MESSAGES.usernameTaken }]);
    }
    // Its own name, in another case, is still its own.
    const renamed = await call('PUT', `/${susan!.user_id}`, as.manager, { user: { username: 'Susan' } });
    expect(renamed.statusCode).toBe(200);
    // Behind the API too: the database refuses a second 'TOM'.
    await expect(
      db.insert(acornUsers).values({ ...person(groups.maple, 'Tom'), username: 'TOM' }),
    ).rejects.toThrow();
  });

  it('has no create or delete: POST and DELETE answer 404', async () => {
    expect((await call('POST', '', as.admin, { user: { firstname: 'New' } })).statusCode).toBe(404);
    expect((await call('DELETE', `/${susan!.user_id}`, as.admin)).statusCode).toBe(404);
  });

  it('is for the roles of the tablets list', async () => {
    expect((await call('GET', '', as.activities)).statusCode).toBe(403);
    expect((await call('GET', `/${susan!.user_id}`, as.activities)).statusCode).toBe(403);
    expect((await call('PUT', `/${susan!.user_id}`, as.activities, { user: {} })).statusCode).toBe(403);
  });
});
