import { z } from 'zod';
import { REPAIR_STATUSES } from './statuses';
import { field, groupAndStamp, inputShape, rowShape } from '../shared/field-kinds';

export const repairStatusSchema = z.enum(REPAIR_STATUSES);

const repairFields = {
  acorn_repair_id: field.id,
  order_no: field.text,
  acorn_id: field.text,
  warranty: field.switch,
  contact_name: field.text,
  mob_number: field.text,
  problem_description: field.text,
  problem_resolution: field.text,
  date_of_call: field.date,
  repair_status: field.status(repairStatusSchema),
  /** EUR */
  cost: field.number,
  paid: field.switch,
  shipping_address: field.text,
  shipping_date: field.date,
  original_packaging: field.switch,
  ...groupAndStamp,
};

export const repairSchema = z.object(rowShape(repairFields));
export type Repair = z.infer<typeof repairSchema>;

export const repairInputSchema = z.object(inputShape(repairFields));
export type RepairInput = z.infer<typeof repairInputSchema>;
