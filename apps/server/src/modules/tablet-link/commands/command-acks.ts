import type { AckPayload } from '@acorn/domain/tablet-link';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../clock.js';
import { commands } from '../../../db/schema/index.js';
import type { Broadcaster } from './broadcasts.js';
import type { Db } from '../../../db/types.js';
import { batcher } from '../../../lib/batcher.js';
import type { LiveEvents } from '../live-events.js';
import { settleCommands } from './check-in-settlement.js';
import { storeInviteAnswers } from './invite-answers.js';
import { commandEvents, MOVES_FROM, type Finished } from './outcome-states.js';

/** A report as received: its command named by id or by broadcast. */
type Received = AckPayload & { user_id: number };
/** A report on one command. */
type Report = Omit<Received, 'command_id' | 'broadcast_id'> & { command_id: number };

/** A command's first acknowledgement: how long after its ask, and whether it went on a group's topic. */
export interface Receipt {
  seconds: number;
  viaGroupTopic: boolean;
}

/** Tablets' reports on their commands, applied in batches: one statement for each kind of report. */
export function commandAcks(deps: {
  db: Db;
  clock: Clock;
  events: LiveEvents;
  broadcasts: Pick<Broadcaster, 'materialised'>;
  onError: (error: unknown) => void;
  /** Told of the commands acknowledged for the first time (the metrics' ask → receipt). */
  onReceipts?: (receipts: readonly Receipt[]) => void;
}) {
  return batcher<Received>(
    async (received) => {
      const now = deps.clock().toISOString();
      const merged = lastWords(await byCommand(deps, received));
      for (const state of ['delivered', 'done', 'failed'] as const) {
        const some = merged.filter((r) => r.state === state);
        if (some.length) await applyReports(deps, state, some, now);
      }
    },
    { maxItems: 1000, maxDelayMs: 20, onError: deps.onError },
  );
}

/**
 * Each report on its command: one naming a broadcast (ADR 0041) is the tablet's command of that broadcast,
 * found once the broadcast's commands are written; one naming nothing of this tablet's is dropped.
 */
async function byCommand(
  { db, broadcasts }: { db: Db; broadcasts: Pick<Broadcaster, 'materialised'> },
  received: readonly Received[],
): Promise<Report[]> {
  const reports: Report[] = [];
  const viaBroadcast: (Received & { broadcast_id: number })[] = [];
  for (const { command_id, broadcast_id, ...r } of received) {
    if (command_id !== undefined) reports.push({ ...r, command_id });
    else viaBroadcast.push({ ...r, broadcast_id: broadcast_id! });
  }
  if (viaBroadcast.length === 0) return reports;
  await broadcasts.materialised(viaBroadcast.map((r) => r.broadcast_id));
  const keys = viaBroadcast.map((r) => ({ broadcast_id: r.broadcast_id, user_id: r.user_id }));
  const found = await db.execute<{ id: number | string; broadcast_id: number | string; user_id: number }>(sql`
    select c.id, c.broadcast_id, c.user_id from ${commands} c
    join jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as v(broadcast_id bigint, user_id int)
      on c.broadcast_id = v.broadcast_id and c.user_id = v.user_id`);
  const idOf = new Map(found.rows.map((f) => [`${f.broadcast_id}:${f.user_id}`, Number(f.id)]));
  for (const { broadcast_id, ...r } of viaBroadcast) {
    const command_id = idOf.get(`${broadcast_id}:${r.user_id}`);
    if (command_id !== undefined) reports.push({ ...r, command_id });
  }
  return reports;
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
  { db, events, onReceipts }: Pick<Parameters<typeof commandAcks>[0], 'db' | 'events' | 'onReceipts'>,
  state: AckPayload['state'],
  reports: readonly Report[],
  now: string,
) {
  const finished = state !== 'delivered';
  const rows = reports.map((r) => ({ id: r.command_id, user_id: r.user_id, detail: r.detail ?? null }));
  // Raw rows carry the bigint id as PostgreSQL's text. A delivered_at that is now was empty before: the
  // command's first acknowledgement, its receipt.
  type Moved = Omit<Finished, 'id'> & {
    id: number | string;
    receipt_seconds: number | null;
    grouped: boolean;
  };
  const result = await db.execute<Moved>(sql`
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
    returning c.id, c.user_id, c.group_id, c.action, c.state, c.broadcast_id is not null as grouped,
      case when c.delivered_at = ${now}::timestamptz
        then extract(epoch from c.delivered_at - c.created_at)::float8 end as receipt_seconds`);
  const moved = result.rows.map(({ receipt_seconds: _, grouped: __, ...r }) => ({ ...r, id: Number(r.id) }));
  onReceipts?.(
    result.rows
      .filter((r) => r.receipt_seconds !== null)
      .map((r) => ({ seconds: Math.max(0, Number(r.receipt_seconds)), viaGroupTopic: r.grouped })),
  );
  const checkIns = finished ? await settleCommands(db, moved, state === 'done', now) : [];
  const answers = state === 'done' ? await storeInviteAnswers(db, moved, reports, now) : [];
  events.emit(...commandEvents(moved), ...checkIns, ...answers);
}
