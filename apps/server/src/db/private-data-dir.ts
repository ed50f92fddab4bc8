import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The data directory holds password hashes and residents' records: no other account on the machine may
 * read or change it. Everything this process creates from now on is private (umask 077: folders 0700,
 * files 0600; the embedded database's own chmods are held to that in its thread, pglite-worker.mjs), and
 * what an earlier start left open is closed. Answers how many entries were corrected, for the log.
 */
export async function keepDataDirPrivate(dataDir: string): Promise<number> {
  process.umask(0o077);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  return closeUp(dataDir);
}

async function closeUp(entry: string): Promise<number> {
  const stat = await lstat(entry);
  if (stat.isSymbolicLink()) return 0; // its target's mode is the target's business
  let corrected = 0;
  if ((stat.mode & 0o077) !== 0) {
    await chmod(entry, stat.mode & 0o700);
    corrected++;
  }
  if (stat.isDirectory())
    for (const name of await readdir(entry)) corrected += await closeUp(path.join(entry, name));
  return corrected;
}
