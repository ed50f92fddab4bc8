import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types.js';

/** The figures read from the database at a scrape: every instance answers the same, from the shared rows. */
export interface FleetFigures {
  /** The outbox: commands stored and not yet published (queued), or published and not acknowledged (sent). */
  outbox: { queued: number; sent: number };
  /** Broadcasts asked whose per-tablet commands are not written yet (ADR 0041). */
  broadcastsUnwritten: number;
  tabletsConnected: number;
  /** Residents whose latest check-in waits for an answer, and whose latest one failed. */
  checkIns: { pending: number; failed: number };
  /** Failed check-ins nobody on the staff has opened yet (the header's missed check-ins). */
  missedCheckIns: number;
  calls: { ringing: number; answered: number };
}

type Row = { [K in keyof typeof FIGURES]: number | string };

/**
 * One statement, each figure a count of its own. All but tablets_connected are served by a partial or
 * leading index (the outbox's expiry index, the unwritten broadcasts', the residents' check-in state
 * index, the missed check-ins', the one-live-call-per-resident index), so their cost follows what is open,
 * not the history (each `state in (…)` is its partial index's own condition, so the planner takes it). tablets_connected counts the fleet's rows (one per tablet user; ADR 0045).
 */
const FIGURES = {
  queued: sql`(select count(*) from commands where state in ('queued', 'sent') and state = 'queued')`,
  sent: sql`(select count(*) from commands where state in ('queued', 'sent') and state = 'sent')`,
  broadcasts_unwritten: sql`(select count(*) from broadcasts where materialised_at is null)`,
  tablets_connected: sql`(select count(*) from acorn_users where is_connected)`,
  check_ins_pending: sql`(select count(*) from acorn_users where user_type = 2 and is_online = 1)`,
  check_ins_failed: sql`(select count(*) from acorn_users where user_type = 2 and is_online = 2)`,
  missed_check_ins: sql`(select count(*) from check_in_logs where status = 'Failed' and acknowledged_at is null)`,
  ringing: sql`(select count(*) from calls where state in ('ringing', 'answered') and state = 'ringing')`,
  answered: sql`(select count(*) from calls where state in ('ringing', 'answered') and state = 'answered')`,
};

export const fleetFiguresQuery = sql.join(
  [
    sql`select`,
    sql.join(
      Object.entries(FIGURES).map(([name, count]) => sql`${count} as ${sql.raw(name)}`),
      sql`, `,
    ),
  ],
  sql` `,
);

export async function readFleetFigures(db: Db): Promise<FleetFigures> {
  const { rows } = await db.execute<Row>(fleetFiguresQuery);
  const n = (name: keyof Row) => Number(rows[0]?.[name] ?? 0);
  return {
    outbox: { queued: n('queued'), sent: n('sent') },
    broadcastsUnwritten: n('broadcasts_unwritten'),
    tabletsConnected: n('tablets_connected'),
    checkIns: { pending: n('check_ins_pending'), failed: n('check_ins_failed') },
    missedCheckIns: n('missed_check_ins'),
    calls: { ringing: n('ringing'), answered: n('answered') },
  };
}
