import { z } from 'zod';
import { ACTIVITY_CATEGORIES } from '../activities/categories';
import { MAINTENANCE_STATUSES } from '../maintenance/statuses';
import { MONTH_MESSAGES, MONTH_PATTERN } from '../time/months';
import { idText, rowId } from '../shared/fields';

// The Facility Monthly Reports' answers (doc 1 §2, doc 2 §2.1, issue 19). What each figure counts is
// written in definitions.ts (ACTIVITIES_SCOPE_DEFINITION, INVITED_DEFINITION, …), which the
// pages show; the comments here repeat it in short.

export const facilityReportParams = z.object({ facility_id: idText });

/** The month, 'YYYY-MM' on the facility's clock; none = the last whole month there. */
export const facilityReportQuerySchema = z.object({
  month: z.string().regex(MONTH_PATTERN, MONTH_MESSAGES.format).optional(),
});
export type FacilityReportQuery = z.infer<typeof facilityReportQuerySchema>;

/** The facility a report is about, with the clock its month and business hours are read on. */
export const reportFacilitySchema = z.object({
  facility_id: rowId,
  name: z.string(),
  time_zone: z.string(),
});
export type ReportFacility = z.infer<typeof reportFacilitySchema>;

const count = z.int().nonnegative();

/**
 * One line of the activities report. `activities`: the month's activities that reach the facility.
 * `invited`: residents of the facility counted once per activity when an invitation was sent to their
 * tablet, they answered one, or staff marked them attended, declined or absent. `attended`: those marked
 * attended. `rate`: attended ÷ invited (0–1), null when nobody was invited.
 */
export const attendanceFiguresSchema = z.object({
  activities: count,
  invited: count,
  attended: count,
  rate: z.number().min(0).max(1).nullable(),
});
export type AttendanceFigures = z.infer<typeof attendanceFiguresSchema>;

export const activityTypeFiguresSchema = attendanceFiguresSchema.extend({
  category: z.enum(ACTIVITY_CATEGORIES),
});
export type ActivityTypeFigures = z.infer<typeof activityTypeFiguresSchema>;

export const activitiesReportSchema = z.object({
  facility: reportFacilitySchema,
  month: z.string(),
  /** Intellectual, Physical, Social and Spiritual, in that order, each present even when empty. */
  types: z.array(activityTypeFiguresSchema),
  /** The activities given no type. */
  untyped: attendanceFiguresSchema,
  /** All of the month's activities, typed or not. */
  total: attendanceFiguresSchema,
});
export type ActivitiesReport = z.infer<typeof activitiesReportSchema>;

export const maintenanceReportSchema = z.object({
  facility: reportFacilitySchema,
  month: z.string(),
  /** The facility's jobs created in the month. */
  jobs: count,
  /** Those jobs by the status they have now: Pending, In-Progress, Done, Delayed, each present. */
  by_status: z.array(z.object({ status: z.enum(MAINTENANCE_STATUSES), count })),
  response: z.object({
    /** Mean of creation → first move out of Pending, in business hours (2 decimals); null when none moved. */
    average_business_hours: z.number().nonnegative().nullable(),
    /** Jobs with a response time. */
    responded: count,
    /** Jobs without one: still Pending, or moved out of it before the portal recorded responses. */
    not_responded: count,
    /** RESPONSE_GAUGE_RED_HOURS: the average over it is red. */
    target_business_hours: z.number(),
    /** The average is over the target. */
    over_target: z.boolean(),
  }),
  between_requests: z.object({
    /** Mean gap between consecutive creations in the month, in clock hours (2 decimals); null under 2 jobs. */
    average_hours: z.number().nonnegative().nullable(),
    /** How many gaps the mean is over (jobs − 1). */
    gaps: count,
  }),
});
export type MaintenanceReport = z.infer<typeof maintenanceReportSchema>;
