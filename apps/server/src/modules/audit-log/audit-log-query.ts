import { ERASED_RESIDENT_PREFIX, type AuditLogQuery } from '@acorn/domain/audit';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { acornUsers, auditLog, groups, portalUsers, residentErasures } from '../../db/schema/index.js';
import { isoSql } from '../../lib/iso-sql.js';

type Filters = Pick<AuditLogQuery, 'actor_user_id' | 'resident_id' | 'action' | 'from' | 'to'>;
type Order = Pick<AuditLogQuery, 'sort' | 'order'>;

/** The viewer's filters, each served by an index (the actor's, the resident's, the action's, the time's). */
export function auditWhere(q: Filters): SQL | undefined {
  return and(
    q.actor_user_id === undefined ? undefined : eq(auditLog.actor_user_id, q.actor_user_id),
    q.resident_id === undefined ? undefined : eq(auditLog.resident_id, q.resident_id),
    q.action === undefined ? undefined : eq(auditLog.action, q.action),
    q.from === undefined ? undefined : gte(auditLog.at, new Date(q.from).toISOString()),
    q.to === undefined ? undefined : lt(auditLog.at, new Date(q.to).toISOString()),
  );
}

// Time order is the id's: rows are numbered as they are written, and (actor, id) indexes serve it.
const SORT_COLUMNS: Record<Order['sort'], SQL> = {
  at: sql`${auditLog.id}`,
  action: sql`${auditLog.action}`,
  resident_id: sql`${auditLog.resident_id}`,
};

export function auditOrder({ sort, order }: Order): SQL {
  const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
  // PostgreSQL's own null placement (last ascending, first descending): the indexes' order either way.
  return sort === 'at'
    ? sql`${auditLog.id} ${dir}`
    : sql`${SORT_COLUMNS[sort]} ${dir}, ${auditLog.id} ${dir}`;
}

const fullName = (first: SQL | object, last: SQL | object) =>
  sql`nullif(btrim(concat_ws(' ', ${first}, ${last})), '')`;

/**
 * The resident a row is about, by name: a row written up to their erasure is the erased person's, shown by
 * the pseudonym whoever holds the id (a released tablet) now; else their name now, or their number.
 */
const residentName = sql`case when ${auditLog.resident_id} is null then null
  when exists (select 1 from ${residentErasures} where ${residentErasures.user_id} = ${auditLog.resident_id}
      and ${residentErasures.audit_id} >= ${auditLog.id})
    then ${ERASED_RESIDENT_PREFIX} || ${auditLog.resident_id}
  else coalesce(${fullName(acornUsers.firstname, acornUsers.surname)}, 'Resident #' || ${auditLog.resident_id}) end`;

/** One audit row as the viewer shows it (auditLogEntrySchema), names beside ids. */
export const auditColumns = {
  id: sql`${auditLog.id}`,
  at: isoSql(auditLog.at),
  actor_user_id: sql`${auditLog.actor_user_id}`,
  actor_name: fullName(portalUsers.firstname, portalUsers.surname),
  actor_email: sql`${auditLog.actor_email}`,
  action: sql`${auditLog.action}`,
  entity: sql`${auditLog.entity}`,
  entity_id: sql`${auditLog.entity_id}`,
  group_id: sql`${auditLog.group_id}`,
  group_title: sql`${groups.title}`,
  resident_id: sql`${auditLog.resident_id}`,
  resident_name: residentName,
  ip: sql`${auditLog.ip}`,
  changes: sql`${auditLog.changes}`,
};

/** The viewer's rows: the filtered, ordered page (or export batch), joined to the names it shows. */
export function auditRows(where: SQL | undefined, order: SQL, limit: number, offset: number): SQL {
  const columns = sql.join(
    Object.entries(auditColumns).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
  return sql`select ${columns} from (
      select * from ${auditLog} ${where ? sql`where ${where}` : sql``}
      order by ${order} limit ${limit} offset ${offset}) ${auditLog}
    left join ${portalUsers} on ${portalUsers.user_id} = ${auditLog.actor_user_id}
    left join ${acornUsers} on ${acornUsers.user_id} = ${auditLog.resident_id}
    left join ${groups} on ${groups.group_id} = ${auditLog.group_id}
    order by ${order}`;
}

/** A page and its total as one JSON value (ADR 0003). */
export function auditPageBody(where: SQL | undefined, order: SQL, page: number, pageSize: number): SQL {
  return sql`select json_build_object(
    'items', (select coalesce(json_agg(p), '[]') from (${auditRows(where, order, pageSize, (page - 1) * pageSize)}) p),
    'total', (select count(*) from ${auditLog} ${where ? sql`where ${where}` : sql``}))::text`;
}
