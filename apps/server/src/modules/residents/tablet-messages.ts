import type { tabletMessagePayloadSchema } from '@acorn/domain/tablet-link';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { acornUsers, callLogs, messages } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { InboundDeps } from '../tablet-link/inbound/inbound-deps.js';

type TabletMessage = z.infer<typeof tabletMessagePayloadSchema>;

/**
 * A resident's message or call request from their tablet: kept in its history, and told to the portal. A
 * call request asked just now rings the care home's staff as a call instead; its log entry is written
 * when that call ends (a request again if nobody answered).
 */
export function tabletMessages({
  db,
  clock,
  events,
  ringStaff,
}: Pick<InboundDeps, 'db' | 'clock' | 'events'> & {
  /** Rings the care home's staff for a call request asked just now (calls); null when it came too late. */
  ringStaff: (userId: number, askedAt: string | undefined) => Promise<object | null>;
}) {
  return async (userId: number, body: TabletMessage) => {
    if (body.kind === 'call_request' && (await ringStaff(userId, body.asked_at))) return;
    const group_id = await groupOf(db, userId);
    if (group_id === null) return;
    const now = clock().toISOString();
    if (body.kind === 'message') {
      await db.insert(messages).values({
        user_id: userId,
        group_id,
        direction: 'from_tablet',
        body: body.body,
        created_at: now,
      });
    } else {
      await db.insert(callLogs).values({
        user_id: userId,
        group_id,
        name: body.name ?? 'Call request',
        date: now,
        status: 'requested',
      });
    }
    events.emit({ type: 'message', group_id, user_id: userId, kind: body.kind });
  };
}

/** The tablet's user's group, if the user still exists. */
async function groupOf(db: Db, userId: number): Promise<number | null> {
  const [user] = await db
    .select({ group_id: acornUsers.group_id })
    .from(acornUsers)
    .where(eq(acornUsers.user_id, userId));
  return user?.group_id ?? null;
}
