import { RESPONSE_GAUGE_RED_HOURS } from '../facilities/facilities';

// The Facility Monthly Reports (doc 1 §2, doc 2 §2.1, issue 19): what each figure counts, written once for
// the API's schema comments, the report pages and docs/features.md. No zod here: the pages load these.

/** Which activities and residents the activities report counts, and in which month. */
export const ACTIVITIES_SCOPE_DEFINITION =
  'The month’s activities are those that start in it on the facility’s clock and reach its residents: ' +
  'its group’s activities for everyone or for the facility’s county, and for the whole group or this ' +
  'facility. Its residents are the tablet users who live there now.';

/** Who counts as invited to an activity (issue 19 asks for the rate of invited). */
export const INVITED_DEFINITION =
  'Invited: a resident is counted once per activity when it was sent to their tablet as an invitation, ' +
  'when they answered an invitation (going or not going), or when staff marked them attended, declined ' +
  'or absent. A mark cleared in error, with no invitation, does not count.';

export const ATTENDED_DEFINITION = 'Attended: the invited residents staff marked attended.';

export const RATE_DEFINITION = 'Rate of invited: attended ÷ invited; none when nobody was invited.';

/** Which jobs the maintenance report counts. */
export const JOBS_SCOPE_DEFINITION =
  'The month’s jobs are the facility’s maintenance jobs created in it on the facility’s clock, each in ' +
  'the status it has now.';

export const RESPONSE_DEFINITION =
  'Response time: from a job’s creation to its first move out of Pending, in business hours. Jobs not ' +
  'yet moved out of Pending (or moved before the portal recorded it) have no response time and are ' +
  `counted apart. Over ${RESPONSE_GAUGE_RED_HOURS} business hours on average is over the target.`;

export const BETWEEN_REQUESTS_DEFINITION =
  'Time between requests: the average gap between one job’s creation and the next one’s in the month, ' +
  'in hours on the clock (nights and weekends included); it needs two jobs or more.';

/** An average response slower than the target (RESPONSE_GAUGE_RED_HOURS business hours) shows red. */
export const isResponseOverTarget = (averageBusinessHours: number | null): boolean =>
  averageBusinessHours !== null && averageBusinessHours > RESPONSE_GAUGE_RED_HOURS;

/** The CSV of the activities report: its file name, as the server sends it and the page saves it. */
export function activitiesCsvName(facilityName: string, month: string): string {
  const slug = facilityName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `activities-report-${slug || 'facility'}-${month}.csv`;
}
