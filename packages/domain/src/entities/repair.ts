import { z } from 'zod';
import { REPAIR_STATUSES } from '../constants/statuses';
import {
  inDate,
  inId,
  inNumber,
  inText,
  rowDate,
  rowFlag,
  rowId,
  rowNumber,
  rowText,
  rowTimestamp,
} from './fields';
import { inStatus, inSwitch } from './record-fields';

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
  repair_status: repairStatusSchema,
  /** EUR */
  cost: rowNumber,
  paid: rowFlag,
  shipping_address: rowText,
  shipping_date: rowDate,
  original_packaging: rowFlag,
  group_id: rowId,
  last_modified_date: rowTimestamp,
});
export type Repair = z.infer<typeof repairSchema>;

export const repairInputSchema = z.object({
  order_no: inText,
  acorn_id: inText,
  warranty: inSwitch,
  contact_name: inText,
  mob_number: inText,
  problem_description: inText,
  problem_resolution: inText,
  date_of_call: inDate,
  repair_status: inStatus(REPAIR_STATUSES),
  cost: inNumber,
  paid: inSwitch,
  shipping_address: inText,
  shipping_date: inDate,
  original_packaging: inSwitch,
  group_id: inId,
});
export type RepairInput = z.infer<typeof repairInputSchema>;
