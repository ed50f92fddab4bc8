import { ROLE_DESCRIPTIONS, type RoleId } from '@acorn/domain/access';
import { PORTAL_USER_MESSAGES, validatePortalUser } from '@acorn/domain/portal-users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { login, signedInStaff, signIn } from '../../../test/fixtures.js';
import { expectGroupScoped } from '../../../test/resource-checks.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { createTestApp } from '../../../test/test-app.js';
import { roles } from '../../db/schema/index.js';
import { ONLY_ADMIN_CHANGES_ADMIN, ONLY_ADMIN_GRANTS_ADMIN, NOT_YOURSELF } from './portal-user-roles.js';

const smtp = await startSmtpServer();
const { app, db, clock } = await createTestApp({ config: { smtpUrl: smtp.url } });
const {
  groups: { maple, shannon },
  as: { admin, manager, outsider, papers },
} = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  outsider: { roles: [2], group: 'shannon' },
  papers: { roles: [3], group: 'maple' },
});

type Headers = { authorization: string };
const DAY = 24 * 60 * 60_000;
const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: object) =>
  app.inject({ method, url: `/v1/acorn/portal-users${path}`, headers, ...(payload ? { payload } : {}) });
let n = 0;
const person = (roles: number[] = [4]) => ({
  email: `nurse${++n}@maple.ie`,
  firstname: 'Aoife',
  surname: 'Kelly',
  mob_phone: '087 123 4567',
  roles,
});
/** Roles as rows carry them: described from the roles table (seeded with the domain's descriptions). */
const described = (ids: number[]) =>
  ids.map((role_id) => ({ role_id, description: ROLE_DESCRIPTIONS[role_id as RoleId] }));
const idOf = async (headers: Headers, email: string) =>
  ((await call(headers, 'GET', `?q=${email}`)).json().items[0] as { user_id: number }).user_id;

