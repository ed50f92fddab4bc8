import { shiftByBusinessHours } from '@acorn/domain/time';

/**
 * The facility whose staff answer maintenance jobs slowly in the demo: its maintenance report's response
 * gauge is red (over the 7 business-hour target) whatever the month, every other facility's is not.
 */
export const SLOW_FACILITY = 'Lake Barrington Woods';

interface Site {
  name: string;
  facility_id: number;
  time_zone: string;
}

/**
 * How many business hours the demo's staff of `site` take to first answer a job: 8–10 at SLOW_FACILITY,
 * 2–6 elsewhere. `spread` (any integer: an index, a draw) moves it an hour either way, so the averages are
 * not suspiciously round, while each facility stays on its side of the target on any day the demo is made.
 */
function responseHours(site: Site, spread: number): number {
  const nudge = (((spread % 3) + 3) % 3) - 1;
  return (site.name === SLOW_FACILITY ? 9 : 3 + (site.facility_id % 3)) + nudge;
}

/** When a job of `site` created at `created` was first answered (ISO). */
export const respondedAfter = (created: string, site: Site, spread: number): string =>
  shiftByBusinessHours(new Date(created), responseHours(site, spread), site.time_zone).toISOString();

/** When a job of `site` first answered at `responded` was created (ISO). */
export const createdBefore = (responded: string, site: Site, spread: number): string =>
  shiftByBusinessHours(new Date(responded), -responseHours(site, spread), site.time_zone).toISOString();
