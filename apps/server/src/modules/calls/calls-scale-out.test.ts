import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { callStream } from '../../../test/call-streams.js';
import { createTestApp } from '../../../test/test-app.js';
import { createTablets, eventually, listen, simulatedTablet } from '../../../test/tablets.js';

// Calls when the tablet and the portal are on different API instances sharing one database and one
// external broker (issue 22): rings, answers and every signal cross between them. It needs that broker:
// .ci/run gives it the machine's Mosquitto (TEST_MQTT_URL); the embedded broker is one process by design.
const external = process.env.TEST_MQTT_URL;

describe.skipIf(!external)('calls across two API instances on one broker', async () => {
  const shared = {
    mqttUrl: external!,
    mqttNamespace: `calls-${randomUUID()}`,
    mqttDynsec: process.env.TEST_MQTT_DYNSEC === 'true',
    callRingSeconds: 30,
  };
  const { app: a, db, clock, sibling } = await createTestApp({ config: shared });
  const b = await sibling(shared);
  const { groups, as } = await signedInStaff(a, db, {
    manager: { roles: [2], group: 'maple' },
    colleague: { roles: [2], group: 'maple' },
  });
  const [atA, atB] = [await listen(a, external), await listen(b, external)];
  const closing: { close(): void }[] = [];
  afterAll(() => closing.forEach((c) => c.close()));

  async function tabletOnA() {
    const [identity] = await createTablets(db, groups.maple, 1);
    const sim = simulatedTablet(identity!, atA);
    closing.push({ close: () => sim.drop() });
    await sim.enrol();
    await sim.connect();
    return sim;
  }
  async function streamOn(where: { server: string }, headers: { authorization: string }) {
    const live = await callStream(where.server, headers);
    closing.push(live.socket);
    return live;
  }

  it('a call placed on B to a tablet on A rings, is answered and carries its signals both ways', async () => {
    const sim = await tabletOnA();
    const staff = await streamOn(atB, as.manager);
    const res = await b.inject({
      method: 'POST',
      url: `/v1/acorn/residents/${sim.userId}/calls`,
      headers: as.manager,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { call_id } = res.json<{ call_id: number }>();
    await sim.waitForCall((s) => s.type === 'room' && s.call_id === call_id);
    await sim.signal({ type: 'start', call_id });
    await eventually(() => expect(staff.signals(call_id)).toEqual([{ type: 'start', call_id }]));
    staff.say({ type: 'offer', call_id, sdp: 'v=0 offer' });
    await sim.waitForCall((s) => s.type === 'offer');
    await sim.signal({ type: 'answer', call_id, sdp: 'v=0 answer' });
    await eventually(() => expect(staff.signals(call_id).map((s) => s.type)).toEqual(['start', 'answer']));
    staff.say({ type: 'hangup', call_id });
    await sim.waitForCall((s) => s.type === 'ended' && s.reason === 'hangup');
  });

  it("a tablet's call on A rings staff on both instances; B's answer wins and A's staff see it taken", async () => {
    const sim = await tabletOnA();
    const [onA, onB] = [await streamOn(atA, as.manager), await streamOn(atB, as.colleague)];
    await sim.callCareHome(clock());
    const room = await sim.waitForCall((s) => s.type === 'room');
    const { call_id } = room;
    for (const staff of [onA, onB])
      await eventually(() =>
        expect(staff.events.some((e) => e.type === 'call_ringing' && e.call_id === call_id)).toBe(true),
      );
    const answered = await b.inject({
      method: 'POST',
      url: `/v1/acorn/calls/${call_id}/answer`,
      headers: as.colleague,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const late = await a.inject({
      method: 'POST',
      url: `/v1/acorn/calls/${call_id}/answer`,
      headers: as.manager,
    });
    expect(late.statusCode).toBe(409);
    await eventually(() =>
      expect(onA.events).toContainEqual(
        expect.objectContaining({ type: 'call_stopped_ringing', call_id, reason: 'answered' }),
      ),
    );
    await sim.waitForCall((s) => s.type === 'start' && s.answered_by === 'colleague Tester');
    onB.say({ type: 'offer', call_id, sdp: 'v=0 offer' });
    await sim.waitForCall((s) => s.type === 'offer');
    await sim.signal({ type: 'hangup', call_id });
    await eventually(() =>
      expect(onB.signals(call_id)).toContainEqual({ type: 'ended', call_id, reason: 'hangup' }),
    );
  });
});
