import { z } from 'zod';
import { field, filled, groupAndStamp, inputShape, rowShape, serverSet } from '../shared/field-kinds';
import { UNIT_SYSTEMS } from '../health/health';

const facilityFields = {
  facility_id: field.id,
  name: filled(field.text),
  street: field.text,
  city: field.text,
  county: field.text,
  country: field.text,
  /** Degrees, WGS 84; both or neither. */
  latitude: field.number,
  longitude: field.number,
  /** An IANA time zone ('America/Toronto'): the facility's clock, for its residents' days. */
  time_zone: filled(field.text),
  /** How its staff read health values: metric (°C, kg) or imperial (°F, lb). Stored metric either way. */
  units: field.status(z.enum(UNIT_SYSTEMS)),
  ...groupAndStamp,
  /** Its residents (acorn_users of user_type 2), counted by the database on every read; never written. */
  resident_count: serverSet(z.int().nonnegative()),
};

export const facilitySchema = z.object(rowShape(facilityFields));
export type FacilityRow = z.infer<typeof facilitySchema>;

export const facilityInputSchema = z.object(inputShape(facilityFields));
export type FacilityInput = z.infer<typeof facilityInputSchema>;
