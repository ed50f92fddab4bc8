import { z } from 'zod';
import { PERMISSION } from '../permissions';
import { inText, rowId, rowTimestamp } from './fields';

/** Every permission bit set. */
export const ALL_PERMISSIONS = Object.values(PERMISSION).reduce((all, bit) => all | bit, 0);

export const groupSchema = z.object({
  group_id: rowId,
  group_role_id: z.int().nullish(),
  title: z.string(),
  description: z.string(),
  /** The group's permission bits (PERMISSION), read at sign-in. */
  group_permissions: z.int(),
  last_modified_date: rowTimestamp,
});
export type Group = z.infer<typeof groupSchema>;

export const groupInputSchema = z.object({
  title: inText,
  description: inText,
  group_permissions: z.int().min(0).max(ALL_PERMISSIONS).nullish(),
});
export type GroupInput = z.infer<typeof groupInputSchema>;
