// The family photos' pictures, kept in the Cache API under an address of their own (never fetched from
// the network by that address: the service worker leaves it alone), so they show without a connection.
// The caches' names: src/cache-names.ts.

import { PHOTO_CACHE } from '../cache-names';

const keyOf = (photoId: number) => `/tablet/photos/${photoId}`;

const open = () => caches.open(PHOTO_CACHE);

export async function keepPhoto(photoId: number, picture: Blob): Promise<void> {
  await (
    await open()
  ).put(keyOf(photoId), new Response(picture, { headers: { 'content-type': picture.type } }));
}

/** The kept picture, or null (never kept, or the browser evicted it). */
export async function keptPhoto(photoId: number): Promise<Blob | null> {
  const found = await (await open()).match(keyOf(photoId));
  return found ? found.blob() : null;
}

export async function forgetPhoto(photoId: number): Promise<void> {
  await (await open()).delete(keyOf(photoId));
}
