import { z } from 'zod';
import { companionInputSchema, residentInputSchema } from './resident';
import { userDetailsInputSchema, userDetailsSchema } from './user-details';
import { userContactSchema, userDeviceSchema, userMetricsSchema, versionSchema } from './user-metrics';
import { tabletUserSchema } from './users-list';
import { COMMAND_STATES } from '../tablets/command';
import { rowId } from '../shared/fields';

/** GET one resident or companion: everything the user details screen shows. */
export const residentDetailSchema = z.object({
  // The tablets list's card fields too (battery, connectivity bucket), and whether it is connected now.
  user: tabletUserSchema.extend({ is_connected: z.boolean() }),
  user_details: userDetailsSchema.nullable(),
  user_metrics: userMetricsSchema.nullable(),
  user_device: userDeviceSchema.nullable(),
  user_contacts: z.array(userContactSchema),
});
export type ResidentDetail = z.infer<typeof residentDetailSchema>;

/** PUT a tablet user: the account and its privileges in one body. */
export const tabletUserUpdateSchema = z.object({
  user: residentInputSchema,
  user_details: userDetailsInputSchema.nullish(),
});
export type TabletUserUpdate = z.infer<typeof tabletUserUpdateSchema>;

/** PUT a companion user (a separate call from tablet users). */
export const companionUserUpdateSchema = z.object({ user: companionInputSchema });
export type CompanionUserUpdate = z.infer<typeof companionUserUpdateSchema>;

/**
 * The body PUT /users/{id} accepts: either of the two above. Which fields count is decided by the stored
 * user's type, so a form may send back the whole user it loaded; fields of the other type are ignored.
 */
export const userUpdateSchema = z.object({
  user: residentInputSchema.extend(companionInputSchema.shape),
  user_details: userDetailsInputSchema.nullish(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** DELETE /users/{id}: the account is gone (is_active false) and, for an active tablet user, the reset sent. */
export const userDeletedSchema = z.object({
  message: z.string(),
  user_id: rowId,
  is_active: z.boolean(),
  reset: z.object({ command_id: rowId, state: z.enum(COMMAND_STATES) }).nullable(),
});
export type UserDeleted = z.infer<typeof userDeletedSchema>;

/** A location to filter tablets by, and how many users in the caller's groups have it. */
export const locationItemSchema = z.object({ location: z.string(), users: z.int().nonnegative() });
export type LocationItem = z.infer<typeof locationItemSchema>;
export const locationsSchema = z.object({ items: z.array(locationItemSchema) });

/** Tablet software versions, newest first: the first is the latest, which the update button sends. */
export const versionsSchema = z.object({ items: z.array(versionSchema) });
