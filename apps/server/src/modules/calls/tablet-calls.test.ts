import { CALL_MESSAGES, type CallSignal } from '@acorn/domain/tablet-link';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { callStream } from '../../../test/call-streams.js';
import { createTestApp } from '../../../test/test-app.js';
import { createTablets, eventually, listen, simulatedTablet } from '../../../test/tablets.js';
import { callLogs, calls } from '../../db/schema/index.js';

// A resident's tablet calls the care home (issue 22): every signed-in staff member of the group hears it
// ring, the first to answer has it, the others are told it was taken; nobody answering leaves a request.

const { app, db, clock } = await createTestApp({ config: { callRingSeconds: 2 } });
const { groups, as } = await signedInStaff(app, db, {
  manager: { roles: [2], group: 'maple' },
  colleague: { roles: [2], group: 'maple' },
  newspapers: { roles: [3], group: 'maple' },
  elsewhere: { roles: [2], group: 'shannon' },
});
const where = await listen(app);
const closing: { drop?(): void; close?(): void }[] = [];
afterAll(() => closing.forEach((c) => (c.drop ?? c.close)?.call(c)));

async function tablet() {
  const [identity] = await createTablets(db, groups.maple, 1);
  const sim = simulatedTablet(identity!, where);
  closing.push(sim);
  await sim.enrol();
  await sim.connect();
  return sim;
}

async function stream(headers: { authorization: string }) {
  const live = await callStream(where.server, headers);
  closing.push(live.socket);
  return live;
}

const answer = (call_id: number, headers: { authorization: string }) =>
  app.inject({ method: 'POST', url: `/v1/acorn/calls/${call_id}/answer`, headers });
const ringing = async (headers: { authorization: string }) =>
  (await app.inject({ method: 'GET', url: '/v1/acorn/calls/ringing', headers })).json<{
    items: { call_id: number; user_id: number; resident_name: string }[];
  }>().items;
const logOf = async (user_id: number) => db.select().from(callLogs).where(eq(callLogs.user_id, user_id));

/** The tablet presses 'Call me'; resolves with the ring it is told of. */
async function callCareHome(sim: Awaited<ReturnType<typeof tablet>>) {
  await sim.callCareHome(clock());
  return (await sim.waitForCall((s) => s.type === 'room')) as Extract<CallSignal, { type: 'room' }>;
}

describe("a tablet's call to the care home", () => {
  it('rings every staff member of the group; the first to answer has it, the others see it taken', async () => {
    const sim = await tablet();
    const [mine, theirs, far] = [
      await stream(as.manager),
      await stream(as.colleague),
      await stream(as.elsewhere),
    ];
    const room = await callCareHome(sim);
    expect(room).toMatchObject({ rung_by: 'tablet', caller: 'Maple Grove Care' });
    const { call_id } = room;
    for (const staff of [mine, theirs])
      await eventually(() =>
        expect(staff.heard('call_ringing', call_id)).toMatchObject([
          { user_id: sim.userId, resident_name: expect.any(String) as string, rings_until: room.rings_until },
        ]),
      );
    expect((await ringing(as.manager)).map((r) => r.call_id)).toContain(call_id);
    expect((await ringing(as.elsewhere)).map((r) => r.call_id)).not.toContain(call_id);
    // Another group's staff neither hear it nor may answer it; a role without residents may not either.
    // As a call that does not exist, word for word: the resident's own refusal told them apart (found by
    // the access matrix).
    const elsewhere = await answer(call_id, as.elsewhere);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual((await answer(2_147_483_647, as.elsewhere)).json());
    expect((await answer(call_id, as.newspapers)).statusCode).toBe(403);

    const first = await answer(call_id, as.colleague);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ call_id });
    const second = await answer(call_id, as.manager);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: CALL_MESSAGES.taken });
    const start = await sim.waitForCall((s) => s.type === 'start');
    expect(start).toEqual({ type: 'start', call_id, answered_by: 'colleague Tester' });
    await eventually(() =>
      expect(mine.heard('call_stopped_ringing', call_id)).toMatchObject([
        { reason: 'answered', answered_by: { name: 'colleague Tester' } },
      ]),
    );
    expect(far.heard('call_stopped_ringing', call_id)).toEqual([]);

    // From here it is the answerer's call: the portal offers, the tablet answers; the others hear nothing.
    theirs.say({ type: 'offer', call_id, sdp: 'v=0 offer' });
    await sim.waitForCall((s) => s.type === 'offer');
    mine.say({ type: 'hangup', call_id });
    await sim.signal({ type: 'answer', call_id, sdp: 'v=0 answer' });
    await eventually(() => expect(theirs.heard('call_signal', call_id)).toHaveLength(1));
    clock.advance(30_000);
    await sim.signal({ type: 'hangup', call_id });
    await eventually(async () =>
      expect(await logOf(sim.userId)).toMatchObject([
        { name: 'colleague Tester', is_outgoing: false, status: 'answered', duration: 30 },
      ]),
    );
    expect(mine.heard('call_signal', call_id)).toEqual([]);
    const [row] = await db.select().from(calls).where(eq(calls.id, call_id));
    expect(row).toMatchObject({ state: 'ended', end_reason: 'hangup', portal_user_name: 'colleague Tester' });
  });

  it('nobody answering leaves a call request in the header, and the tablet is told', async () => {
    const sim = await tablet();
    const mine = await stream(as.manager);
    const { call_id } = await callCareHome(sim);
    clock.advance(2_000);
    await app.calls.sweep();
    await sim.waitForCall((s) => s.type === 'ended' && s.reason === 'missed');
    await eventually(() =>
      expect(mine.heard('call_stopped_ringing', call_id)).toMatchObject([
        { reason: 'missed', answered_by: null },
      ]),
    );
    expect(await logOf(sim.userId)).toMatchObject([
      { name: 'Call request', is_outgoing: false, status: 'requested', duration: 0 },
    ]);
    const counts = await app.inject({
      method: 'GET',
      url: '/v1/acorn/notifications/count',
      headers: as.manager,
    });
    expect(counts.json<{ call_requests: number }>().call_requests).toBeGreaterThanOrEqual(1);
    const late = await answer(call_id, as.manager);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: CALL_MESSAGES.over });
  });

  it('the resident hanging up while it rings cancels it, leaving a request', async () => {
    const sim = await tablet();
    const mine = await stream(as.manager);
    const { call_id } = await callCareHome(sim);
    await sim.signal({ type: 'hangup', call_id });
    await eventually(() =>
      expect(mine.heard('call_stopped_ringing', call_id)).toMatchObject([{ reason: 'cancelled' }]),
    );
    expect(await logOf(sim.userId)).toMatchObject([{ status: 'requested' }]);
    expect((await ringing(as.manager)).map((r) => r.call_id)).not.toContain(call_id);
  });

  it('keeps a request that waited in an offline tablet, or says no time, as a request without ringing', async () => {
    const sim = await tablet();
    await sim.callCareHome(new Date(clock().getTime() - 60_000));
    await sim.requestCall();
    await eventually(async () =>
      expect(await logOf(sim.userId)).toMatchObject([{ status: 'requested' }, { status: 'requested' }]),
    );
    expect(sim.callSignals).toEqual([]);
  });
});
