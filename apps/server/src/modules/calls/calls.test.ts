import { CALL_MESSAGES } from '@acorn/domain/tablet-link';
import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { callStream } from '../../../test/call-streams.js';
import type { StreamEvent } from '../../../test/live-stream.js';
import { createTestApp } from '../../../test/test-app.js';
import { createTablets, eventually, listen, simulatedTablet } from '../../../test/tablets.js';
import { auditLog, callLogs, calls } from '../../db/schema/index.js';

const ICE = [{ urls: 'stun:stun.example.org:3478' }];
const { app, db, clock } = await createTestApp({ config: { callRingSeconds: 2, iceServers: ICE } });
const { groups, as } = await signedInStaff(app, db, {
  manager: { roles: [2], group: 'maple' },
  colleague: { roles: [2], group: 'maple' },
  newspapers: { roles: [3], group: 'maple' },
  elsewhere: { roles: [2], group: 'shannon' },
});
const where = await listen(app);
const started: { drop(): void }[] = [];
const sockets: { close(): void }[] = [];
afterAll(() => {
  started.forEach((t) => t.drop());
  sockets.forEach((s) => s.close());
});

/** A Maple Grove resident's tablet, enrolled and (unless told) connected. */
async function tablet({ connect = true } = {}) {
  const [identity] = await createTablets(db, groups.maple, 1);
  const sim = simulatedTablet(identity!, where);
  started.push(sim);
  await sim.enrol();
  if (connect) await sim.connect();
  return sim;
}

async function stream(headers: { authorization: string }) {
  const live = await callStream(where.server, headers);
  sockets.push(live.socket);
  return live;
}

const ring = (user_id: number, headers = as.manager) =>
  app.inject({ method: 'POST', url: `/v1/acorn/residents/${user_id}/calls`, headers });

async function placed(user_id: number) {
  const res = await ring(user_id);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ call_id: number; rings_until: string; ice_servers: unknown }>();
}

const callRow = async (id: number) => (await db.select().from(calls).where(eq(calls.id, id)))[0]!;
const logOf = async (user_id: number) => db.select().from(callLogs).where(eq(callLogs.user_id, user_id));
const callSignalsIn = (events: StreamEvent[]) => events.filter((e) => e.type === 'call_signal');

