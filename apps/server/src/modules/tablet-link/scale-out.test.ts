import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { signedInStaff } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { createTablets, eventually, listen, simulatedTablet } from '../../../test/tablets.js';
import { acornUsers } from '../../db/schema/index.js';

// Two API instances sharing one database and one external broker, as in a scaled-out deployment. It
// needs that broker: .ci/run gives it the machine's Mosquitto (TEST_MQTT_URL); the embedded broker is
// one process by design, so the default run has nothing to scale out.
const external = process.env.TEST_MQTT_URL;

describe.skipIf(!external)('two API instances on one broker', async () => {
  const shared = {
    mqttUrl: external!,
    mqttNamespace: `scale-${randomUUID()}`,
    mqttDynsec: process.env.TEST_MQTT_DYNSEC === 'true',
  };
  const { app: a, db, sibling } = await createTestApp({ config: shared });
  const b = await sibling(shared);
  const { groups, as } = await signedInStaff(a, db, { manager: { roles: [2], group: 'maple' } });
  const [atA, atB] = [await listen(a, external), await listen(b, external)];

  it('delivers a command sent through B, and relays an event caused through A to a browser on B', async () => {
    const [identity] = await createTablets(db, groups.maple, 1);
    const tablet = simulatedTablet(identity!, atA, { checkInAnswerMs: null });
    await tablet.enrol();
    await tablet.connect();

    const browser = new WebSocket(`${atB.server.replace(/^http/, 'ws')}/v1/acorn/live`);
    const events: { type: string; command_id?: number; user_id?: number; state?: string | number }[] = [];
    await new Promise((resolve) => browser.addEventListener('open', resolve));
    const ready = new Promise((resolve) =>
      browser.addEventListener('message', (m) => {
        const event = JSON.parse(String(m.data)) as (typeof events)[number];
        if (event.type === 'ready') resolve(null);
        else events.push(event);
      }),
    );
    browser.send(JSON.stringify({ type: 'auth', token: as.manager.authorization.replace('Bearer ', '') }));
    await ready;

    await eventually(async () => {
      const [row] = await db.select().from(acornUsers).where(eq(acornUsers.user_id, tablet.userId));
      expect(row!.is_connected).toBe(true);
    });
    const viaB = await b.inject({
      method: 'POST',
      url: '/v1/acorn/commands',
      headers: as.manager,
      payload: { action: 'message', message: 'Through B', user_ids: [tablet.userId] },
    });
    expect(viaB.statusCode).toBe(202);
    await tablet.waitFor((c) => c.action === 'message' && c.payload.message === 'Through B');

    const viaA = await a.inject({
      method: 'POST',
      url: '/v1/acorn/commands',
      headers: as.manager,
      payload: { action: 'check_in', user_ids: [tablet.userId] },
    });
    const checkIn = viaA.json<{ commands: { command_id: number }[] }>().commands[0]!.command_id;
    await eventually(() =>
      expect(events.some((e) => e.type === 'command' && e.command_id === checkIn)).toBe(true),
    );
    browser.close();
    tablet.drop();
  });
});
