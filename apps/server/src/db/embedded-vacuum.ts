import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './types.js';

/** How often the embedded database is looked over (PostgreSQL's autovacuum_naptime is 1 minute too). */
export const EMBEDDED_VACUUM_EVERY_MS = 60_000;

/**
 * The tables that need VACUUM (ANALYZE), by PostgreSQL's own autovacuum defaults: dead rows over
 * 50 + 20 % of the live ones, rows inserted since the last vacuum over 1,000 + 20 %, changes since the last
 * analyze over 50 + 10 %, or a transaction id age over 150 million (vacuum_freeze_table_age, so
 * wraparound is never near). Most in need first.
 */
const NEEDING_VACUUM = sql`
  select s.relname as table_name
  from pg_stat_user_tables s
  join pg_class c on c.oid = s.relid
  where s.schemaname = 'public' and (
    s.n_dead_tup > 50 + 0.2 * s.n_live_tup
    or s.n_ins_since_vacuum > 1000 + 0.2 * s.n_live_tup
    or s.n_mod_since_analyze > 50 + 0.1 * s.n_live_tup
    or age(c.relfrozenxid) > 150000000)
  order by s.n_dead_tup + s.n_ins_since_vacuum + s.n_mod_since_analyze desc`;

/**
 * Autovacuum for the embedded database. PGlite is PostgreSQL in single-user mode, which has no background
 * workers, so nothing would ever vacuum it: updated tables would grow without end, the visibility map would
 * never let an index-only scan skip the heap, statistics would age, and transaction ids would in time run
 * towards wraparound. This looks every minute for what PostgreSQL's autovacuum would take on, and vacuums
 * it. A VACUUM holds the database's one thread while it runs (100,000 devices: about 0.3 s), which the
 * thresholds keep rare. A PostgreSQL server has its own autovacuum and does not use this.
 */
export function embeddedVacuum(db: Db, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<string[]> | null = null;

  async function pass(): Promise<string[]> {
    const result = await db.execute<{ table_name: string }>(NEEDING_VACUUM);
    const tables = result.rows.map((r) => r.table_name);
    for (const table of tables) {
      const started = Date.now();
      await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
      log.info({ table, ms: Date.now() - started }, 'embedded database: vacuumed');
    }
    return tables;
  }

  /** One pass now; answers the tables it vacuumed. A pass already under way is joined, not repeated. */
  function runOnce(): Promise<string[]> {
    running ??= pass().finally(() => (running = null));
    return running;
  }

  return {
    runOnce,
    start(everyMs = EMBEDDED_VACUUM_EVERY_MS) {
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => log.error({ err: error }, 'embedded database: vacuum failed'));
      }, everyMs);
      timer.unref();
    },
    /** Stops the timer and waits for a pass under way, so the database can close after it. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
