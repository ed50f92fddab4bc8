import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileStore, type FileStore } from '../../lib/file-store.js';

const stores = new WeakMap<FastifyInstance, FileStore>();

/** Menu PDFs under a data directory: `<data dir>/files/menus/<uuid>.pdf`. */
export const menuFileStore = (dataDir: string): FileStore =>
  fileStore(path.join(dataDir, 'files', 'menus'), 'pdf');

/** The menu PDFs of this server. */
export function menuFiles(app: FastifyInstance): FileStore {
  let store = stores.get(app);
  if (!store) {
    store = menuFileStore(app.config.dataDir);
    stores.set(app, store);
  }
  return store;
}
