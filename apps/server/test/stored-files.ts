import { asc, eq, like } from 'drizzle-orm';
import { storedFiles } from '../src/db/schema/index.js';
import type { Db } from '../src/db/types.js';
import type { Held } from './file-store-contract.js';

/** The names the database's file store holds under a folder (`menus`, `photos`…), without the folder. */
export async function storedNames(db: Db, folder: string): Promise<string[]> {
  const rows = await db
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .where(like(storedFiles.name, `${folder}/%`))
    .orderBy(asc(storedFiles.name));
  return rows.map((row) => row.name.slice(folder.length + 1));
}

/** Every file the database's file store holds, with its bytes. */
export const everyStoredFile = (db: Db) =>
  db.select({ name: storedFiles.name, bytes: storedFiles.bytes }).from(storedFiles);

/** The database's file store as a test sees it, by SQL. */
export const databaseHeld = (db: Db): Held => ({
  files: async () =>
    (await everyStoredFile(db)).map((file) => ({ name: file.name, bytes: Buffer.from(file.bytes) })),
  drop: async (name) => void (await db.delete(storedFiles).where(eq(storedFiles.name, name))),
});
