export interface Facility {
  name: string;
  /** The spec's fixed count; the live count comes from residents, the demo data reproduces these. */
  residents: number;
}

export const FACILITIES: readonly Facility[] = [
  { name: 'Toronto', residents: 12 },
  { name: 'Lake Barrington Woods', residents: 18 },
  { name: 'Northport Highlands', residents: 25 },
  { name: 'The Village at the Farm Pond', residents: 8 },
  { name: 'The Season at Glenview', residents: 34 },
];

export const FACILITY_NAMES: readonly string[] = FACILITIES.map((facility) => facility.name);

export const DEFAULT_FACILITY = 'Toronto';

// Maintenance report gauge: a response slower than this many business hours shows red.
export const RESPONSE_GAUGE_RED_HOURS = 7;

/** A new facility's clock until it is told its own: the spec's default facility, Toronto, keeps this one. */
export const DEFAULT_TIME_ZONE = 'America/Toronto';
