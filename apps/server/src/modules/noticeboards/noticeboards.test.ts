import { noticeboardRules, validateNoticeboard } from '@acorn/domain/content';
import { describe, expect, it } from 'vitest';
import { expectGroupScoped } from '../../../test/resource-checks.js';
import { groupCast, resourceTestApp } from '../../../test/resource-test-app.js';

const staff = groupCast({ role: 2, member: 'manager', other: ['content', 4] });
const kit = await resourceTestApp('noticeboards', staff);
const { app, post } = kit;
const { admin, manager, outsider, content } = kit.as;
const { maple } = kit.groups;

const valid = {
  title: 'Christmas concert',
  description: 'The school choir sings in the day room on Friday at 3.',
  image_url: 'https://example.ie/choir.jpg',
  expire_date: '2026-12-20',
  location: 'Co.Mayo',
};

describe('noticeboards', () => {
  it('answers the spec’s messages in order, on update (the spec) and on create alike', async () => {
    const { noticeboard_id } = (await post(manager, valid)).json();
    await kit.expectRules(manager, noticeboard_id, valid, noticeboardRules, validateNoticeboard);
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
