import { z } from 'zod';
import { MAINTENANCE_STATUSES } from '../maintenance/statuses';
import { UNIT_SYSTEMS } from '../health/health';
import { idText, rowId, rowText } from '../shared/fields';

// The dashboard's answer (doc 1 §2 /home, issue 19): one facility's day. "Today" is always the facility's
// calendar day in its own time zone (facilities.time_zone), at the moment the server answers, so staff in
// Dublin looking at Toronto see Toronto's day. Each figure is defined below, where it is declared; the
// server computes every one of them in the database from stored rows (nothing is fixed or sampled).

export const dashboardParams = z.object({ facility_id: idText });

const count = z.int().nonnegative();

export const dashboardFacilitySchema = z.object({
  facility_id: rowId,
  name: z.string(),
  /** Its residents (tablet users, user_type 2), counted now: the same count as the Facilities table's. */
  resident_count: count,
  /** An IANA zone: the facility's clock, which decides what "today" is and how times are shown. */
  time_zone: z.string(),
  units: z.enum(UNIT_SYSTEMS),
});

/**
 * A public event of the facility's group that reaches the facility as the residents' Activities panel
 * decides what reaches a resident (modules/residents/events): for everyone ('All') or the facility's
 * county, and for the whole group or this facility; and that falls on the day, i.e. overlaps it (it starts
 * before the day ends and ends after it begins, so one still running from yesterday counts; one that began
 * more than ACTIVITY_LONGEST_DAYS before is not looked for). Start order.
 */
export const dashboardActivitySchema = z.object({
  public_event_id: rowId,
  title: z.string(),
  location: z.string(),
  category: rowText,
  /** ISO 8601 instants, shown in the facility's clock. */
  start_time: z.string(),
  end_time: z.string(),
  /** This facility's own event; null for one of the whole group. */
  facility_id: rowId.nullable(),
});

/**
 * A maintenance job of this facility (its facility, or, when it names none, the facility its resident
 * lives in) whose start date is the day, whatever its status. Priority order (1 first), then by title.
 */
export const dashboardJobSchema = z.object({
  maintenance_id: rowId,
  title: rowText,
  status: z.enum(MAINTENANCE_STATUSES),
  priority: z.int().nullable(),
  /** The resident it is for, by their current name (or the name it was raised with), if any. */
  resident_name: rowText,
  user_id: rowId.nullable(),
  /** Set when a tablet opened the job itself (offline, battery, storage). */
  tablet_condition: rowText,
});

/**
 * A resident of this facility (user_type 2) born on the day's month and day, before the day. Someone born
 * on 29 February celebrates on 28 February in a year without one. `age` is the age they turn on the day.
 * By surname, then first name.
 */
export const dashboardBirthdaySchema = z.object({
  user_id: rowId,
  firstname: rowText,
  surname: rowText,
  /** Their room or place in the facility. */
  location: rowText,
  /** 'YYYY-MM-DD'. */
  dob: z.string(),
  age: count,
});

export const dashboardGlanceSchema = z.object({
  /**
   * Residents of this facility whose check-in state is Failed now (as the residents list shows it) and
   * whose failed check-in was sent on the day: a Failed check-in log row with its check_in_time on the day.
   * Someone who failed this morning and answered a later check-in is no longer counted.
   */
  failed_check_ins: count,
  /**
   * Tablets at this facility (residents' and unassigned tablets with an Acorn id; companions have none)
   * that are not connected and were last heard from more than TABLET_OFFLINE_HOURS ago, or never.
   */
  tablets_offline: count,
  /** This facility's jobs (as for the maintenances tab) whose status is not Done. */
  open_jobs: count,
  /** Open jobs whose start date is before the day. */
  overdue_jobs: count,
  /** Open jobs a tablet opened itself (maintenances.tablet_condition set). */
  tablet_jobs: count,
});

export const dashboardSchema = z.object({
  facility: dashboardFacilitySchema,
  /** The day, 'YYYY-MM-DD', in the facility's time zone. */
  date: z.iso.date(),
  /** At most DASHBOARD_LIST_CAP rows each. */
  activities: z.array(dashboardActivitySchema),
  maintenances: z.array(dashboardJobSchema),
  birthdays: z.array(dashboardBirthdaySchema),
  glance: dashboardGlanceSchema,
});

export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;
export type DashboardJob = z.infer<typeof dashboardJobSchema>;
export type DashboardBirthday = z.infer<typeof dashboardBirthdaySchema>;
export type DashboardGlance = z.infer<typeof dashboardGlanceSchema>;
