import type { ReportType } from '@acorn/domain/access';
import { erasedResidentName } from '@acorn/domain/audit';
import { REPORT_MESSAGES, reportColumns, type ReportSubject } from '@acorn/domain/reports';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reports } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { csvLine } from '../../lib/resource/csv.js';
import { erasedSince } from './report-erasure.js';
import { countSubjects, SUBJECT_BATCH, subjectBatch, type StoredSubject } from './report-subjects.js';

/** One report to generate: its row, its type, whose tablet users (null: every group's), and when. */
export interface ReportJob {
  id: number;
  type: ReportType;
  scope: number | null;
  takenAt: Date;
}

/** Until its last batch is in, a report is never shown complete: 100 means ready. */
const MOST_BEFORE_READY = 99;

/**
 * Generates a report in steps: the scope's tablet users a batch at a time (their count first, so each
 * batch moves the progress the page shows), then the CSV, stored on the row as ready. A failure marks it
 * failed with the reason the page shows; a report deleted meanwhile is simply abandoned.
 */
export async function generateReport(app: FastifyInstance, job: ReportJob): Promise<void> {
  const { db } = app;
  try {
    const total = await countSubjects(db, job.scope);
    const subjects: StoredSubject[] = [];
    for (let after = 0; ;) {
      const batch = await subjectBatch(db, job.type, job.scope, after);
      subjects.push(...batch.subjects);
      if (batch.lastId === null || batch.subjects.length < SUBJECT_BATCH) break;
      after = batch.lastId;
      const progress = Math.min(MOST_BEFORE_READY, Math.floor((100 * subjects.length) / Math.max(total, 1)));
      if (!(await moveOn(db, job.id, { progress }))) return;
    }
    subjects.sort(bySubject);
    // Under the report's lock, which an erasure takes too: one erased meanwhile is written by pseudonym.
    await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ id: reports.report_id })
        .from(reports)
        .where(and(eq(reports.report_id, job.id), eq(reports.status, 'generating')))
        .for('update');
      if (!still) return;
      const erased = await erasedSince(tx, job.takenAt);
      const shown = subjects.map((s) =>
        erased.has(s.user_id) ? { ...s, firstname: erasedResidentName(s.user_id), surname: null } : s,
      );
      await moveOn(tx, job.id, {
        status: 'ready',
        progress: 100,
        row_count: subjects.length,
        content: csvOf(job, shown),
        subject_ids: subjects.map((s) => s.user_id),
        completed_at: app.clock().toISOString(),
      });
    });
  } catch (error) {
    app.log.error({ err: error, report_id: job.id }, 'report generation failed');
    await moveOn(db, job.id, {
      status: 'failed',
      content: REPORT_MESSAGES.failed,
      completed_at: app.clock().toISOString(),
    }).catch(() => undefined);
  }
}

/** Changes a report still generating; false when it is no longer there to change (deleted). */
async function moveOn(db: Db, id: number, set: Partial<typeof reports.$inferInsert>) {
  const moved = await db
    .update(reports)
    .set(set)
    .where(and(eq(reports.report_id, id), eq(reports.status, 'generating')))
    .returning({ id: reports.report_id });
  return moved.length > 0;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const text = (value: string | null) => value ?? '';
/** Rows by group, facility, surname and first name: as a person looks a resident up. */
const bySubject = (a: ReportSubject, b: ReportSubject) =>
  collator.compare(text(a.group_name), text(b.group_name)) ||
  collator.compare(text(a.facility_name), text(b.facility_name)) ||
  collator.compare(text(a.surname), text(b.surname)) ||
  collator.compare(text(a.firstname), text(b.firstname)) ||
  collator.compare(text(a.acorn_id), text(b.acorn_id));

/** The snapshot as CSV, the subjects in the order given (RFC 4180, formula-leading cells defused, as every CSV the portal writes). */
function csvOf(job: ReportJob, subjects: ReportSubject[]): string {
  const columns = reportColumns(job.type, job.scope === null);
  const lines = [csvLine(columns.map((c) => c.header))];
  for (const subject of subjects) lines.push(csvLine(columns.map((c) => c.value(subject, job.takenAt))));
  return lines.join('');
}
