import { CONTENT_CACHE, PHOTO_CACHE } from '../cache-names';

/** Forgets what the resident's data left in caches: a reset of photos, or of everything. */
export async function clearCaches(which: 'photos' | 'all'): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PHOTO_CACHE);
  if (which === 'all') await caches.delete(CONTENT_CACHE);
}
