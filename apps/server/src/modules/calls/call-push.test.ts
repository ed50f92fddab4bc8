import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeFcm } from '../../../test/fake-fcm.js';
import { signedInStaff } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import {
  createTablets,
  eventually,
  listen,
  registerFcmToken,
  simulatedTablet,
} from '../../../test/tablets.js';

// A ring goes over the link and, where FCM is configured, as an FCM data message too; the spec's
// POST /sendFCMNotificationLatest rings the same way (issue 22).

const fcm = await startFakeFcm();
const { app, db } = await createTestApp({
  config: { fcmServiceAccount: fcm.serviceAccount, fcmApiUrl: fcm.url, callRingSeconds: 30 },
});
const { groups, as } = await signedInStaff(app, db, {
  manager: { roles: [2], group: 'maple' },
  newspapers: { roles: [3], group: 'maple' },
  elsewhere: { roles: [2], group: 'shannon' },
});
const where = await listen(app);
const started: { drop(): void }[] = [];
afterAll(() => started.forEach((sim) => sim.drop()));

/** A connected tablet that registered this FCM token with its metrics. */
async function registeredTablet(token: string) {
  const [identity] = await createTablets(db, groups.maple, 1);
  const sim = simulatedTablet(identity!, where);
  started.push(sim);
  await sim.enrol();
  await sim.connect();
  await registerFcmToken(db, sim, token);
  return sim;
}

const push = (payload: object, headers = as.manager) =>
  app.inject({ method: 'POST', url: '/v1/acorn/sendFCMNotificationLatest', headers, payload });
const pushedTo = (token: string) => fcm.state.sends.filter((s) => s.token === token);

describe('a ring pushed by FCM', () => {
  it('goes with the link’s ring as a data message that lasts as long as the ring', async () => {
    const sim = await registeredTablet('call-token-a');
    const res = await app.inject({
      method: 'POST',
      url: `/v1/acorn/residents/${sim.userId}/calls`,
      headers: as.manager,
    });
    expect(res.statusCode, res.body).toBe(201);
    const room = await sim.waitForCall((s) => s.type === 'room');
    await eventually(() => expect(pushedTo('call-token-a')).toHaveLength(1));
    const [sent] = pushedTo('call-token-a');
    expect(sent!.data).toMatchObject({
      type: 'call',
      title: 'Incoming call',
      body: expect.stringContaining('is calling') as string,
    });
    expect(JSON.parse(sent!.data.signal!)).toEqual(room);
    expect(Number.parseInt(sent!.android.ttl)).toBeGreaterThan(25);
  });
});

describe('POST /v1/acorn/sendFCMNotificationLatest (the spec’s body)', () => {
  it('rings the tablet its push token names, with the push’s words', async () => {
    const sim = await registeredTablet('call-token-b');
    const res = await push({
      from: 'portal',
      to: 'call-token-b',
      type: 'call',
      push: true,
      data: { room: 'anything' },
      title: 'Video call',
      body: 'Anne would like to talk',
      details: { any: ['thing'] },
      id: 'client-7',
      ttl: 60,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { call_id } = res.json<{ call_id: number }>();
    expect(await sim.waitForCall((s) => s.type === 'room')).toMatchObject({ call_id, rung_by: 'portal' });
    await eventually(() =>
      expect(pushedTo('call-token-b')[0]?.data).toMatchObject({
        title: 'Video call',
        body: 'Anne would like to talk',
      }),
    );
  });

  it('takes the resident’s user id as well', async () => {
    const sim = await registeredTablet('call-token-c');
    expect((await push({ to: String(sim.userId) })).statusCode).toBe(201);
    await sim.waitForCall((s) => s.type === 'room');
  });

  it('refuses an unknown token (404), another group (404), role 3 (403) and a body without `to` (400)', async () => {
    const sim = await registeredTablet('call-token-d');
    const unknown = await push({ to: 'nobody-registered-this' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: TABLET_MESSAGES.loadUserFailed });
    expect((await push({ to: 'call-token-d' }, as.elsewhere)).statusCode).toBe(404);
    expect((await push({ to: sim.userId }, as.elsewhere)).statusCode).toBe(404);
    expect((await push({ to: 'call-token-d' }, as.newspapers)).statusCode).toBe(403);
    expect((await push({ title: 'no one' })).statusCode).toBe(400);
    expect(sim.callSignals).toEqual([]);
  });
});