describe('a call from the care home', () => {
  it('rings the tablet, is answered, relays offer and candidates between its two parties alone, and ends in the log', async () => {
    const sim = await tablet();
    const [mine, theirs] = [await stream(as.manager), await stream(as.colleague)];
    const { call_id, rings_until, ice_servers } = await placed(sim.userId);
    expect(ice_servers).toEqual(ICE);
    const room = await sim.waitForCall((s) => s.type === 'room');
    expect(room).toEqual({
      type: 'room',
      call_id,
      caller: 'manager Tester (Maple Grove Care)',
      ice_servers: ICE,
      rings_until,
      rung_by: 'portal',
    });

    await sim.signal({ type: 'start', call_id });
    await eventually(() => expect(mine.signals(call_id)).toEqual([{ type: 'start', call_id }]));
    expect((await callRow(call_id)).state).toBe('answered');

    mine.say({ type: 'offer', call_id, sdp: 'v=0 offer' });
    await sim.waitForCall((s) => s.type === 'offer' && s.sdp === 'v=0 offer');
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.168.1.20 50000 typ host', sdpMid: '0' };
    await sim.signal({ type: 'answer', call_id, sdp: 'v=0 answer' });
    await sim.signal({ type: 'candidate', call_id, candidate });
    await eventually(() =>
      expect(mine.signals(call_id).slice(1)).toEqual([
        { type: 'answer', call_id, sdp: 'v=0 answer' },
        { type: 'candidate', call_id, candidate },
      ]),
    );

    clock.advance(65_000);
    mine.say({ type: 'hangup', call_id });
    await sim.waitForCall((s) => s.type === 'ended' && s.reason === 'hangup');
    const ended = await callRow(call_id);
    expect(ended).toMatchObject({ state: 'ended', end_reason: 'hangup', duration: 65 });
    const [entry] = await logOf(sim.userId);
    expect(entry).toMatchObject({
      name: 'manager Tester',
      is_outgoing: true,
      duration: 65,
      status: 'answered',
    });
    const audited = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(call_id)));
    expect(audited.filter((a) => a.entity === 'calls').map((a) => a.action)).toEqual(['create', 'update']);

    // A colleague of the same group heard none of it; the caller writes the note, and only the caller.
    expect(callSignalsIn(theirs.events)).toEqual([]);
    const note = (headers: { authorization: string }) =>
      app.inject({
        method: 'PUT',
        url: `/v1/acorn/calls/${call_id}/note`,
        headers,
        payload: { note: 'Asked about the garden party.' },
      });
    expect((await note(as.colleague)).statusCode).toBe(404);
    const res = await note(as.manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      isOutgoing: true,
      duration: 65,
      note: 'Asked about the garden party.',
    });
    expect((await logOf(sim.userId))[0]!.note).toBe('Asked about the garden party.');
  });

  it("drops another tablet's signals into the call: nothing changes and nothing is relayed", async () => {
    const [sim, intruder] = [await tablet(), await tablet()];
    const mine = await stream(as.manager);
    const { call_id } = await placed(sim.userId);
    await sim.waitForCall((s) => s.type === 'room');
    await intruder.signal({ type: 'start', call_id });
    await intruder.signal({ type: 'candidate', call_id, candidate: { candidate: 'candidate:forged' } });
    await intruder.signal({ type: 'declined', call_id });
    // The tablet's own next signal arrives after the intruder's (one broker, one subscription, in order).
    await sim.signal({ type: 'busy', call_id });
    await eventually(() =>
      expect(mine.signals(call_id)).toEqual([{ type: 'ended', call_id, reason: 'busy' }]),
    );
    expect((await callRow(call_id)).end_reason).toBe('busy');
    expect(intruder.callSignals).toEqual([]);
  });

  it('rings out as missed: both sides told, a 0-second outgoing entry in the log', async () => {
    const sim = await tablet();
    const mine = await stream(as.manager);
    const { call_id } = await placed(sim.userId);
    await app.calls.sweep();
    expect((await callRow(call_id)).state).toBe('ringing');
    clock.advance(2_000);
    await app.calls.sweep();
    await sim.waitForCall((s) => s.type === 'ended' && s.reason === 'missed');
    await eventually(() =>
      expect(mine.signals(call_id)).toEqual([{ type: 'ended', call_id, reason: 'missed' }]),
    );
    expect(await logOf(sim.userId)).toMatchObject([
      { is_outgoing: true, duration: 0, status: 'missed', name: 'manager Tester' },
    ]);
    // An answer after the ring ran out changes nothing.
    await sim.signal({ type: 'start', call_id });
    await sim.signal({ type: 'answer', call_id, sdp: 'late' });
    await new Promise((r) => setTimeout(r, 200));
    expect((await callRow(call_id)).state).toBe('ended');
    expect(mine.signals(call_id)).toHaveLength(1);
  });

  it('ends a ringing call the caller hangs up as cancelled, and refuses a second call while one is on', async () => {
    const sim = await tablet();
    const mine = await stream(as.manager);
    const { call_id } = await placed(sim.userId);
    const again = await ring(sim.userId, as.colleague);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: CALL_MESSAGES.alreadyInCall });
    // A colleague's stream may not hang up someone else's call.
    const theirs = await stream(as.colleague);
    theirs.say({ type: 'hangup', call_id });
    mine.say({ type: 'hangup', call_id });
    await sim.waitForCall((s) => s.type === 'ended' && s.reason === 'cancelled');
    expect((await callRow(call_id)).end_reason).toBe('cancelled');
    expect((await ring(sim.userId)).statusCode).toBe(201);
  });
});

describe('who may call', () => {
  it('refuses role 3 (403), another group (404), a resident without a tablet (422)', async () => {
    const sim = await tablet({ connect: false });
    expect((await ring(sim.userId, as.newspapers)).statusCode).toBe(403);
    expect((await ring(sim.userId, as.elsewhere)).statusCode).toBe(404);
    const [unenrolled] = await createTablets(db, groups.maple, 1);
    const res = await ring(unenrolled!.user_id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: TABLET_MESSAGES.noDeviceToken });
  });
});
