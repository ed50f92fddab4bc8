import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Where a tablet fetches a shared photo: a path on the portal's address, which the tablet enrols at. */
export const TABLET_PHOTO_PATH = '/v1/acorn/tablet-link/photos';

/**
 * The key that signs photo addresses (docs/tablet-link.md, "photo"): 256 random bits made on first use and
 * kept in `<data dir>/files/photo-url.key` (0600). The files folder is what several API servers must share
 * anyway (docs/operations.md), so every instance signs and checks with the same key; deleting the file
 * turns every address given out so far invalid, as rotating it should.
 */
async function loadKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, 'files', 'photo-url.key');
  const read = async () => Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written whole under a name of its own, then linked into place: when two servers start at once, the
  // first link wins and both read the winner's key.
  const partial = `${file}.${randomUUID()}.part`;
  await writeFile(partial, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  try {
    await link(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(partial, { force: true });
  }
  return read();
}

const keys = new WeakMap<FastifyInstance, Promise<Buffer>>();
function keyOf(app: FastifyInstance): Promise<Buffer> {
  let key = keys.get(app);
  if (!key) {
    key = loadKey(app.config.dataDir);
    // A failure (a full disk) is tried again at the next request rather than remembered.
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
