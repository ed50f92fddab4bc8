import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { keepDataDirPrivate } from './private-data-dir.js';

const umask = process.umask();
afterEach(() => {
  process.umask(umask); // other test files share this process
});
const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

it('closes what an earlier start left open to other accounts, and creates everything private after', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'acorn-private-'));
  const dataDir = path.join(root, 'data');
  await mkdir(path.join(dataDir, 'pgdata', 'base'), { recursive: true });
  await writeFile(path.join(dataDir, 'pgdata', 'base', '1259'), 'hashes');
  await writeFile(path.join(dataDir, 'pgdata', 'PG_VERSION'), '18');
  await chmod(path.join(dataDir, 'pgdata', 'base', '1259'), 0o666);
  await chmod(path.join(dataDir, 'pgdata', 'PG_VERSION'), 0o600); // already private: not counted
  await chmod(path.join(dataDir, 'pgdata', 'base'), 0o777);
  await chmod(path.join(dataDir, 'pgdata'), 0o755);
  await chmod(dataDir, 0o755);

  expect(await keepDataDirPrivate(dataDir)).toBe(4);
  expect(await modeOf(dataDir)).toBe(0o700);
  expect(await modeOf(path.join(dataDir, 'pgdata'))).toBe(0o700);
  expect(await modeOf(path.join(dataDir, 'pgdata', 'base'))).toBe(0o700);
  expect(await modeOf(path.join(dataDir, 'pgdata', 'base', '1259'))).toBe(0o600);
  expect(await keepDataDirPrivate(dataDir)).toBe(0);

  // Created after, with the modes the embedded database and the file store ask for.
  await writeFile(path.join(dataDir, 'pgdata', 'new'), 'x', { mode: 0o666 });
  await mkdir(path.join(dataDir, 'files'), { mode: 0o777 });
  expect(await modeOf(path.join(dataDir, 'pgdata', 'new'))).toBe(0o600);
  expect(await modeOf(path.join(dataDir, 'files'))).toBe(0o700);
  await rm(root, { recursive: true, force: true });
});

it('creates a missing data directory private', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'acorn-private-'));
  process.umask(0);
  await keepDataDirPrivate(path.join(root, 'new', 'data'));
  expect(await modeOf(path.join(root, 'new', 'data'))).toBe(0o700);
  await rm(root, { recursive: true, force: true });
});
