import { z } from 'zod';
import { MAINTENANCE_PRIORITIES, MAINTENANCE_RECURRENCES, MAINTENANCE_STATUSES } from './statuses';
import { field, inputShape, kind, rowShape, serverSet } from '../shared/field-kinds';
import { extraId, inId, rowDate, rowText } from '../shared/fields';

export const maintenanceStatusSchema = z.enum(MAINTENANCE_STATUSES);
export const maintenancePrioritySchema = z.literal(MAINTENANCE_PRIORITIES);
export const maintenanceRecurrenceSchema = z.enum(MAINTENANCE_RECURRENCES);

const maintenanceFields = {
  maintenance_id: field.id,
  title: field.text,
  description: field.text,
  resident_name: field.text,
  is_recurring: field.flag,
  /** Beyond the spec: how a recurring job repeats (null when it does not). */
  recurrence: field.nullable(maintenanceRecurrenceSchema),
  start_date: field.date,
  notes: field.text,
  cost: field.number,
  status: field.nullable(maintenanceStatusSchema),
  priority: field.nullable(maintenancePrioritySchema),
  last_modified_date: field.stamp,
  // Beyond the spec's list: rows are scoped to a group, and a job raised from the resident screen
  // remembers its resident.
  group_id: kind(extraId, inId),
  user_id: kind(extraId, inId),
  /**
   * Beyond the spec: the start date of the occurrence this one's Done opened (a recurring job), or null.
   * Read by the database on every read, so an update that marks it Done says when the next one opens.
   */
  next_start_date: serverSet(rowDate),
  // Beyond the spec: a family member's request (issue 20), read-only to staff. Optional, as the other
  // extras, so rows of other shapes still pass.
  /** Who asked, in words ('Jamie Family (grandchild)'); null for a job staff or a tablet opened. */
  requested_by_name: serverSet(rowText.optional()),
  /** May staff let themselves in with a key (KEY_ENTRY_PERMISSIONS); null when nobody said. */
  key_entry_permission: serverSet(rowText.optional()),
  /** A photo came with the request: GET /v1/acorn/maintenances/{id}/photo. */
  has_photo: serverSet(z.boolean().optional()),
};

export const maintenanceSchema = z.object(rowShape(maintenanceFields));
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const maintenanceInputSchema = z.object(inputShape(maintenanceFields));
export type MaintenanceInput = z.infer<typeof maintenanceInputSchema>;

export const maintenanceJobInputSchema = maintenanceInputSchema.pick({
  notes: true,
  cost: true,
  status: true,
  start_date: true,
});
export type MaintenanceJobInput = z.infer<typeof maintenanceJobInputSchema>;
