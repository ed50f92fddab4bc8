import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileStore, type FileStore } from '../../lib/file-store.js';

const stores = new WeakMap<FastifyInstance, FileStore>();

/** The menu PDFs of this server: `<data dir>/files/menus/<uuid>.pdf`. */
export function menuFiles(app: FastifyInstance): FileStore {
  let store = stores.get(app);
  if (!store) {
    store = fileStore(path.join(app.config.dataDir, 'files', 'menus'), 'pdf');
    stores.set(app, store);
  }
  return store;
}
