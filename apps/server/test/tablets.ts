import { SimulatedTablet, type TabletBehaviour, type TabletIdentity } from '@acorn/tablet-sim';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../src/config.js';
import { acornDevices, acornUsers, groups, tabletCredentials } from '../src/db/schema/index.js';
import type { Db } from '../src/db/types.js';
import { hashToken } from '../src/lib/tokens.js';
import { publicBrokerUrl } from '../src/modules/tablet-link/broker/start-broker.js';

export const TEST_ENROLMENT_SECRET = 'test-enrolment-secret';

/**
 * TEST_MQTT_URL runs a tablet-link test file through an external broker (the machine's Mosquitto in CI),
 * in a topic namespace of the file's own; TEST_MQTT_DYNSEC says that broker is Mosquitto with its
 * dynamic-security plugin, which then authenticates and authorises the tablets itself.
 */
export const externalBroker = {
  url: process.env.TEST_MQTT_URL,
  dynsec: process.env.TEST_MQTT_DYNSEC === 'true',
};

/** The test app's config for that broker, or nothing for the embedded one. */
export function externalBrokerConfig(): Partial<Config> {
  const { url, dynsec } = externalBroker;
  return url ? { mqttUrl: url, mqttNamespace: `test-${randomUUID()}`, mqttDynsec: dynsec } : {};
}
let serial = 0;

/** Tablet users of a group with their device records, the group given the test enrolment secret. */
export async function createTablets(
  db: Db,
  group_id: number,
  count: number,
  user: Partial<typeof acornUsers.$inferInsert> = {},
): Promise<(TabletIdentity & { user_id: number })[]> {
  await db
    .update(groups)
    .set({ enrolment_secret_hash: hashToken(TEST_ENROLMENT_SECRET) })
    .where(eq(groups.group_id, group_id));
  const made = [];
  for (let i = 0; i < count; i++) {
    serial += 1;
    const acorn_id = `ACN-T${String(serial).padStart(5, '0')}-${group_id}`;
    const serial_number = `R9TSIM${String(serial).padStart(6, '0')}`;
    const [row] = await db
      .insert(acornUsers)
      .values({ user_type: 2, group_id, acorn_id, firstname: `Resident ${serial}`, surname: 'Test', ...user })
      .returning({ user_id: acornUsers.user_id });
    await db.insert(acornDevices).values({ acorn_id, serial_number, group_id, status: 'Assigned' });
    made.push({ user_id: row!.user_id, acorn_id, serial_number });
  }
  return made;
}

/**
 * Listens on a free port and answers how simulated tablets reach it: the external broker when there is
 * one, else the embedded one's MQTT over WebSocket at /mqtt.
 */
export async function listen(app: FastifyInstance, externalBroker?: string) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // Tablets connect with their own credentials, never the API's (an external broker's URL may carry those).
  return {
    server: address,
    mqttUrl: externalBroker ? publicBrokerUrl(externalBroker) : `${address.replace(/^http/, 'ws')}/mqtt`,
  };
}

export function simulatedTablet(
  identity: TabletIdentity,
  where: { server: string; mqttUrl: string },
  behaviour: Partial<TabletBehaviour> = {},
): SimulatedTablet {
  return new SimulatedTablet(identity, { ...where, enrolmentSecret: TEST_ENROLMENT_SECRET, behaviour });
}

/** Retries an assertion until it passes or the time is up (the link is asynchronous by nature). */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

/** The tablet registers an FCM token with its metrics, as the Android app does; resolves once it is stored. */
export async function registerFcmToken(db: Db, sim: SimulatedTablet, token: string): Promise<void> {
  await sim.reportMetrics({ ...sim.metrics(), fcm_token: token });
  await eventually(async () => {
    const [row] = await db.select().from(tabletCredentials).where(eq(tabletCredentials.user_id, sim.userId));
    if (row?.fcm_token !== token) throw new Error(`FCM token of tablet ${sim.userId} not stored yet`);
  });
}
