import { z } from 'zod';
import { MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES } from '../constants/statuses';
import {
  extraId,
  inDate,
  inFlag,
  inId,
  inNumber,
  inText,
  rowDate,
  rowId,
  rowNumber,
  rowText,
  rowTimestamp,
} from './fields';

export const maintenanceStatusSchema = z.enum(MAINTENANCE_STATUSES);
export const maintenancePrioritySchema = z.literal(MAINTENANCE_PRIORITIES);

export const maintenanceSchema = z.object({
  maintenance_id: rowId,
  title: rowText,
  description: rowText,
  resident_name: rowText,
  is_recurring: z.boolean(),
  start_date: rowDate,
  notes: rowText,
  cost: rowNumber,
  status: maintenanceStatusSchema.nullable(),
  priority: maintenancePrioritySchema.nullable(),
  last_modified_date: rowTimestamp,
  // Beyond the spec's list: rows are scoped to a group, and a job raised from the resident screen
  // remembers its resident.
  group_id: extraId,
  user_id: extraId,
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const maintenanceInputSchema = z.object({
  title: inText,
  description: inText,
  resident_name: inText,
  is_recurring: inFlag,
  start_date: inDate,
  notes: inText,
  cost: inNumber,
  status: maintenanceStatusSchema.nullish(),
  priority: maintenancePrioritySchema.nullish(),
  group_id: inId,
  user_id: inId,
});
export type MaintenanceInput = z.infer<typeof maintenanceInputSchema>;

export const maintenanceJobInputSchema = maintenanceInputSchema.pick({
  notes: true,
  cost: true,
  status: true,
  start_date: true,
});
export type MaintenanceJobInput = z.infer<typeof maintenanceJobInputSchema>;
