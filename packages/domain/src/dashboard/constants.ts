// The dashboard (/home, issue 19): what the browser needs without zod (the answer's schema is in
// schemas.ts, with the written definition of each figure).

/**
 * Each of today's lists (activities, maintenances, birthdays) holds at most this many rows: a facility's
 * day has a handful, and the screen says when a list is cut at the cap.
 */
export const DASHBOARD_LIST_CAP = 100;

/**
 * An activity that began more than this many days before the day is not among the day's: activities last
 * hours, and the bound keeps the read to a month of a group's activities however long its history grows.
 */
export const ACTIVITY_LONGEST_DAYS = 31;

/** A tablet not heard from for longer than this is "offline over a day" (the tablets list's 1-day bucket). */
export const TABLET_OFFLINE_HOURS = 24;

/** The at-a-glance figures, in the order the strip shows them. */
export const GLANCE_FIGURES = [
  'failed_check_ins',
  'tablets_offline',
  'open_jobs',
  'overdue_jobs',
  'tablet_jobs',
] as const;
export type GlanceFigure = (typeof GLANCE_FIGURES)[number];

/** Each figure's words on the strip: what it counts. */
export const GLANCE_LABELS: Record<GlanceFigure, string> = {
  failed_check_ins: 'Check-ins failed today',
  tablets_offline: 'Tablets offline over a day',
  open_jobs: 'Open jobs',
  overdue_jobs: 'Overdue jobs',
  tablet_jobs: 'Jobs opened by tablets',
};

export const DASHBOARD_TABS = ['activities', 'maintenances', 'birthdays'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  activities: "Today's activities",
  maintenances: "Today's maintenances",
  birthdays: "Today's birthdays",
};

/** What an empty tab says: calm, and what would have been there. */
export const DASHBOARD_EMPTY: Record<DashboardTab, string> = {
  activities: 'No activities today.',
  maintenances: 'No maintenance jobs start today.',
  birthdays: 'No birthdays today.',
};

export const DASHBOARD_MESSAGES = {
  noFacilities: 'There are no facilities to show yet: add one under Facilities.',
  loadFailed: 'The dashboard could not be loaded just now. Try again in a moment.',
  /** The weather widget when it has no answer at all (the server's 503 and 409 bring their own words). */
  weatherFailed: 'The weather cannot be shown just now. The rest of the dashboard is up to date.',
} as const;

/** The sentence under a list cut at the cap. */
export const capSentence = (cap: number = DASHBOARD_LIST_CAP) => `Showing the first ${cap}.`;
