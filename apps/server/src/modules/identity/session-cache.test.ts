import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPortalUser, login, signIn } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { portalUsers } from '../../db/schema/index.js';

// The embedded database is written by this process alone, so session lookups may be remembered briefly.
const embedded = await createTestApp();
// With a database server, other servers write too: nothing is remembered.
const shared = await createTestApp({ config: { databaseUrl: 'postgres://elsewhere/acorn' } });

async function signedInUser(t: typeof embedded, email: string) {
  const id = await createPortalUser(t.db, { email, roles: [2], group_id: 1 });
  const headers = await signIn(t.app, email);
  const me = async () => (await t.app.inject({ method: 'GET', url: '/v1/acorn/me', headers })).statusCode;
  // A change made behind the server's back, as another process would make it.
  const disableBehindTheBack = () =>
    t.db.update(portalUsers).set({ is_active: false }).where(eq(portalUsers.user_id, id));
  return { me, disableBehindTheBack };
}

describe('remembered session lookups', () => {
  it('answer for at most 5 s without the database', async () => {
    const user = await signedInUser(embedded, 'cached@example.ie');
    expect(await user.me()).toBe(200);
    await user.disableBehindTheBack();
    expect(await user.me()).toBe(200);
    embedded.clock.advance(5_001);
    expect(await user.me()).toBe(401);
  });

  it('are all forgotten after any request that may write, before its answer is sent', async () => {
    const user = await signedInUser(embedded, 'forgotten@example.ie');
    expect(await user.me()).toBe(200);
    await user.disableBehindTheBack();
    expect((await login(embedded.app, 'nobody@example.ie', 'wrong')).statusCode).toBe(401); // a POST
    expect(await user.me()).toBe(401);
  });

  it('are not kept at all with a database server', async () => {
    const user = await signedInUser(shared, 'uncached@example.ie');
    expect(await user.me()).toBe(200);
    await user.disableBehindTheBack();
    expect(await user.me()).toBe(401);
  });
});
