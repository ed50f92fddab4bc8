import type { NotificationKind } from '@acorn/domain/residents';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { callLogs, checkInLogs, messages } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { writeAudit } from '../../lib/audit.js';
import { groupScope, inScope } from '../../lib/group-scope.js';
import { notFound } from '../../lib/http-error.js';
import { markChatRead } from '../residents/chat-read.js';
import { openCallRequest } from './notification-sources.js';

interface Item {
  user_id: number;
  group_id: number;
}

/** The item in the caller's scope, of the kind it is said to be; another group's is not found. */
async function findItem(db: Db, kind: NotificationKind, id: number, scope: number | null): Promise<Item> {
  const table = { missed_check_in: checkInLogs, call_request: callLogs, message: messages }[kind];
  const kindOf = {
    missed_check_in: eq(checkInLogs.status, 'Failed'),
    call_request: eq(callLogs.status, 'requested'),
    message: eq(messages.direction, 'from_tablet'),
  }[kind];
  const [row] = await db
    .select({ user_id: table.user_id, group_id: table.group_id })
    .from(table)
    .where(and(eq(table.id, id), kindOf, inScope(table.group_id, scope)));
  if (!row) throw notFound();
  return row;
}

/** Clears one item, and what it stands for: a resident's older missed check-ins, older unread messages. */
async function clear(req: FastifyRequest, kind: NotificationKind, id: number, item: Item): Promise<void> {
  const { db } = req.server;
  const now = req.server.clock().toISOString();
  if (kind === 'message') {
    await markChatRead(db, req.server.tabletLink.events, item, id, req.server.clock());
  } else if (kind === 'call_request') {
    await db
      .update(callLogs)
      .set({ acknowledged_at: now })
      .where(and(eq(callLogs.id, id), openCallRequest));
  } else {
    await db
      .update(checkInLogs)
      .set({ acknowledged_at: now })
      .where(
        and(
          eq(checkInLogs.user_id, item.user_id),
          eq(checkInLogs.status, 'Failed'),
          isNull(checkInLogs.acknowledged_at),
          sql`(${checkInLogs.check_in_time}, ${checkInLogs.id}) <= (select check_in_time, id from ${checkInLogs} where id = ${id})`,
        ),
      );
  }
}

/**
 * A staff member opened a notification item: it is cleared for the whole group (every staff screen hears
 * it live) and the opening is audited. Opening an item already cleared changes nothing.
 */
export async function acknowledge(req: FastifyRequest, kind: NotificationKind, id: number): Promise<void> {
  const { db } = req.server;
  const item = await findItem(db, kind, id, groupScope(req.user!));
  await clear(req, kind, id, item);
  await writeAudit(db, req, {
    action: 'update',
    entity: 'notifications',
    entity_id: id,
    group_id: item.group_id,
    resident_id: item.user_id,
    changes: { acknowledged: kind },
  });
  req.server.tabletLink.events.emit({ type: 'acknowledged', ...item, kind, id });
}
