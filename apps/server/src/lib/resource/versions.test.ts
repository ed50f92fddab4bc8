import { expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { CHANGED_BY_SOMEONE_ELSE } from './versions.js';

// Security review finding 15: two people editing one record from stale copies.
const { app, db, clock } = await createTestApp();
const { as } = await signedInStaff(app, db, {
  first: { roles: [2], group: 'maple' },
  second: { roles: [2], group: 'maple' },
});
type Paper = { newspaper_id: number; title: string; description: string; last_modified_date: string };
const call = (who: 'first' | 'second', method: 'POST' | 'PUT' | 'GET', path = '', payload?: object) =>
  app.inject({
    method,
    url: `/v1/acorn/newspapers${path}`,
    headers: as[who],
    ...(payload ? { payload } : {}),
  });

it('refuses an update based on a version that has changed since, with 409, and keeps the first change', async () => {
  const created = await call('first', 'POST', '', {
    title: 'Anglo-Celt',
    description: 'Cavan weekly',
    url: 'https://anglocelt.ie',
    icon_url: 'https://anglocelt.ie/i.png',
  });
  const read = created.json<Paper>();
  clock.advance(1_000);
  const first = await call('first', 'PUT', `/${read.newspaper_id}`, {
    title: 'The Anglo-Celt',
    last_modified_date: read.last_modified_date,
  });
  expect(first.statusCode).toBe(200);
  const stale = await call('second', 'PUT', `/${read.newspaper_id}`, {
    description: 'Cavan and Monaghan weekly',
    last_modified_date: read.last_modified_date,
  });
  expect([stale.statusCode, stale.json()]).toEqual([409, { message: CHANGED_BY_SOMEONE_ELSE }]);
  const now = (await call('second', 'GET', `/${read.newspaper_id}`)).json<Paper>();
  expect(now).toMatchObject({ title: 'The Anglo-Celt', description: 'Cavan weekly' });

  // Based on what is stored now, the same change goes through; without a version (the spec's clients), too.
  const fresh = await call('second', 'PUT', `/${read.newspaper_id}`, {
    description: 'Cavan and Monaghan weekly',
    last_modified_date: now.last_modified_date,
  });
  expect(fresh.json()).toMatchObject({ title: 'The Anglo-Celt', description: 'Cavan and Monaghan weekly' });
  expect((await call('first', 'PUT', `/${read.newspaper_id}`, { description: 'Weekly' })).statusCode).toBe(
    200,
  );
  const bad = await call('first', 'PUT', `/${read.newspaper_id}`, { last_modified_date: 'yesterday' });
  expect(bad.statusCode).toBe(400);
});
