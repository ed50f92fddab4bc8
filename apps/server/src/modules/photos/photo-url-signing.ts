import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { text } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import type { FileBackend } from '../../lib/files/file-backend.js';

/** Where a tablet fetches a shared photo: a path on the portal's address, which the tablet enrols at. */
export const TABLET_PHOTO_PATH = '/v1/acorn/tablet-link/photos';

/** The key's name in the file store; a data directory's `files/photo-url.key` moves in there (move-in.ts). */
const KEY_NAME = 'photo-url.key';

/**
 * The key that signs photo addresses (docs/tablet-link.md, "photo"): 256 random bits made on first use and
 * kept in the file store with the photos (ADR 0046), so every API server signs and checks with the same
 * key; deleting it turns every address given out so far invalid, as rotating it should. When two servers
 * make one at once the store keeps the first (put never replaces a name), and both read that one back.
 */
async function loadKey(files: FileBackend): Promise<Buffer> {
  const read = async () => {
    const found = await files.open(KEY_NAME);
    return found && Buffer.from((await text(found.body)).trim(), 'base64url');
  };
  const held = await read();
  if (held) return held;
  await files.put(KEY_NAME, 'text/plain', Buffer.from(randomBytes(32).toString('base64url')));
  const made = await read();
  if (!made) throw new Error(`the file store did not keep ${KEY_NAME}`);
  return made;
}

const keys = new WeakMap<FastifyInstance, Promise<Buffer>>();
function keyOf(app: FastifyInstance): Promise<Buffer> {
  let key = keys.get(app);
  if (!key) {
    key = loadKey(app.files);
    // A failure (the store out of reach) is tried again at the next request rather than remembered.
    key.catch(() => keys.delete(app));
    keys.set(app, key);
  }
  return key;
}

interface Signed {
  photo_id: number;
  /** The tablet user it is for: another tablet's credential never matches. */
  user_id: number;
  /** Unix seconds. */
  expires: number;
}

const signatureOf = (key: Buffer, s: Signed) =>
  createHmac('sha256', key).update(`acorn-photo:${s.photo_id}:${s.user_id}:${s.expires}`).digest('base64url');

/** The address a tablet fetches a photo at until `expiresAt` (with its own credential as well). */
export async function signedPhotoUrl(
  app: FastifyInstance,
  photo: { photo_id: number; user_id: number },
  expiresAt: Date,
): Promise<{ url: string; url_expires_at: string }> {
  const expires = Math.ceil(expiresAt.getTime() / 1000);
  const signature = signatureOf(await keyOf(app), { ...photo, expires });
  return {
    url: `${TABLET_PHOTO_PATH}/${photo.photo_id}?expires=${expires}&signature=${signature}`,
    url_expires_at: new Date(expires * 1000).toISOString(),
  };
}

/** Whether the signature is this server's for that photo, tablet and time, and that time is still to come. */
export async function photoUrlValid(
  app: FastifyInstance,
  signed: Signed & { signature: string },
  now: Date,
): Promise<boolean> {
  if (signed.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(await keyOf(app), signed));
  const given = Buffer.from(signed.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
