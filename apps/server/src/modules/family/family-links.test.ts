import { ROLE } from '@acorn/domain/access';
import {
  DEFAULT_FAMILY_SHARES,
  FAMILY_MESSAGES,
  familyLinkSchema,
  familyResidentsSchema,
} from '@acorn/domain/family';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPortalUser, signedInStaff, signIn } from '../../../test/fixtures.js';
import { addResident, REFUSED, refusalsOf } from '../../../test/residents.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { createTestApp } from '../../../test/test-app.js';
import { auditLog, portalUsers, roleAssignments } from '../../db/schema/index.js';

const smtp = await startSmtpServer();
const { app, db } = await createTestApp({ config: { smtpUrl: smtp.url } });
const { groups, as } = await signedInStaff(app, db, {
  manager: { roles: [2], group: 'maple' },
  stranger: { roles: [2], group: 'shannon' },
  papers: { roles: [3], group: 'maple' },
  jobs: { roles: [8], group: 'maple' },
});
const mary = await addResident(db, groups.maple, { firstname: 'Mary', surname: 'Byrne' });
const tom = await addResident(db, groups.maple, { firstname: 'Tom', surname: 'Byrne' });
const elsewhere = await addResident(db, groups.shannon, { firstname: 'Nora', surname: 'Kelly' });

const links = (resident: number) => `/v1/acorn/residents/${resident}/family-links`;
const invite = (resident: number, body: object, headers = as.manager) =>
  app.inject({ method: 'POST', url: links(resident), headers, payload: body });
let n = 0;
const person = () => ({
  email: `son${++n}@family.ie`,
  firstname: 'Liam',
  surname: 'Byrne',
  relationship: 'son',
});

describe('inviting a family member', () => {
  it('checks email, first name, last name, then relationship, in that order', async () => {
    const cases: [object, string][] = [
      [{ ...person(), email: ' ' }, FAMILY_MESSAGES.emailMissing],
      [{ ...person(), email: 'not an address', firstname: '' }, FAMILY_MESSAGES.emailInvalid],
      [{ ...person(), firstname: ' ', surname: '' }, FAMILY_MESSAGES.firstnameMissing],
      [{ ...person(), surname: '', relationship: '' }, FAMILY_MESSAGES.surnameMissing],
      [{ ...person(), relationship: '  ' }, FAMILY_MESSAGES.relationshipMissing],
    ];
    for (const [body, message] of cases) {
      const res = await invite(mary, body);
      expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    }
  });

  it('makes a family account in the resident’s group, mails the invitation and shares activities and check-ins', async () => {
    const before = smtp.inbox.length;
    const who = person();
    const res = await invite(mary, who);
    expect(res.statusCode).toBe(201);
    const { message, link } = res.json<{ message: string; link: unknown }>();
    expect(message).toBe(FAMILY_MESSAGES.invited);
    expect(familyLinkSchema.parse(link)).toMatchObject({
      user_id: mary,
      email: who.email,
      relationship: 'son',
      shares: DEFAULT_FAMILY_SHARES,
      has_signed_in: false,
    });
    await expect.poll(() => smtp.inbox.length).toBe(before + 1);
    const mail = smtp.inbox.at(-1)!;
    expect(mail.to).toContain(who.email);
    expect(mail.text).toMatch(/\/reset-password\?token=/);
    const [account] = await db.select().from(portalUsers).where(eq(portalUsers.email, who.email));
    expect(account!.group_id).toBe(groups.maple);
    const roles = await db
      .select()
      .from(roleAssignments)
      .where(eq(roleAssignments.user_id, account!.user_id));
    expect(roles.map((r) => r.role_id)).toEqual([ROLE.FAMILY]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'family_links'), eq(auditLog.resident_id, mary)));
    expect(audit.map((a) => a.action)).toContain('create');
  });

  it('links an existing family account of the group to a second resident without another mail', async () => {
    const who = person();
    await invite(mary, who);
    await expect.poll(() => smtp.inbox.filter((m) => m.to.includes(who.email)).length).toBe(1);
    const second = await invite(tom, { ...who, email: who.email.toUpperCase() });
    expect([second.statusCode, second.json().message]).toEqual([201, FAMILY_MESSAGES.linked]);
    const again = await invite(tom, who);
    expect([again.statusCode, again.json()]).toEqual([409, { message: FAMILY_MESSAGES.alreadyLinked }]);
    expect(smtp.inbox.filter((m) => m.to.includes(who.email))).toHaveLength(1);
  });

  it('refuses a staff account’s address and another organisation’s family member', async () => {
    await createPortalUser(db, { email: 'nurse@maple.ie', roles: [2], group_id: groups.maple });
    await createPortalUser(db, { email: 'cousin@family.ie', roles: [7], group_id: groups.shannon });
    for (const email of ['nurse@maple.ie', 'Cousin@family.ie']) {
      const res = await invite(mary, { ...person(), email });
      expect([res.statusCode, res.json()]).toEqual([409, { message: FAMILY_MESSAGES.emailTaken }]);
    }
  });

  it('is staff of the resident’s group’s alone', async () => {
    expect(await refusalsOf(app, 'POST', links(mary), person(), as)).toMatchObject(REFUSED);
    expect(await refusalsOf(app, 'GET', links(mary), undefined, as)).toMatchObject(REFUSED);
    expect((await invite(elsewhere, person())).statusCode).toBe(404);
  });
});

describe('changing and removing a link', () => {
  it('changes what is shared, audited, and removes the link', async () => {
    const { link } = (await invite(mary, person())).json<{ link: { portal_user_id: number } }>();
    const url = `${links(mary)}/${link.portal_user_id}`;
    const changed = await app.inject({
      method: 'PUT',
      url,
      headers: as.manager,
      payload: { shares: { health: true }, relationship: 'grandson' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      relationship: 'grandson',
      shares: { activities: true, check_ins: true, health: true, calls: false },
    });
    expect((await app.inject({ method: 'PUT', url, headers: as.stranger, payload: {} })).statusCode).toBe(
      404,
    );
    const removed = await app.inject({ method: 'DELETE', url, headers: as.manager });
    expect(removed.json()).toEqual({ message: FAMILY_MESSAGES.removed });
    expect((await app.inject({ method: 'DELETE', url, headers: as.manager })).statusCode).toBe(404);
    const listed = (await app.inject({ method: 'GET', url: links(mary), headers: as.manager })).json();
    expect(listed.items.map((l: { portal_user_id: number }) => l.portal_user_id)).not.toContain(
      link.portal_user_id,
    );
  });
});

describe("a family member's residents", () => {
  it('lists only their own residents, with what each shares; staff are refused', async () => {
    const email = 'daughter@family.ie';
    const me = await createPortalUser(db, { email, roles: [7], group_id: groups.maple });
    await invite(tom, { email, firstname: 'x', surname: 'y', relationship: 'daughter' });
    const headers = await signIn(app, email);
    const res = await app.inject({ method: 'GET', url: '/v1/acorn/family/residents', headers });
    const body = familyResidentsSchema.parse(res.json());
    expect(body.items.map((r) => [r.user_id, r.relationship])).toEqual([[tom, 'daughter']]);
    expect(me).toBeGreaterThan(0);
    const staff = await app.inject({ method: 'GET', url: '/v1/acorn/family/residents', headers: as.manager });
    expect(staff.statusCode).toBe(403);
  });
});
