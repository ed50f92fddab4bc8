import { z } from 'zod';
import { inId, inNumber, inText, rowId, rowNumber, rowText, rowTimestamp } from './fields';

export const facilitySchema = z.object({
  facility_id: rowId,
  name: z.string(),
  street: rowText,
  city: rowText,
  county: rowText,
  country: rowText,
  /** Degrees, WGS 84; both or neither. */
  latitude: rowNumber,
  longitude: rowNumber,
  /** An IANA time zone ('America/Toronto'): the facility's clock, for its residents' days. */
  time_zone: z.string(),
  group_id: rowId,
  last_modified_date: rowTimestamp,
  /** Its residents (acorn_users of user_type 2), counted by the database on every read; never stored. */
  resident_count: z.int().nonnegative(),
});
export type FacilityRow = z.infer<typeof facilitySchema>;

// resident_count is not here: it is counted, never written.
export const facilityInputSchema = z.object({
  name: inText,
  street: inText,
  city: inText,
  county: inText,
  country: inText,
  latitude: inNumber,
  longitude: inNumber,
  time_zone: inText,
  group_id: inId,
});
export type FacilityInput = z.infer<typeof facilityInputSchema>;
