import { CHECK_IN_STATES } from '../residents/check-ins';
import { STATUS_FILTER_LABELS, statusFilterOf } from '../residents/users';
import type { ReportType } from '../access/permissions';

// Generated reports (spec doc 1 §3: users_status, users_metrics; issue 19): a snapshot of a group's tablet
// users taken at one moment and kept as CSV. Without zod, so the page that lists them does not load it
// (the API's schemas are in generated-report-schemas.ts).

export const REPORT_STATUSES = ['generating', 'ready', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A report as the list and its progress answer it: never its content (GET …/csv gives that). */
export interface GeneratedReport {
  report_id: number;
  group_id: number;
  type: ReportType;
  status: ReportStatus;
  /** 0–100 while generating; 100 once ready. */
  progress: number;
  /** Tablet users in the snapshot (rows of the CSV under its header). */
  row_count: number;
  created_at: string;
  completed_at: string | null;
  /** Who asked for it, by name as it was then. */
  author: string | null;
  /** Why it failed, in words; null unless failed. */
  failure: string | null;
}

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  users_status: 'Tablet user status',
  users_metrics: 'Tablet user metrics',
};

export const REPORT_MESSAGES = {
  notFound: 'Report not found.',
  notReady: 'The report is not ready yet: download it once it is.',
  stopped: 'The server stopped before the report was ready. Generate it again.',
  failed: 'The report could not be generated. Generate it again.',
  deleted: 'Report deleted.',
} as const;

/** How long a report may stay generating before it is taken for one a stopped server left behind. */
export const REPORT_GENERATION_LIMIT_MS = 10 * 60_000;

/** The CSV's name: its type and the day it was taken, 'users_status-2026-11-21.csv'. */
export const reportFileName = (type: ReportType, createdAt: string) =>
  `${type}-${new Date(createdAt).toISOString().slice(0, 10)}.csv`;

/** A tablet user as a report reads them: the tablets list's fields and their tablet's latest report. */
export interface ReportSubject {
  acorn_id: string | null;
  firstname: string | null;
  surname: string | null;
  group_name: string | null;
  facility_name: string | null;
  is_active: boolean;
  is_connected: boolean;
  last_seen: string | null;
  /** The check-in state (acorn_users.is_online): 0 Default, 1 Pending, 2 Failed, 3 Success. */
  check_in: number;
  acorn_version: string | null;
  battery: number | null;
  storage_total: number | null;
  storage_free: number | null;
  storage_used: number | null;
  /** When the tablet last reported its metrics. */
  last_sync: string | null;
  apps: readonly { name: string }[] | null;
}

type Cell = string | number | null;
export interface ReportColumn {
  header: string;
  value: (subject: ReportSubject, takenAt: Date) => Cell;
}

/** Every instant in a report in one form: ISO 8601, UTC, to the second ('2026-11-21T09:00:00Z'). */
export const reportInstant = (value: string | null): string | null =>
  value ? new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z') : null;

const name = (s: ReportSubject) => [s.firstname, s.surname].filter(Boolean).join(' ');
const checkInWords = (state: number) => CHECK_IN_STATES.find((c) => c.value === state)?.label ?? 'Default';
const identity: ReportColumn[] = [
  { header: 'Acorn ID', value: (s) => s.acorn_id },
  { header: 'Name', value: name },
];

/** The CSV's columns per type, in order (a report of every group adds REPORT_GROUP_COLUMN first). */
export const REPORT_COLUMNS: Record<ReportType, readonly ReportColumn[]> = {
  users_status: [
    ...identity,
    { header: 'Facility', value: (s) => s.facility_name },
    { header: 'Active', value: (s) => (s.is_active ? 'Yes' : 'No') },
    {
      header: 'Connectivity',
      value: (s, at) => STATUS_FILTER_LABELS[statusFilterOf(s.is_connected, s.last_seen, at)],
    },
    { header: 'Last seen (UTC)', value: (s) => reportInstant(s.last_seen) },
    { header: 'Check-in', value: (s) => checkInWords(s.check_in) },
    { header: 'Version', value: (s) => s.acorn_version },
  ],
  users_metrics: [
    ...identity,
    { header: 'Battery (%)', value: (s) => s.battery },
    { header: 'Storage total (bytes)', value: (s) => s.storage_total },
    { header: 'Storage free (bytes)', value: (s) => s.storage_free },
    { header: 'Storage used (bytes)', value: (s) => s.storage_used },
    { header: 'Version', value: (s) => s.acorn_version },
    { header: 'Installed apps', value: (s) => s.apps?.length ?? 0 },
    { header: 'App names', value: (s) => (s.apps ?? []).map((a) => a.name).join('; ') },
    { header: 'Last report (UTC)', value: (s) => reportInstant(s.last_sync) },
  ],
};

/** Role 1's reports cover every group: each row says whose it is. */
export const REPORT_GROUP_COLUMN: ReportColumn = { header: 'Group', value: (s) => s.group_name };

/** The columns of a report of this type, with the group's when it covers every group. */
export const reportColumns = (type: ReportType, everyGroup: boolean): readonly ReportColumn[] =>
  everyGroup ? [REPORT_GROUP_COLUMN, ...REPORT_COLUMNS[type]] : REPORT_COLUMNS[type];