describe('portal users', () => {
  it('checks email, then first name, then last name', async () => {
    const rules = Object.entries(PORTAL_USER_MESSAGES);
    for (const [i, [, message]] of rules.entries()) {
      const body: Record<string, unknown> = person();
      for (const [field] of rules.slice(i)) body[field] = i % 2 ? ' ' : '';
      expect(validatePortalUser(body)).toBe(message);
      const res = await call(manager, 'POST', '', body);
      expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    }
    expect((await call(manager, 'POST', '', { ...person(), email: 'not an address' })).statusCode).toBe(400);
  });

  it('never accepts role 6, and only role 1 grants role 1 or touches an administrator', async () => {
    expect((await call(admin, 'POST', '', person([6]))).statusCode).toBe(400);
    const refused = await call(manager, 'POST', '', person([1]));
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: ONLY_ADMIN_GRANTS_ADMIN }]);

    const boss = await call(admin, 'POST', '', { ...person([1, 2]), group_id: maple });
    expect(boss.json()).toMatchObject({ roles: described([1, 2]), group_id: maple });
    const id = boss.json().user_id;
    const touch = await call(manager, 'PUT', `/${id}`, { firstname: 'Changed' });
    expect([touch.statusCode, touch.json()]).toEqual([403, { message: ONLY_ADMIN_CHANGES_ADMIN }]);
    expect((await call(manager, 'DELETE', `/${id}`)).statusCode).toBe(403);
    expect((await call(admin, 'PUT', `/${id}`, { roles: [2] })).json()).toMatchObject({
      roles: described([2]),
    });
  });

  it('keeps the email as added, and lets nobody delete or disable themselves', async () => {
    const { user_id } = (await call(manager, 'POST', '', person())).json();
    const moved = await call(manager, 'PUT', `/${user_id}`, { email: 'elsewhere@maple.ie' });
    expect([moved.statusCode, moved.json()]).toEqual([
      400,
      { message: 'Email cannot be changed once added.' },
    ]);
    const me = await idOf(manager, 'manager@staff.test');
    const gone = await call(manager, 'DELETE', `/${me}`);
    expect([gone.statusCode, gone.json()]).toEqual([403, { message: NOT_YOURSELF }]);
    expect((await call(manager, 'PUT', `/${me}`, { is_active: false })).statusCode).toBe(403);
    expect((await call(manager, 'DELETE', `/${user_id}`)).statusCode).toBe(204);
  });

  it('takes roles as the rows carry them or as ids, and describes them from the roles table', async () => {
    const res = await call(manager, 'POST', '', {
      ...person(),
      roles: [{ role_id: 3, description: 'ignored' }, 4],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().roles).toEqual(described([3, 4]));
    await db.update(roles).set({ description: 'Newsroom' }).where(eq(roles.role_id, 3));
    const read = (await call(manager, 'GET', `?q=${res.json().email}`)).json().items[0];
    expect(read.roles).toEqual([{ role_id: 3, description: 'Newsroom' }, described([4])[0]]);
    await db.update(roles).set({ description: ROLE_DESCRIPTIONS[3] }).where(eq(roles.role_id, 3));
    const bad = await call(manager, 'PUT', `/${read.user_id}`, { roles: [{ role_id: 6 }] });
    expect(bad.statusCode).toBe(400);
    const wrong = await call(manager, 'PUT', `/${read.user_id}`, { roles: [{ id: 3 }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Invalid /);
  });

  it('lists a group’s users by first name with their roles; roles 1 and 2 only', async () => {
    await call(outsider, 'POST', '', { ...person([5]), firstname: 'Brid' });
    await call(outsider, 'POST', '', { ...person([5]), firstname: 'aine' });
    const list = (await call(outsider, 'GET')).json();
    const names = list.items.map((u: { firstname: string }) => u.firstname);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(list.items.every((u: { group_id: number }) => u.group_id === shannon)).toBe(true);
    expect(list.items.find((u: { firstname: string }) => u.firstname === 'Brid').roles).toEqual(
      described([5]),
    );
    const theirs = await idOf(outsider, 'aine');
    await expectGroupScoped(app, 'portal-users', theirs, manager, admin);
    expect((await call(papers, 'GET')).statusCode).toBe(403);
    const csv = await call(outsider, 'GET', '/export');
    expect(csv.statusCode).toBe(200);
    // A spreadsheet shows the roles by name, not as JSON.
    const brid = csv.body.split('\r\n').find((line) => line.includes('Brid'));
    expect(brid).toContain(described([5])[0]!.description);
    expect(brid).not.toContain('role_id');
  });
  // Last: it moves the clock three days on, past every session above.
  it('adds a user with roles in the manager’s group and mails them a link to choose a password', async () => {
    const before = smtp.inbox.length;
    const body = person([4, 5]);
    const res = await call(manager, 'POST', '', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: body.email,
      group_id: maple,
      roles: described([4, 5]),
      is_active: true,
    });
    expect(res.json()).not.toHaveProperty('password_hash');

    await expect.poll(() => smtp.inbox.length).toBe(before + 1);
    const mail = smtp.inbox.at(-1)!;
    expect(mail.to).toEqual([body.email]);
    expect(mail.text).toContain('Subject: Your Acorn Portal account');
    expect(mail.text).toContain('open this link within 24 hours');
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
    expect((await login(app, body.email, 'anything at all')).statusCode).toBe(401);
    clock.advance(DAY - 60_000); // still valid near the end of its day
    const password = 'a fresh long passphrase';
    const set = await app.inject({
      method: 'POST',
      url: '/v2/acorn/reset-password',
      payload: { token, password },
    });
    expect(set.statusCode).toBe(200);
    expect((await login(app, body.email, password)).statusCode).toBe(200);
  });

  it('lets an invitation link lapse after 24 hours', async () => {
    const before = smtp.inbox.length;
    const body = person([3]);
    // A fresh session: the test before moved the clock a day on.
    expect((await call(await signIn(app, 'manager@staff.test'), 'POST', '', body)).statusCode).toBe(201);
    await expect.poll(() => smtp.inbox.length).toBe(before + 1);
    const token = /reset-password\?token=([\w-]+)/.exec(smtp.inbox.at(-1)!.text)![1]!;
    clock.advance(DAY + 1_000);
    const set = await app.inject({
      method: 'POST',
      url: '/v2/acorn/reset-password',
      payload: { token, password: 'a fresh long passphrase' },
    });
    expect(set.statusCode).toBe(400);
  });
});
