import { z } from 'zod';
import { PERMISSION } from '../access/permissions';
import { field, filled, inputShape, kind, rowShape, serverSet } from '../shared/field-kinds';

/** Every permission bit set. */
export const ALL_PERMISSIONS = Object.values(PERMISSION).reduce((all, bit) => all | bit, 0);

const groupFields = {
  group_id: field.id,
  group_role_id: serverSet(z.int().nullish()),
  title: filled(field.text),
  description: filled(field.text),
  /** The group's permission bits (PERMISSION), read at sign-in. */
  group_permissions: kind(z.int(), z.int().min(0).max(ALL_PERMISSIONS).nullish()),
  last_modified_date: field.stamp,
};

export const groupSchema = z.object(rowShape(groupFields));
export type Group = z.infer<typeof groupSchema>;

export const groupInputSchema = z.object(inputShape(groupFields));
export type GroupInput = z.infer<typeof groupInputSchema>;
