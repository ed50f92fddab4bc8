import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startFakeFcm } from '../../../../test/fake-fcm.js';
import { signedInStaff } from '../../../../test/fixtures.js';
import { createTestApp } from '../../../../test/test-app.js';
import {
  createTablets,
  eventually,
  listen,
  registerFcmToken,
  simulatedTablet,
} from '../../../../test/tablets.js';
import { tabletCredentials } from '../../../db/schema/index.js';

const fcm = await startFakeFcm();
const { app, db } = await createTestApp({
  config: { fcmServiceAccount: fcm.serviceAccount, fcmApiUrl: fcm.url },
});
const { groups, as } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const where = await listen(app);

/** A tablet that registered an FCM token with its metrics, then went offline. */
async function registeredTablet(token: string) {
  const [identity] = await createTablets(db, groups.maple, 1);
  const sim = simulatedTablet(identity!, where);
  await sim.enrol();
  await sim.connect();
  await registerFcmToken(db, sim, token);
  await sim.disconnect();
  return sim;
}

const send = (user_id: number, message: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/acorn/commands',
    headers: as.manager,
    payload: { action: 'message', message, user_ids: [user_id] },
  });

describe('FCM transport', () => {
  it('sends a command as a data message with its time to live, after the OAuth exchange', async () => {
    const sim = await registeredTablet('token-a');
    const res = await send(sim.userId, 'Wake up and read this');
    const [command] = res.json<{ commands: { command_id: number }[] }>().commands;
    const sent = await eventually(() => {
      const found = fcm.state.sends.find((s) => s.token === 'token-a');
      expect(found).toBeDefined();
      return found!;
    });
    expect(sent.data).toEqual({
      command_id: String(command!.command_id),
      action: 'message',
      payload: JSON.stringify({ message: 'Wake up and read this' }),
      expires_at: expect.any(String),
    });
    expect(sent.android).toEqual({ ttl: '2419200s', priority: 'HIGH' });
  });

  it('retries after a 429 as FCM asks', async () => {
    const sim = await registeredTablet('token-b');
    fcm.state.failNext = 1;
    const rejected = fcm.state.rejectedSends;
    await send(sim.userId, 'Again, please');
    await eventually(() => expect(fcm.state.sends.some((s) => s.token === 'token-b')).toBe(true), 8_000);
    expect(fcm.state.rejectedSends).toBe(rejected + 1);
  });

  it('forgets a token FCM no longer knows', async () => {
    const sim = await registeredTablet('token-gone');
    fcm.state.unregistered.add('token-gone');
    await send(sim.userId, 'Anyone there?');
    await eventually(async () => {
      const [row] = await db
        .select()
        .from(tabletCredentials)
        .where(eq(tabletCredentials.user_id, sim.userId));
      expect(row!.fcm_token).toBeNull();
    });
  });
});
