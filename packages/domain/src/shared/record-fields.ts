import { z } from 'zod';

// Input kinds of the administration tables (devices, orders, parts, repairs, renewals) whose columns are
// NOT NULL with a default: null is refused by the schema rather than reaching the database.

/** A switch: true or false, never null. */
export const inSwitch = z.boolean().optional();

/** A stock count: a non-negative whole number; an emptied field ('' or null) counts as 0. */
export const inStock = z
  .union([z.int().nonnegative(), z.literal('')])
  .nullish()
  .transform((v) => (v === '' || v == null ? 0 : v))
  .optional();

/** Digits kept as text so leading zeros survive (a SIM PIN); a number is taken as its digits; '' is none. */
export const inDigits = z
  .union([z.int().nonnegative().transform(String), z.string().trim().regex(/^\d*$/, 'Digits only'), z.null()])
  .transform((v) => (v === '' ? null : v))
  .optional();

/** An instant (ISO 8601 with offset) or a bare date; '' is none. */
export const inInstant = z
  .union([z.iso.datetime({ offset: true }), z.iso.date(), z.literal('')])
  .nullish()
  .transform((v) => (v === '' ? null : v))
  .optional();
