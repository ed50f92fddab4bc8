import { admits } from '@acorn/domain/access';
import { describe, expect, it } from 'vitest';
import { createPortalUser, signIn } from '../../test/fixtures.js';
import { createTestApp } from '../../test/test-app.js';

/**
 * Ids in paths are decimal digits, or the path names nothing (security review finding 7: /newspapers/0x2
 * was row 2, and PUT /roles/%201 changed user 1). Every route with an id in its path, every odd way of
 * writing 1: 404 (403 where the role may not use the route at all), never the row.
 */
const { app, db } = await createTestApp();
await createPortalUser(db, { email: 'admin@ids.test', roles: [1], group_id: 1 });
const admin = await signIn(app, 'admin@ids.test');

const ODD_FORMS = [
  '0x1',
  '0b1',
  '0o1',
  '1e0',
  '1.0',
  '01',
  '+1',
  '-1',
  '%201',
  '1%20',
  '%EF%BC%91',
  '1,2',
  '0',
];
const withIds = [...app.apiRoutes].filter((route) => /:(id|user_id)\b/.test(route.url));

it('covers the routes that take ids in their paths', () => {
  expect(withIds.length).toBeGreaterThan(40);
});

describe.each(withIds)('$method $url', ({ method, url, access }) => {
  it.each(ODD_FORMS)('names nothing as %s', async (form) => {
    const res = await app.inject({
      method: method as 'GET',
      url: url.replace(/:(id|user_id)\b/, form),
      headers: admin,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(res.statusCode, res.body).toBe(admits(access, [1]) ? 404 : 403);
  });
});
