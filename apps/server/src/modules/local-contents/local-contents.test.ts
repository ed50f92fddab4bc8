import { localContentRules, validateLocalContent } from '@acorn/domain/content';
import { describe, expect, it } from 'vitest';
import { expectGroupScoped } from '../../../test/resource-checks.js';
import { groupCast, resourceTestApp } from '../../../test/resource-test-app.js';

const staff = groupCast({ role: 4, member: 'editor', other: ['papers', 3] });
const kit = await resourceTestApp('local-contents', staff);
const { app, post } = kit;
const { admin, editor, outsider, papers } = kit.as;
const { maple } = kit.groups;

const valid = {
  category: 'Community',
  title: 'Ballina Men’s Shed',
  description: 'Woodwork and a cuppa, Tuesdays and Thursdays',
  url: 'https://ballinamensshed.ie',
  icon_url: 'https://ballinamensshed.ie/logo.png',
  county: 'Co.Mayo',
};

describe('local contents', () => {
  it('answers every validation message of the spec, in order, on create and update', async () => {
    const { id } = (await post(editor, valid)).json();
    await kit.expectRules(editor, id, valid, localContentRules, validateLocalContent);
  });

  it('creates in the caller’s group, with the category and county lists of the spec', async () => {
    const res = await post(editor, valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...valid, group_id: maple });
    expect((await post(editor, { ...valid, category: 'Gossip' })).statusCode).toBe(400);
    expect((await post(editor, { ...valid, county: 'Mayo' })).statusCode).toBe(400);
    expect((await post(editor, { ...valid, url: 'javascript:alert(1)' })).statusCode).toBe(400);
  });

  it('is another group’s business only for role 1, and not role 3’s at all', async () => {
    const { id } = (await post(editor, valid)).json();
    await expectGroupScoped(app, 'local-contents', id, outsider, admin);
    expect(
      (await app.inject({ method: 'GET', url: '/v1/acorn/local-contents', headers: papers })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/v1/acorn/local-contents/export', headers: editor }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/v1/acorn/local-contents/export', headers: admin }))
        .statusCode,
    ).toBe(200);
  });
});
