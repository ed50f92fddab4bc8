import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The service worker's entry (src/service-worker.ts) and where it is written: /tablet/sw.js, scope /tablet/. */
export const SERVICE_WORKER_ENTRY = 'service-worker';
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Builds the service worker beside the app and writes into it the list of every file of this build (the
 * shell it keeps for offline) and a build id naming its cache, so each build's worker replaces the last and
 * drops the files no longer used. Replaces the placeholders `__PRECACHE__` and `__BUILD_ID__`.
 */
export function serviceWorker(): Plugin {
  let base = '/';
  let publicFiles: string[] = [];
  return {
    name: 'acorn:service-worker',
    apply: 'build',
    // After the HTML plugin, so index.html is in the bundle it lists.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      publicFiles = config.publicDir
        ? fs.readdirSync(config.publicDir, { recursive: true, encoding: 'utf8' })
        : [];
    },
    generateBundle(_options, bundle) {
      const worker = Object.values(bundle).find((f) => f.type === 'chunk' && f.name === SERVICE_WORKER_ENTRY);
      if (!worker || worker.type !== 'chunk') throw new Error('service worker entry missing from the build');
      const files = [...Object.keys(bundle), ...publicFiles]
        .filter((file) => file !== worker.fileName && !file.endsWith('.map'))
        .sort()
        .map((file) => path.posix.join(base, file));
      const id = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      worker.code = worker.code
        .replace('__PRECACHE__', JSON.stringify(files))
        .replace('__BUILD_ID__', JSON.stringify(id));
    },
  };
}
