import { eq } from 'drizzle-orm';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import {
  createTablets,
  eventually,
  externalBroker,
  externalBrokerConfig,
  listen,
  simulatedTablet,
} from '../../../test/tablets.js';
import { acornDevices, auditLog } from '../../db/schema/index.js';

// Issue 40: deleting a tablet's Devices record left its tablet credential working.
const { url: external, dynsec } = externalBroker;
const { app, db } = await createTestApp({
  config: { brokerHookSecret: 'hook-secret', ...externalBrokerConfig() },
});
const { groups, as } = await signedInStaff(app, db, { admin: { roles: [1], group: 'acorn' } });
const where = await listen(app, external);
const started: { drop(): void }[] = [];
afterAll(() => started.forEach((t) => t.drop()));

// The embedded broker and MQTT 3.1.1 say 'Bad username or password'; Mosquitto's dynamic security 'Not authorized'.
const REFUSED = /Bad username or password|Not authorized/i;
const tryConnect = async ({ username, password }: { username: string; password: string }) => {
  const client = await mqtt.connectAsync(where.mqttUrl, {
    username,
    password,
    clientId: username,
    reconnectPeriod: 0,
    connectTimeout: 5_000,
  });
  await client.endAsync();
};

async function enrolledTablet() {
  const [identity] = await createTablets(db, groups.maple, 1);
  const sim = simulatedTablet(identity!, where);
  started.push(sim);
  await sim.enrol();
  await sim.connect();
  const [record] = await db.select().from(acornDevices).where(eq(acornDevices.acorn_id, identity!.acorn_id));
  return { sim, record: record! };
}

const deleteDevice = (id: number) =>
  app.inject({ method: 'DELETE', url: `/v1/acorn/acorn-devices/${id}`, headers: as.admin });

// An external broker without dynamic security authenticates through the hooks (tablet-http-auth tests).
describe.skipIf(external && !dynsec)('deleting a Devices record', () => {
  it('revokes its tablet’s credential: the tablet is dropped and cannot connect again', async () => {
    const { sim, record } = await enrolledTablet();
    const credential = sim.credential!;
    expect((await deleteDevice(record.acorn_device_id)).statusCode).toBe(204);

    await eventually(() => expect(sim.client?.connected ?? false).toBe(false));
    await expect(tryConnect(credential)).rejects.toThrow(REFUSED);
    const audited = await db.select().from(auditLog).where(eq(auditLog.entity, 'tablet_credentials'));
    expect(audited.find((row) => row.action === 'delete')).toMatchObject({
      entity_id: String(sim.userId),
      actor_email: 'admin@staff.test',
      changes: { reason: 'device record deleted' },
    });
  });

  it('revokes it too when the last record of its Acorn ID is given another', async () => {
    const { sim, record } = await enrolledTablet();
    const credential = sim.credential!;
    const got = await app.inject({
      url: `/v1/acorn/acorn-devices/${record.acorn_device_id}`,
      headers: as.admin,
    });
    const res = await app.inject({
      method: 'PUT',
      url: `/v1/acorn/acorn-devices/${record.acorn_device_id}`,
      headers: as.admin,
      payload: { ...got.json<Record<string, unknown>>(), acorn_id: 'ACORN-MOVED-1' },
    });
    expect(res.statusCode, res.body).toBe(200);

    await eventually(() => expect(sim.client?.connected ?? false).toBe(false));
    await expect(tryConnect(credential)).rejects.toThrow(REFUSED);
    const audited = await db.select().from(auditLog).where(eq(auditLog.entity, 'tablet_credentials'));
    expect(
      audited.find((row) => row.action === 'delete' && row.entity_id === String(sim.userId)),
    ).toMatchObject({
      changes: { reason: 'device record given another Acorn ID' },
    });
  });

  it('keeps it while another record of the same Acorn ID remains (the tablet could enrol by that one)', async () => {
    const { sim, record } = await enrolledTablet();
    const { acorn_device_id: _id, ...copy } = record;
    await db.insert(acornDevices).values({ ...copy, serial_number: 'R9TSPARE0001' });
    expect((await deleteDevice(record.acorn_device_id)).statusCode).toBe(204);
    await sim.disconnect(); // so the check below may use its client id
    await tryConnect(sim.credential!);
  });
});
