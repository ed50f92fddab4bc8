import type { ReportType } from '@acorn/domain/access';
import { REPORT_GENERATION_LIMIT_MS, REPORT_MESSAGES, type GeneratedReport } from '@acorn/domain/reports';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { reports } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { inScope } from '../../lib/group-scope.js';
import { toApi } from '../../lib/resource/serialize.js';

/**
 * A report left generating past the limit was left by a server that stopped (a live one finishes 10,000
 * users in seconds): it is answered as failed, whichever instance asks, so none is shown stuck.
 */
const left = (now: Date) =>
  sql`(${reports.status} = 'generating' and ${reports.created_at} < ${new Date(now.getTime() - REPORT_GENERATION_LIMIT_MS).toISOString()})`;

/** A report as the API answers it: never its content; a failed one's content is why it failed. */
const presented = (now: Date) => ({
  report_id: reports.report_id,
  group_id: reports.group_id,
  type: reports.type,
  status: sql<string>`case when ${left(now)} then 'failed' else ${reports.status} end`,
  progress: reports.progress,
  row_count: reports.row_count,
  created_at: reports.created_at,
  completed_at: reports.completed_at,
  author: reports.author,
  failure: sql<string | null>`case when ${left(now)} then ${REPORT_MESSAGES.stopped}
    when ${reports.status} = 'failed' then ${reports.content} end`,
});

const asReport = (row: Record<string, unknown>) => toApi(reports, row) as unknown as GeneratedReport;

/** One page of a scope's reports (every group's for null), newest first, paged by the database. */
export async function reportsPage(db: Db, scope: number | null, page: number, size: number, now: Date) {
  const where = inScope(reports.group_id, scope);
  const [rows, [total]] = await Promise.all([
    db
      .select(presented(now))
      .from(reports)
      .where(where)
      .orderBy(desc(reports.created_at), desc(reports.report_id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  return { items: rows.map(asReport), total: total!.n };
}

const scoped = (id: number, scope: number | null) =>
  and(eq(reports.report_id, id), inScope(reports.group_id, scope));

export async function findReport(db: Db, id: number, scope: number | null, now: Date) {
  const [row] = await db.select(presented(now)).from(reports).where(scoped(id, scope));
  return row && asReport(row);
}

/** A report's snapshot, with what names its file; content is null until it is ready. */
export async function reportContent(db: Db, id: number, scope: number | null) {
  const [row] = await db
    .select({
      group_id: reports.group_id,
      type: reports.type,
      status: reports.status,
      created_at: reports.created_at,
      content: reports.content,
    })
    .from(reports)
    .where(scoped(id, scope));
  return (
    row && { ...row, type: row.type as ReportType, content: row.status === 'ready' ? row.content : null }
  );
}

export async function insertReport(db: Db, values: typeof reports.$inferInsert, now: Date) {
  const [row] = await db.insert(reports).values(values).returning({ report_id: reports.report_id });
  return (await findReport(db, row!.report_id, null, now))!;
}

export async function deleteReport(db: Db, id: number, scope: number | null) {
  const [row] = await db
    .delete(reports)
    .where(scoped(id, scope))
    .returning({ group_id: reports.group_id, type: reports.type });
  return row;
}

/**
 * On start: reports a stopped server left generating are marked failed. With the embedded database this
 * process is the only one that generates, so all of them; with a database server, only those past the
 * limit (another instance may be generating the younger ones; reads show them failed once past it too).
 */
export async function failLeftReports(db: Db, now: Date, everyInstanceStopped: boolean) {
  const cutoff = new Date(now.getTime() - REPORT_GENERATION_LIMIT_MS).toISOString();
  await db
    .update(reports)
    .set({ status: 'failed', content: REPORT_MESSAGES.stopped, completed_at: now.toISOString() })
    .where(
      and(
        eq(reports.status, 'generating'),
        everyInstanceStopped ? undefined : lt(reports.created_at, cutoff),
      ),
    );
}
