import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { ensureReferenceData } from '../src/db/bootstrap.js';
import { openBenchDatabase } from './bench-database.js';
import { createBenchStaff, signInAt } from './bench-staff.js';
import { seedResidents } from './residents-seed.js';

const database = await openBenchDatabase();
const { db } = database;
await ensureReferenceData(db);
const seeded = await seedResidents(db, Number(process.env.R ?? 1000), Number(process.env.L ?? 50000));
import('pino').then(()=>0);
const { embeddedVacuum } = await import('../src/db/embedded-vacuum.js');
const pino = (await import('pino')).default;
await embeddedVacuum(db, pino({ level: 'silent' })).runOnce();
await db.execute(sql`analyze`);
await createBenchStaff(db, [{ email: 'a@b.test', role: 1, group_id: 1 }, { email: 'm@b.test', role: 2, group_id: seeded.groupIds[0]! }]);
const app = await buildApp({ db, config: { ...readConfig({}), webDir: undefined, mqttPort: null } });
const served: number[] = [];
app.addHook('onResponse', async (_q, reply) => { served.push(reply.elapsedTime); });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const as = { admin: await signInAt(address, 'a@b.test'), manager: await signInAt(address, 'm@b.test') };
const [r1] = await seeded.residentsOf(seeded.groupIds[0]!);
for (const [who, path] of [
  ['admin', '/me'],
  ['admin', '/residents'], ['admin', '/residents?check_in=1,2'], ['admin', '/residents?q=mary%20b'], ['admin', '/residents?sort=check_in&order=desc&page=100'],
  ['manager', '/residents'], ['manager', `/residents/${r1}/check-ins`], ['manager', `/residents/${r1}/messages`], ['manager', `/residents/${r1}/medical`],
  ['admin', '/notifications/count'], ['admin', '/notifications/items'],
] as const) {
  const times: number[] = [];
  for (let i = 0; i < 8; i++) {
    const t0 = performance.now();
    const res = await fetch(`${address}/v1/acorn${path}`, { headers: { authorization: as[who] } });
    await res.text();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const server = served.splice(0).sort((a, b) => a - b);
  console.log(who, path, 'client', times[3]!.toFixed(1), times[7]!.toFixed(1), 'server', server[3]!.toFixed(1), server[7]!.toFixed(1));
}
for (const q of (process.env.EXPLAIN ?? '').split(';').filter(Boolean)) {
  const r = await db.execute(sql.raw(`explain analyze ${q}`));
  console.log(r.rows.map((x) => Object.values(x)[0]).join('\n'));
}
await app.close();
await database.dispose();
process.exit(0);
