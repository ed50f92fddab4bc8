import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { commands } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { batcher } from '../../../lib/batcher.js';
import { commandEvent, type LiveEvents } from '../live-events.js';
import type { StoredCommand } from './store-commands.js';

/**
 * How long after the broker confirmed its publish a command is marked sent, unless the tablet's
 * acknowledgement came first. A tablet that is online answers within moments, so most commands go from
 * queued straight to delivered or done, and a broadcast is not written twice while its tablets receive
 * it: at 10,000 tablets the sent update was the largest statement of the fan-out (0.3–0.9 s of the
 * database's time, competing with the delivery on a small machine). Nothing depends on sent but the
 * record: redelivery, expiry and the portal treat queued and sent alike.
 */
export const SENT_MARK_DELAY_MS = 2_000;

/** A publish the broker confirmed, and when. */
interface SentMark {
  row: StoredCommand;
  at: string;
}

/** Confirmed publishes (with when), marked sent together SENT_MARK_DELAY_MS later where still queued. */
export function sentMarks(deps: { db: Db; events: LiveEvents; log: FastifyBaseLogger }) {
  return batcher<SentMark>((confirmed) => markSent(deps.db, deps.events, confirmed), {
    maxItems: 50_000,
    maxDelayMs: SENT_MARK_DELAY_MS,
    onError: (error) => deps.log.error({ err: error }, 'tablet link: sent states not stored'),
  });
}

async function markSent(db: Db, events: LiveEvents, confirmed: SentMark[]): Promise<void> {
  // Only what is still queued: an acknowledged (or expired) command has moved on.
  const marked = await db.execute<{ id: number | string }>(sql`
    update ${commands} c set state = 'sent', sent_at = v.at
    from jsonb_to_recordset(${JSON.stringify(confirmed.map((c) => ({ id: c.row.id, at: c.at })))}::jsonb)
      as v(id bigint, at timestamptz)
    where c.id = v.id and c.state = 'queued'
    returning c.id`);
  const nowSent = new Set(marked.rows.map((m) => Number(m.id)));
  events.emit(
    ...confirmed.filter(({ row }) => nowSent.has(row.id)).map(({ row }) => commandEvent(row, 'sent')),
  );
}
