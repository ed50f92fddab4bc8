import fs from 'node:fs';
import path from 'node:path';

/** apps/server, found from wherever this code runs (src under tsx, dist when bundled). */
function serverRoot(): string {
  for (let dir = import.meta.dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'drizzle.config.ts'))) return dir;
  }
  throw new Error('Cannot find the server folder (apps/server).');
}

export const SERVER_ROOT = serverRoot();
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const WEB_DIST_DIR = path.resolve(SERVER_ROOT, '../web/dist');
export const TABLET_DIST_DIR = path.resolve(SERVER_ROOT, '../tablet/dist');
