import { noticeboardRules, validateNoticeboard, type Rule } from '@acorn/domain';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { expectGroupScoped, expectRulesInOrder } from '../../../test/resource-checks.js';
import { createTestApp } from '../../../test/test-app.js';

const { app, db } = await createTestApp();
const {
  groups: { maple },
  as: { admin, manager, outsider, content },
} = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  outsider: { roles: [2], group: 'shannon' },
  content: { roles: [4], group: 'maple' },
});

const valid = {
  title: 'Christmas concert',
  description: 'The school choir sings in the day room on Friday at 3.',
  image_url: 'https://example.ie/choir.jpg',
  expire_date: '2026-12-20',
  location: 'Co.Mayo',
};
const post = (headers: object, body: object) =>
  app.inject({
    method: 'POST',
    url: '/v1/acorn/noticeboards',
    headers: headers as Record<string, string>,
    payload: body,
  });

describe('noticeboards', () => {
  it('answers the spec’s messages in order, on update (the spec) and on create alike', async () => {
    const { noticeboard_id } = (await post(manager, valid)).json();
    await expectRulesInOrder(
      app,
      manager,
      'noticeboards',
      noticeboard_id,
      valid,
      noticeboardRules as readonly Rule<Record<string, unknown>>[],
      validateNoticeboard,
    );
  });

  it('keeps the expire date as a date, and an emptied one as none', async () => {
    const res = await post(manager, valid);
    expect(res.json()).toMatchObject({ ...valid, group_id: maple });
    const cleared = await app.inject({
      method: 'PUT',
      url: `/v1/acorn/noticeboards/${res.json().noticeboard_id}`,
      headers: manager,
      payload: { expire_date: '' },
    });
    expect(cleared.json().expire_date).toBeNull();
    expect((await post(manager, { ...valid, expire_date: '20.12.2026' })).statusCode).toBe(400);
  });

  it('is for roles 1 and 2 only, each in its own group', async () => {
    const { noticeboard_id } = (await post(manager, valid)).json();
    await expectGroupScoped(app, 'noticeboards', noticeboard_id, outsider, admin);
    expect(
      (await app.inject({ method: 'GET', url: '/v1/acorn/noticeboards', headers: content })).statusCode,
    ).toBe(403);
  });
});
