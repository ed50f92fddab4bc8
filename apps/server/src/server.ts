import path from 'node:path';
import { buildApp } from './app.js';
import { readConfigOrExit } from './config.js';
import { prepareDatabase } from './db/bootstrap.js';
import { openDatabase } from './db/client.js';
import { embeddedVacuum } from './db/embedded-vacuum.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, productionRefusal } from './db/demo-accounts.js';
import { keepDataDirPrivate } from './db/private-data-dir.js';
import { createLogger } from './lib/logger.js';
import { TABLET_DIST_DIR, WEB_DIST_DIR } from './lib/paths.js';
import { menuFileStore } from './modules/menus/menu-files.js';

const config = readConfigOrExit();
const log = createLogger(process.env.LOG_LEVEL ?? 'info');
const opened = await keepDataDirPrivate(config.dataDir);
if (opened > 0)
  log.warn(
    `data directory ${config.dataDir}: ${opened} files and folders other accounts could read or write are private now (folders 0700, files 0600)`,
  );
const dataDir = path.join(config.dataDir, 'pgdata');
const where = config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir };
const database = await openDatabase(where);
await prepareDatabase(database, {
  production: config.production,
  log,
  menuFiles: menuFileStore(config.dataDir),
});
const refusal = config.production ? await productionRefusal(database.db) : null;
if (refusal) {
  console.error(`\n${refusal}\n`);
  await database.close();
  process.exit(1);
}
// PGlite has no autovacuum of its own (single-user PostgreSQL): the server does it.
const vacuum = database.kind === 'pglite' ? embeddedVacuum(database.db, log) : null;
vacuum?.start();
const app = await buildApp({
  db: database.db,
  config: {
    ...config,
    webDir: config.webDir ?? WEB_DIST_DIR,
    tabletDir: config.tabletDir ?? TABLET_DIST_DIR,
  },
  logger: log,
});

async function shutdown(signal: string) {
  log.info(`${signal}: closing`);
  await app.close();
  await vacuum?.stop();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const lines = [
  '',
  `Acorn Portal is running at http://localhost:${config.port}  (API docs: /docs)`,
  `Database: ${database.kind === 'pglite' ? `embedded, in ${dataDir}` : 'PostgreSQL server'}`,
];
if (!config.production) {
  lines.push(`Demo accounts (demo only), password '${DEMO_PASSWORD}':`);
  for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.email.padEnd(24)} role ${a.role}  ${a.note}`);
}
console.log(lines.join('\n') + '\n');
