import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { databaseUrlFor } from '../test/pg-urls.js';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The built admin command (apps/server/dist/cli/admin.js) as an operator runs it, with `env` over the
 * proof's own (DATABASE_URL empty: the embedded database). Answers its exit code, output and duration.
 */
export function runAdmin(args: string[], env: Record<string, string>) {
  const started = performance.now();
  return new Promise<{ code: number; out: string; ms: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['apps/server/dist/cli/admin.js', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', INIT_CWD: root, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      resolve({ code: code ?? 1, out: out.trim(), ms: performance.now() - started }),
    );
  });
}

/** The same as runAdmin, failing with its output unless it succeeds. */
export async function admin(args: string[], env: Record<string, string>) {
  const result = await runAdmin(args, env);
  if (result.code !== 0) throw new Error(`admin ${args.join(' ')} exited ${result.code}:\n${result.out}`);
  return result;
}

/** Runs one statement (CREATE or DROP DATABASE) on the database `url` names, on a connection of its own. */
export async function onPgServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * New databases on the PostgreSQL server of `url` (created on the database it names, which is never
 * dropped), each with a unique name; `dropAll` removes them however the run ended.
 */
export function scratchDatabases(url: string) {
  const made: string[] = [];
  return {
    async create(label: string): Promise<string> {
      const name = `acorn_${label}_${randomBytes(5).toString('hex')}`;
      await onPgServer(url, `create database ${name}`);
      made.push(name);
      return databaseUrlFor(url, name);
    },
    async dropAll() {
      for (const name of made.splice(0))
        await onPgServer(url, `drop database if exists ${name} with (force)`);
    },
  };
}
