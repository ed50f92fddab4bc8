import path from 'node:path';
import { buildApp } from './app.js';
import { serveAdminSocket } from './backup/admin-socket.js';
import { backupService } from './backup/backup-service.js';
import { scheduleBackups } from './backup/schedule.js';
import { readConfigOrExit } from './config.js';
import { prepareDatabase } from './setup/bootstrap.js';
import { openDatabase } from './db/client.js';
import { exitIfLocked } from './db/data-dir-lock.js';
import { embeddedVacuum } from './db/embedded-vacuum.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, productionRefusal } from './setup/demo-accounts.js';
import { exitIfNewer } from './db/newer-database.js';
import { keepDataDirPrivate } from './db/private-data-dir.js';
import { createLogger } from './lib/logger.js';
import { TABLET_DIST_DIR, WEB_DIST_DIR } from './paths.js';
import { filesOf } from './lib/files/files-of.js';
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
const database = await openDatabase(where).catch(exitIfLocked);
const files = filesOf(config, database.db);
await prepareDatabase(database, {
  production: config.production,
  log,
  menuFiles: menuFileStore(files),
}).catch(exitIfNewer);
const refusal = config.production ? await productionRefusal(database.db) : null;
if (refusal) {
  console.error(`\n${refusal}\n`);
  await database.close();
  process.exit(1);
}
// PGlite has no autovacuum of its own (single-user PostgreSQL): the server does it.
const vacuum = database.kind === 'pglite' ? embeddedVacuum(database.db, log) : null;
vacuum?.start();
const backups = backupService({
  database,
  dataDir: config.dataDir,
  files,
  embedded: !config.databaseUrl,
  log,
});
// Only the embedded database needs it (the admin command reads a PostgreSQL server itself), and only there
// is the data directory this process's alone: servers sharing one files volume would replace each other's.
const adminSocket = config.databaseUrl
  ? null
  : await serveAdminSocket(config.dataDir, backups, log).catch((error: Error) => {
      // Not a reason to stop serving: without it the admin command cannot back up this running server.
      log.warn(`admin socket not served (${error.message}): backups of this server are scheduled ones only`);
      return null;
    });
const schedule = config.backups
  ? scheduleBackups(backups, { ...config.backups, intervalMs: config.backups.intervalMinutes * 60_000 }, log)
  : null;
const app = await buildApp({
  db: database.db,
  files,
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
  await schedule?.stop();
  await adminSocket?.close();
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
