import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { snapshotOf } from './snapshot-source.js';
import { listTables, sumTable } from './tables.js';

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within a minute: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

it('reads a served embedded database from a copy of its files, while the database goes on answering writes', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'acorn-snapshot-'));
  const pgdata = path.join(dir, 'pgdata');
  const database = await openDatabase({ dataDir: pgdata });
  try {
    await database.migrate();
    let written = 0;
    let stopping = false;
    const writer = (async () => {
      while (!stopping) {
        await database.db.execute(sql`insert into audit_log (action, entity) values ('create', 'probe')`);
        written++;
      }
    })();
    await until(() => written >= 5, 'the first writes');
    const before = written;
    const { rows, writtenMeanwhile, atStart } = await snapshotOf(database, pgdata).read(async (query) => {
      const atStart = written;
      // A transaction on the serving engine would hold these back until it ended: here they go on.
      await until(() => written >= atStart + 5, 'writes while the snapshot is open');
      const auditLog = (await listTables(query)).find((t) => t.name === 'audit_log')!;
      return { rows: (await sumTable(query, auditLog)).rows, writtenMeanwhile: written - atStart, atStart };
    });
    stopping = true;
    await writer;
    expect(writtenMeanwhile).toBeGreaterThanOrEqual(5);
    // The moment of the copy: after the writes before it was asked for, before the snapshot was read.
    expect(rows).toBeGreaterThanOrEqual(before);
    expect(rows).toBeLessThanOrEqual(atStart);
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}, 120_000);
