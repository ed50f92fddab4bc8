import { ROLE } from '@acorn/domain/access';
import type { MaintenanceRecurrence } from '@acorn/domain/maintenance';
import type { maintenanceNotes } from '../../db/schema/index.js';
import { addDays, type Calendar } from './dates.js';
import { PORTAL_USER_SEEDS } from './organisation.js';
import { at } from './random.js';

/** A portal user who writes notes on a group's jobs. */
export interface Author {
  user_id: number;
  name: string;
}

/** A note written `days` from today. */
export interface NoteIdea {
  days: number;
  text: string;
}

/** The group's managers and maintenance staff (role 8), who write its job notes. */
export const noteAuthors =
  (staffId: (email: string) => number) =>
  (groupId: number): Author[] =>
    PORTAL_USER_SEEDS.filter(
      (u) => u.row.group_id === groupId && u.roles.some((r) => r === ROLE.MANAGER || r === ROLE.JOBS),
    ).map((u) => ({ user_id: staffId(u.row.email), name: `${u.row.firstname} ${u.row.surname}` }));

/**
 * The next occurrence's start, as the server opens it (next-occurrence.ts, PostgreSQL's arithmetic): a
 * week on, or a calendar month on, the day of the month kept or cut to the month's last day.
 */
export function nextStart(done: { start_date?: string | null; recurrence?: string | null }): string {
  const start = done.start_date!;
  if ((done.recurrence as MaintenanceRecurrence) === 'weekly') return addDays(start, 7);
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, last))).toISOString().slice(0, 10);
}

/** The notes on the jobs `id`, each by one of its group's authors in turn, at mid-morning. */
export function noteRows(
  cal: Calendar,
  jobs: readonly { id: number; group: number; ideas: readonly NoteIdea[] }[],
  authorsOf: (groupId: number) => readonly Author[],
): (typeof maintenanceNotes.$inferInsert)[] {
  return jobs.flatMap(({ id, group, ideas }, j) =>
    ideas.map((idea, i) => {
      const authors = authorsOf(group);
      const author = authors.length ? at(authors, j + i) : null;
      return {
        maintenance_id: id,
        group_id: group,
        body: idea.text,
        created_at: cal.at(idea.days, 10 + (i % 6), 20),
        created_by: author?.user_id ?? null,
        author: author?.name ?? null,
      };
    }),
  );
}
