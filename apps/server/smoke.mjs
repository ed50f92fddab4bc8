import { hash, verify, Algorithm } from '@node-rs/argon2';
import { PGlite } from '@electric-sql/pglite';
let t = Date.now();
const h = await hash('correct horse battery', {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
});
console.log('argon2', Date.now() - t, 'ms', await verify(h, 'correct horse battery'));
t = Date.now();
const db = new PGlite();
await db.waitReady;
console.log('pglite start', Date.now() - t);
console.log((await db.query('select version()')).rows[0]);
t = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const db2 = new PGlite({ loadDataDir: dump });
await db2.waitReady;
console.log('load', Date.now() - t);
