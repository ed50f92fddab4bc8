import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGroup, createPortalUser, signIn } from '../../../test/fixtures.js';
import { WITHHELD } from '../../lib/audit.js';
import { createTestApp } from '../../../test/test-app.js';
import { auditLog, portalUsers } from '../../db/schema/index.js';
import { EMAIL_NOT_EDITABLE, USER_NOT_FOUND } from './profile-update.js';

const { app, db, clock } = await createTestApp();
const maple = await createGroup(db, 'Maple Grove Care');
const shannon = await createGroup(db, 'Shannon Valley Homes');
const ownId = await createPortalUser(db, { email: 'own@p.ie', roles: [3], group_id: maple });
const managerId = await createPortalUser(db, { email: 'manager@p.ie', roles: [2], group_id: maple });
const colleagueId = await createPortalUser(db, { email: 'colleague@p.ie', roles: [4], group_id: maple });
const otherId = await createPortalUser(db, { email: 'other@p.ie', roles: [5], group_id: shannon });
await createPortalUser(db, { email: 'admin@p.ie', roles: [1], group_id: 1 });
const own = await signIn(app, 'own@p.ie');
const manager = await signIn(app, 'manager@p.ie');
const admin = await signIn(app, 'admin@p.ie');

const form = (email: string, changes: Record<string, unknown> = {}) => ({
  firstname: 'Aoife',
  surname: 'Byrne',
  email,
  mob_phone: '087 123 4567',
  ...changes,
});
const put = (headers: { authorization: string }, id: number, payload: object) =>
  app.inject({ method: 'PUT', url: `/v1/acorn/portal-users/${id}`, headers, payload });
const userRow = async (id: number) =>
  (await db.select().from(portalUsers).where(eq(portalUsers.user_id, id)))[0]!;

describe('PUT /v1/acorn/portal-users/:id', () => {
  it('saves one’s own profile, answers it as /me does, stamps the date and audits the change', async () => {
    clock.advance(60_000);
    const res = await put(own, ownId, form('own@p.ie', { firstname: '  Aoife ' }));
    expect(res.statusCode, res.body).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/v1/acorn/me', headers: own });
    expect(res.json()).toEqual(me.json());
    expect(res.json()).toMatchObject({
      user_id: ownId,
      firstname: 'Aoife',
      surname: 'Byrne',
      email: 'own@p.ie',
    });
    expect(Date.parse((await userRow(ownId)).last_modified_date)).toBe(clock().getTime());
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'update'),
          eq(auditLog.entity, 'portal_users'),
          eq(auditLog.entity_id, String(ownId)),
        ),
      );
    expect(audit).toMatchObject({ action: 'update', actor_user_id: ownId, group_id: maple });
    expect(audit!.changes).toEqual({
      // Which fields changed, never a person's values (ADR 0040).
      firstname: WITHHELD,
      surname: WITHHELD,
      mob_phone: WITHHELD,
    });
  });

  it('refuses an empty first name with the spec’s message and saves nothing', async () => {
    const res = await put(own, ownId, form('own@p.ie', { firstname: '', surname: 'Changed' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'First name cannot be empty.' });
    expect((await userRow(ownId)).surname).toBe('Byrne');
  });

  it('refuses a surname of only spaces', async () => {
    const res = await put(own, ownId, form('own@p.ie', { surname: '   ' }));
    // The portal user's rule (doc 1 §5): the profile is a portal user.
    expect(res.json()).toEqual({ message: 'Last name cannot be empty.' });
  });

  it('never changes the email: a different one is refused, the same in any case is fine', async () => {
    const res = await put(own, ownId, form('new@p.ie', { surname: 'Walsh' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: EMAIL_NOT_EDITABLE });
    expect(await userRow(ownId)).toMatchObject({ email: 'own@p.ie', surname: 'Byrne' });
    expect((await put(own, ownId, form(' OWN@p.ie '))).statusCode).toBe(200);
    expect((await put(own, ownId, { firstname: 'Aoife', surname: 'Byrne' })).statusCode).toBe(200);
    expect((await userRow(ownId)).email).toBe('own@p.ie');
  });

  it('refuses another user’s profile to a role without the portal-users screen', async () => {
    const res = await put(own, colleagueId, form('colleague@p.ie'));
    expect(res.statusCode).toBe(403);
    expect((await userRow(colleagueId)).firstname).toBe('colleague');
  });

  it('lets a manager edit their own group’s users, and treats other groups’ as not found', async () => {
    expect((await put(manager, colleagueId, form('colleague@p.ie'))).statusCode).toBe(200);
    const res = await put(manager, otherId, form('other@p.ie'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: USER_NOT_FOUND });
    expect((await userRow(otherId)).firstname).toBe('other');
    expect((await put(manager, managerId, form('manager@p.ie'))).statusCode).toBe(200);
  });

  it('lets role 1 edit a user of any group (as the portal users table does, answering its row)', async () => {
    const res = await put(admin, otherId, form('other@p.ie', { mob_phone: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_id: otherId,
      group_id: shannon,
      mob_phone: '',
      roles: [{ role_id: 5, description: 'Activities editor' }],
    });
    expect((await put(admin, 999_999, form('x@p.ie'))).statusCode).toBe(404);
  });
});
