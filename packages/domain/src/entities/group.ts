import { z } from 'zod';
import { inText, rowId } from './fields';

export const groupSchema = z.object({
  group_id: rowId,
  group_role_id: z.int().nullish(),
  title: z.string(),
  description: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupInputSchema = z.object({ title: inText, description: inText });
export type GroupInput = z.infer<typeof groupInputSchema>;
