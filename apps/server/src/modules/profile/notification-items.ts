import type { NotificationItems, NotificationKind } from '@acorn/domain/residents';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { acornUsers, callLogs, checkInLogs, messages } from '../../db/schema/index.js';
import { firstField } from '../../db/first-field.js';
import type { Db } from '../../db/types.js';
import { isoSql } from '../../lib/iso-sql.js';
import { auditResidentsRead } from '../residents/resident-audit.js';
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

/** One list of the popover, newest first, with the resident's name, as JSON (notificationItemSchema). */
function itemsOf(source: Source, concern: Concern): SQL {
  return sql`(select coalesce(json_agg(i), '[]') from (
    select ${source.kind}::text as kind, ${source.id} as id, ${source.table.user_id} as user_id,
      concat_ws(' ', nullif(${acornUsers.firstname}, ''), nullif(${acornUsers.surname}, '')) as resident_name,
      ${isoSql(source.at)} as at, ${source.text} as text
    from ${source.table} join ${acornUsers} on ${eq(acornUsers.user_id, source.table.user_id)}
    where ${and(source.where, concerning(source.table, concern))}
    order by ${source.at} desc, ${source.id} desc limit ${LIST_LENGTH}) i)`;
}

/**
 * The header popover's three lists, as the response body (JSON text), written by one statement. Staff:
 * their scope's. A family member: their own residents' missed check-ins only (calls and messages are
 * between the resident and staff).
 */
export async function notificationItemsBody(db: Db, concern: Concern): Promise<string | Buffer> {
  return (await firstField(db, notificationItemsSql(concern)))!;
}

export function notificationItemsSql(concern: Concern): SQL {
  const none = sql`'[]'::json`;
  const family = 'familyOf' in concern;
  return sql`select json_build_object(
    'missed_check_ins', ${itemsOf(SOURCES.missed_check_ins, concern)},
    'call_requests', ${family ? none : itemsOf(SOURCES.call_requests, concern)},
    'messages', ${family ? none : itemsOf(SOURCES.messages, concern)})::text`;
}

/**
 * The popover shows the first words of residents' chat messages, and a call request's note if it has
 * one: a read of each one's chat or call log, audited as opening it is (ADR 0039), one row per resident.
 */
export async function auditTextShown(req: FastifyRequest, body: string | Buffer): Promise<void> {
  const lists = JSON.parse(body.toString()) as NotificationItems;
  const shown = [
    ...lists.messages.map((m) => ({ user_id: m.user_id, entity: 'messages' })),
    ...lists.call_requests.filter((c) => c.text).map((c) => ({ user_id: c.user_id, entity: 'call_logs' })),
  ];
  if (shown.length === 0) return;
  const { db } = req.server;
  const groups = await db
    .select({ user_id: acornUsers.user_id, group_id: acornUsers.group_id })
    .from(acornUsers)
    .where(inArray(acornUsers.user_id, [...new Set(shown.map((s) => s.user_id))]));
  const groupOf = new Map(groups.map((g) => [g.user_id, g.group_id]));
  for (const entity of ['messages', 'call_logs']) {
    const about = shown.filter((s) => s.entity === entity && groupOf.has(s.user_id));
    const residents = about.map((s) => ({ user_id: s.user_id, group_id: groupOf.get(s.user_id)! }));
    await auditResidentsRead(db, req, residents, entity);
  }
}
