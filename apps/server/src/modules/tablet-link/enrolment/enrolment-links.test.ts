import {
  ENROLMENT_LINK_REFUSED,
  enrolmentLinkSchema,
  enrolmentResponseSchema,
} from '@acorn/domain/tablet-link';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../../test/fixtures.js';
import { addResident } from '../../../../test/residents.js';
import { createTablets } from '../../../../test/tablets.js';
import { createTestApp } from '../../../../test/test-app.js';
import { auditLog } from '../../../db/schema/index.js';
import { checkCredential } from '../credentials.js';

const { app, db, clock } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  stranger: { roles: [2], group: 'shannon' },
  papers: { roles: [3], group: 'maple' },
});
const [tablet] = await createTablets(db, groups.maple, 1);
const noTablet = await addResident(db, groups.maple, { acorn_id: null });

const makeLink = (userId: number, headers = as.manager) =>
  app.inject({ method: 'POST', url: `/v1/acorn/users/${userId}/enrolment-link`, headers });
const tokenOf = (url: string) => new URL(url).hash.replace('#token=', '');
const redeem = (token: string) =>
  app.inject({ method: 'POST', url: '/v1/acorn/tablet-link/enrolment-links/redeem', payload: { token } });

describe('one-time enrolment links', () => {
  it('gives the tablet its credential once, for 15 minutes, from a link staff made', async () => {
    const made = await makeLink(tablet!.user_id);
    expect(made.statusCode).toBe(201);
    const link = enrolmentLinkSchema.parse(made.json());
    expect(link.url).toMatch(/\/tablet\/enrol#token=[\w-]{40,}$/);
    expect(Date.parse(link.expires_at) - clock().getTime()).toBe(15 * 60_000);
    const first = await redeem(tokenOf(link.url));
    expect(first.statusCode).toBe(201);
    const credential = enrolmentResponseSchema.parse(first.json());
    expect(credential.user_id).toBe(tablet!.user_id);
    expect(await checkCredential(db, credential.username, credential.password)).toBe(tablet!.user_id);
    expect((await redeem(tokenOf(link.url))).json()).toEqual({ message: ENROLMENT_LINK_REFUSED });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resident_id, tablet!.user_id), eq(auditLog.entity, 'enrolment_links')));
    expect(audit).toHaveLength(1);
  });

  it('refuses a link past its 15 minutes, and one a newer link replaced', async () => {
    const old = tokenOf(enrolmentLinkSchema.parse((await makeLink(tablet!.user_id)).json()).url);
    const newer = tokenOf(enrolmentLinkSchema.parse((await makeLink(tablet!.user_id)).json()).url);
    expect((await redeem(old)).statusCode).toBe(403);
    clock.advance(15 * 60_000 + 1);
    const late = await redeem(newer);
    expect([late.statusCode, late.json()]).toEqual([403, { message: ENROLMENT_LINK_REFUSED }]);
    expect((await redeem('x'.repeat(43))).statusCode).toBe(403);
  });

  it('is made by staff of the tablet’s group (role 1 any), for a tablet only', async () => {
    expect((await makeLink(tablet!.user_id, as.admin)).statusCode).toBe(201);
    expect((await makeLink(tablet!.user_id, as.stranger)).statusCode).toBe(404);
    expect((await makeLink(tablet!.user_id, as.papers)).statusCode).toBe(403);
    expect((await makeLink(noTablet)).statusCode).toBe(404);
    expect((await makeLink(99_999)).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/v1/acorn/users/${tablet!.user_id}/enrolment-link`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
