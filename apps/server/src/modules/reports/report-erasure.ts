import { erasedResidentName } from '@acorn/domain/audit';
import { REPORT_GENERATION_LIMIT_MS } from '@acorn/domain/reports';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { reports, residentErasures } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { csvLine, csvRows } from '../../lib/resource/csv.js';

/** The person as a report showed them (REPORT_COLUMNS: 'Acorn ID', 'Name'). */
export interface ReportedPerson {
  user_id: number;
  acorn_id: string | null;
  firstname: string | null;
  surname: string | null;
}

const cell = (value: string | null) => csvLine([value]);
const nameOf = (p: ReportedPerson) => [p.firstname, p.surname].filter(Boolean).join(' ');

/**
 * A snapshot with the person's name put as their pseudonym (as the audit viewer shows them, ADR 0040); the
 * row and its other cells stay, so the report still counts what it counted. The row is found by
 * `subjectIds` (each row's user); a report made before those were kept, by the Acorn ID and name the
 * person has now.
 */
export function withoutName(content: string, subjectIds: number[] | null, person: ReportedPerson): string {
  const [header, ...rows] = csvRows(content);
  const name = header?.indexOf('Name') ?? -1;
  if (name < 0) return content;
  const acornId = header!.indexOf('Acorn ID');
  const theirs = (row: string[], i: number) =>
    subjectIds
      ? subjectIds[i] === person.user_id
      : cell(row[acornId] ?? '') === cell(person.acorn_id) && cell(row[name] ?? '') === cell(nameOf(person));
  let changed = false;
  const written = rows.map((row, i) => {
    if (!theirs(row, i)) return row;
    changed = true;
    return row.map((value, at) => (at === name ? erasedResidentName(person.user_id) : value));
  });
  return changed ? [header!, ...written].map(csvLine).join('') : content;
}

/**
 * Erasure and delete (issue 40): every stored report that lists the person loses their name. The reports
 * still generating are locked too, so one finishing meanwhile either waits for this erasure and sees it
 * (erasedSince), or is written first and is rewritten here.
 */
export async function eraseFromReports(tx: Db, person: ReportedPerson): Promise<void> {
  const listed = await tx
    .select({ report_id: reports.report_id, content: reports.content, subject_ids: reports.subject_ids })
    .from(reports)
    .where(
      or(
        eq(reports.status, 'generating'),
        sql`${person.user_id} = any(${reports.subject_ids})`,
        and(eq(reports.status, 'ready'), isNull(reports.subject_ids)),
      ),
    )
    .orderBy(reports.report_id)
    .for('update');
  for (const report of listed) {
    if (report.content === null) continue;
    const content = withoutName(report.content, report.subject_ids, person);
    if (content !== report.content)
      await tx.update(reports).set({ content }).where(eq(reports.report_id, report.report_id));
  }
}

/**
 * Who was erased around or after the moment a report was taken: their rows show their pseudonym. From the
 * generation limit before it, as an erasure that began earlier may commit after the report read its
 * subjects (a tablet given to someone new that soon is shown by pseudonym too: the safe side).
 */
export async function erasedSince(tx: Db, takenAt: Date): Promise<Set<number>> {
  const from = new Date(takenAt.getTime() - REPORT_GENERATION_LIMIT_MS).toISOString();
  const rows = await tx
    .select({ user_id: residentErasures.user_id })
    .from(residentErasures)
    .where(sql`${residentErasures.erased_at} >= ${from}`);
  return new Set(rows.map((row) => row.user_id));
}
