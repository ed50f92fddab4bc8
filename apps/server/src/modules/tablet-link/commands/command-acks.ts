import type { AckPayload } from '@acorn/domain';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../clock.js';
import { commands } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { batcher } from '../../../lib/batcher.js';
import type { LiveEvents } from '../live-events.js';
import { settleCommands } from './check-in-settlement.js';
import { storeInviteAnswers } from './invite-answers.js';
import { commandEvents, MOVES_FROM, type Finished } from './outcome-states.js';

type Report = AckPayload & { user_id: number };

/** Tablets' reports on their commands, applied in batches: one statement for each kind of report. */
export function commandAcks(deps: {
  db: Db;
  clock: Clock;
  events: LiveEvents;
  onError: (error: unknown) => void;
}) {
  return batcher<Report>(
    async (reports) => {
      const now = deps.clock().toISOString();
      const merged = lastWords(reports);
      for (const state of ['delivered', 'done', 'failed'] as const) {
        const some = merged.filter((r) => r.state === state);
        if (some.length) await applyReports(deps, state, some, now);
      }
    },
    { maxItems: 1000, maxDelayMs: 20, onError: deps.onError },
  );
}

/**
 * A command delivered and done within one batch needs only its last word (done sets delivered_at too):
 * half the writes when a fleet answers a message at once. The outcome is kept whole, with an invitation's
 * answer.
 */
function lastWords(reports: readonly Report[]): Report[] {
  const last = new Map<number, Report>();
  for (const r of reports) {
    const earlier = last.get(r.command_id);
    if (!earlier || earlier.state === 'delivered') last.set(r.command_id, r);
  }
  return [...last.values()];
}

/** Applies one kind of report to many commands in one statement. */
async function applyReports(
  { db, events }: { db: Db; events: LiveEvents },
  state: AckPayload['state'],
  reports: readonly Report[],
  now: string,
) {
  const finished = state !== 'delivered';
  const rows = reports.map((r) => ({ id: r.command_id, user_id: r.user_id, detail: r.detail ?? null }));
  // Raw rows carry the bigint id as PostgreSQL's text.
  const result = await db.execute<Omit<Finished, 'id'> & { id: number | string }>(sql`
    update ${commands} c set
      state = ${state},
      delivered_at = coalesce(c.delivered_at, ${now}),
      finished_at = ${finished ? now : sql`c.finished_at`},
      detail = ${finished ? sql`v.detail` : sql`c.detail`}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, user_id int, detail text)
    where c.id = v.id and c.user_id = v.user_id
      and c.state in (${sql.join(
        MOVES_FROM[state].map((s) => sql`${s}`),
        sql`, `,
      )})
    returning c.id, c.user_id, c.group_id, c.action, c.state`);
  const moved = result.rows.map((r) => ({ ...r, id: Number(r.id) }));
  const checkIns = finished ? await settleCommands(db, moved, state === 'done', now) : [];
  const answers = state === 'done' ? await storeInviteAnswers(db, moved, reports, now) : [];
  events.emit(...commandEvents(moved), ...checkIns, ...answers);
}
