import { z } from 'zod';
import { REPAIR_STATUSES } from '../constants/statuses';
import {
  inDate,
  inFlag,
  inNumber,
  inText,
  rowDate,
  rowFlag,
  rowId,
  rowNumber,
  rowText,
  rowTimestamp,
} from './fields';

export const repairStatusSchema = z.enum(REPAIR_STATUSES);

export const repairSchema = z.object({
  acorn_repair_id: rowId,
  order_no: rowText,
  acorn_id: rowText,
  warranty: rowFlag,
  contact_name: rowText,
  mob_number: rowText,
  problem_description: rowText,
  problem_resolution: rowText,
  date_of_call: rowDate,
  repair_status: repairStatusSchema.nullable(),
  /** EUR */
  cost: rowNumber,
  paid: rowFlag,
  shipping_address: rowText,
  shipping_date: rowDate,
  original_packaging: rowFlag,
  last_modified_date: rowTimestamp,
});
export type Repair = z.infer<typeof repairSchema>;

export const repairInputSchema = z.object({
  order_no: inText,
  acorn_id: inText,
  warranty: inFlag,
  contact_name: inText,
  mob_number: inText,
  problem_description: inText,
  problem_resolution: inText,
  date_of_call: inDate,
  repair_status: repairStatusSchema.nullish(),
  cost: inNumber,
  paid: inFlag,
  shipping_address: inText,
  shipping_date: inDate,
  original_packaging: inFlag,
});
export type RepairInput = z.infer<typeof repairInputSchema>;
