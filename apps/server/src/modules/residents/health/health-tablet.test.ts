import type { HealthHistoryPage } from '@acorn/domain/health';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../../test/fixtures.js';
import { createTestApp } from '../../../../test/test-app.js';
import { createTablets, eventually, listen, simulatedTablet } from '../../../../test/tablets.js';
import { healthReadings } from '../../../db/schema/index.js';
import { createLogger } from '../../../lib/logger.js';
import type { LiveEvent } from '../../tablet-link/live-events.js';

// As tablet-link.test.ts: TEST_MQTT_URL runs it through an external broker (Mosquitto in CI, with its
// dynamic security when TEST_MQTT_DYNSEC says so, which must then let a tablet publish on `health`).
const external = process.env.TEST_MQTT_URL;
const dynsec = process.env.TEST_MQTT_DYNSEC === 'true';
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const { app, db, clock } = await createTestApp({
  logger: createLogger('warn', sink),
  config: external ? { mqttUrl: external, mqttNamespace: `test-${randomUUID()}`, mqttDynsec: dynsec } : {},
});
const { groups, as } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const where = await listen(app, external);
const [identity] = await createTablets(db, groups.maple, 1);
const tablet = simulatedTablet(identity!, where);
afterAll(() => tablet.drop());
await tablet.enrol();
await tablet.connect();
const events: LiveEvent[] = [];
app.tabletLink.events.listen((e) => events.push(e));

const stored = () => db.select().from(healthReadings).where(eq(healthReadings.user_id, tablet.userId));
const dropped = () => lines.filter((l) => l.includes('tablet link: malformed payload dropped')).length;

describe("a resident's tablet reporting a health reading", () => {
  it('is stored as the tablet’s, recorded by its device, and told to the portal', async () => {
    const sent = await tablet.reportHealth({ taken_at: '2026-11-21T08:15:00+00:00', temperature: 36.84 });
    expect(sent).toMatchObject({ device: 'Omron M3' });
    await eventually(async () => expect(await stored()).toHaveLength(1));
    const page = await app.inject({
      url: `/v1/acorn/residents/${tablet.userId}/health/readings`,
      headers: as.manager,
    });
    expect(page.json<HealthHistoryPage>().items[0]).toMatchObject({
      timestamp: '2026-11-21T08:15:00.000Z',
      sys: sent.sys,
      dia: sent.dia,
      bpm: sent.bpm,
      oximeter: sent.oximeter,
      temperature: 36.8,
      source: 'tablet',
      recorded_by: 'Omron M3',
    });
    expect((await stored())[0]!.device).toBe('Omron M3');
    await eventually(() =>
      expect(events).toContainEqual({
        type: 'health_reading',
        group_id: groups.maple,
        user_id: tablet.userId,
      }),
    );
  });

  // Values outside what the simulator draws at random (BP 120–150, pulse 60–90) name each report.
  it('taken “later” than the server’s clock is stored at the server’s time', async () => {
    await tablet.reportHealth({ taken_at: '2027-01-01T00:00:00Z', sys: 199 });
    await eventually(async () => expect((await stored()).map((r) => r.sys)).toContain(199));
    const later = (await stored()).find((r) => r.sys === 199)!;
    expect(Date.parse(later.timestamp)).toBe(clock().getTime());
  });

  it('is dropped with a warning, storing nothing, when out of range, not JSON or without a measurement', async () => {
    const before = { warnings: dropped(), rows: (await stored()).length };
    await tablet.publishRaw('health', JSON.stringify({ sys: 400, dia: 80 }));
    await tablet.publishRaw('health', 'not json');
    await tablet.publishRaw('health', JSON.stringify({ note: 'Felt dizzy', device: 'Omron M3' }));
    await eventually(() => expect(dropped()).toBe(before.warnings + 3));
    // A good report after them is stored: the bad ones were read, and are not waiting to be stored.
    await tablet.reportHealth({ bpm: 180 });
    await eventually(async () => expect((await stored()).map((r) => r.bpm)).toContain(180));
    expect(await stored()).toHaveLength(before.rows + 1);
  });
});
