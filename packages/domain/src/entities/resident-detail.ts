import { z } from 'zod';
import { companionInputSchema, residentInputSchema, residentSchema } from './resident';
import { userDetailsInputSchema, userDetailsSchema } from './user-details';
import { userContactSchema, userDeviceSchema, userMetricsSchema } from './user-metrics';

/** GET one resident or companion: everything the user details screen shows. */
export const residentDetailSchema = z.object({
  user: residentSchema,
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
