import fs from 'node:fs';

/** Why an embedded database could not be opened: another live process holds it. */
export class DataDirLocked extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: number,
  ) {
    super(
      [
        `The embedded database beside ${lockFile} is in use by process ${holder} (a running Acorn server?).`,
        'Stop it first: two processes writing one embedded database lose each other’s writes.',
        '(With DATABASE_URL, a PostgreSQL server, the admin command may run beside the servers.)',
      ].join('\n'),
    );
    this.name = 'DataDirLocked';
  }
}

/** Whether a process of this id is running (ours is not holding a lock it has not taken: a reused id). */
function alive(pid: number): boolean {
  if (pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another account.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The id a lock holds (0 for one that says none), or null when there is no lock. */
function holderOf(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) ? pid : 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Removes a lock whose holder is gone. Moved aside first, then read again: if another process broke it and
 * took the lock in between, what was moved is theirs, and it goes back.
 */
function breakStale(lockFile: string, stale: number | null) {
  const aside = `${lockFile}.stale.${process.pid}`;
  try {
    fs.renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (holderOf(aside) !== stale) fs.linkSync(aside, lockFile);
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/**
 * Takes the embedded database's lock: a file created only if absent, holding this process's id. PGlite
 * opens a data directory whoever else has it open, so the server and the admin command both take this
 * first (issue 40: a user the command created beside a running server was lost). A lock whose process
 * is gone (killed with -9, the machine restarted) is stale and taken over. Answers its release.
 */
export function lockDataDir(lockFile: string): () => void {
  // Written whole first, then linked in place (which fails if the lock exists): nobody reads it half-written.
  const mine = `${lockFile}.${process.pid}`;
  fs.writeFileSync(mine, `${process.pid}\n`, { mode: 0o600 });
  try {
    for (;;) {
      try {
        fs.linkSync(mine, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = holderOf(lockFile);
      if (holder !== null && alive(holder)) throw new DataDirLocked(lockFile, holder);
      breakStale(lockFile, holder);
    }
  } finally {
    fs.rmSync(mine, { force: true });
  }
  const release = () => {
    process.off('exit', release);
    // Only our own: a lock taken over after ours went stale is the new holder's.
    if (holderOf(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
  // Removed on a normal exit as well as on close; a crash leaves it stale, which the next start sees.
  process.on('exit', release);
  return release;
}

/** For a command's start: a locked database is said plainly and ends the process (exit code 1). */
export function exitIfLocked(error: unknown): never {
  if (!(error instanceof DataDirLocked)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
