import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { connectReported, report, tabletJobsOf } from '../../../test/tablet-jobs.js';
import { createTablets, listen, simulatedTablet } from '../../../test/tablets.js';
import { createTestApp } from '../../../test/test-app.js';

// Two API instances on one database and one external broker (CI's external-broker run sets TEST_MQTT_URL;
// the embedded broker is one process by design): each report reaches one instance, every instance sweeps.
const external = process.env.TEST_MQTT_URL;

describe.skipIf(!external)('two API instances on one broker', async () => {
  const shared = {
    mqttUrl: external!,
    mqttNamespace: `jobs-${randomUUID()}`,
    mqttDynsec: process.env.TEST_MQTT_DYNSEC === 'true',
  };
  const { app: a, db, clock, sibling } = await createTestApp({ config: shared });
  const b = await sibling(shared);
  const { groups } = await signedInStaff(a, db, { manager: { roles: [2], group: 'maple' } });
  const atA = await listen(a, external);

  it('open exactly one job for a battery low over the hour, racing reports and both sweeps', async () => {
    const [identity] = await createTablets(db, groups.maple, 1);
    const tablet = simulatedTablet(identity!, atA);
    await tablet.enrol();
    await connectReported(a, tablet);
    await report(a, tablet, { battery: 10 });
    clock.advance(61 * 60_000);
    const sweeps = () => [a.tabletJobs.sweep(), b.tabletJobs.sweep()];
    await Promise.all([report(a, tablet, { battery: 10 }), ...sweeps()]);
    await Promise.all([report(a, tablet, { battery: 9 }), ...sweeps(), ...sweeps()]);
    const jobs = await tabletJobsOf(db, tablet.userId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ tablet_condition: 'battery', status: 'Pending' });
    tablet.drop();
  });
});
