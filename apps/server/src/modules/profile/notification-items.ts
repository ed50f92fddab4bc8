import type { NotificationItem, NotificationItems, NotificationKind } from '@acorn/domain';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { acornUsers, callLogs, checkInLogs, messages } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import {
  concerning,
  missedCheckIn,
  openCallRequest,
  unreadMessage,
  type Concern,
} from './notification-sources.js';

/** Each list's length in the popover; the badge's counts say how many there are in all. */
const LIST_LENGTH = 20;
/** A message's first words in the popover. */
const PREVIEW_CHARS = 60;

interface Source {
  kind: NotificationKind;
  table: typeof checkInLogs | typeof callLogs | typeof messages;
  id: AnyPgColumn;
  at: AnyPgColumn;
  text: SQL<string | null>;
  where: SQL;
}

const SOURCES = {
  missed_check_ins: {
    kind: 'missed_check_in',
    table: checkInLogs,
    id: checkInLogs.id,
    at: checkInLogs.check_in_time,
    text: sql<null>`null`,
    where: missedCheckIn,
  },
  call_requests: {
    kind: 'call_request',
    table: callLogs,
    id: callLogs.id,
    at: callLogs.date,
    text: sql<string | null>`${callLogs.note}`,
    where: openCallRequest,
  },
  messages: {
    kind: 'message',
    table: messages,
    id: messages.id,
    at: messages.created_at,
    text: sql<string>`left(${messages.body}, ${PREVIEW_CHARS})`,
    where: unreadMessage,
  },
} satisfies Record<keyof NotificationItems, Source>;

/** One list of the popover: newest first, with the resident's name. */
async function itemsOf(db: Db, source: Source, concern: Concern): Promise<NotificationItem[]> {
  const rows = await db
    .select({
      id: source.id,
      user_id: source.table.user_id,
      at: source.at,
      text: source.text,
      firstname: acornUsers.firstname,
      surname: acornUsers.surname,
    })
    .from(source.table)
    .innerJoin(acornUsers, eq(acornUsers.user_id, source.table.user_id))
    .where(and(source.where, concerning(source.table, concern)))
    .orderBy(desc(source.at), desc(source.id))
    .limit(LIST_LENGTH);
  return rows.map((r) => ({
    kind: source.kind,
    id: Number(r.id),
    user_id: r.user_id,
    resident_name: [r.firstname, r.surname].filter(Boolean).join(' '),
    at: new Date(r.at as string).toISOString(),
    text: r.text ?? null,
  }));
}

/**
 * The header popover's three lists. Staff: their scope's. A family member: their own residents' missed
 * check-ins only (calls and messages are between the resident and staff).
 */
export async function notificationItems(db: Db, concern: Concern): Promise<NotificationItems> {
  const family = 'familyOf' in concern;
  const [missed_check_ins, call_requests, messageItems] = await Promise.all([
    itemsOf(db, SOURCES.missed_check_ins, concern),
    family ? [] : itemsOf(db, SOURCES.call_requests, concern),
    family ? [] : itemsOf(db, SOURCES.messages, concern),
  ]);
  return { missed_check_ins, call_requests, messages: messageItems };
}
