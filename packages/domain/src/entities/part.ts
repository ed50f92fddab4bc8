import { z } from 'zod';
import { inId, inText, rowId, rowText, rowTimestamp } from './fields';
import { PART_COUNT_FIELDS } from '../constants/parts';
import { inStock } from './record-fields';

export type PartCountField = (typeof PART_COUNT_FIELDS)[number];

function counts<S extends z.ZodType>(schema: S): Record<PartCountField, S> {
  return Object.fromEntries(PART_COUNT_FIELDS.map((field) => [field, schema])) as Record<PartCountField, S>;
}

export const partSchema = z.object({
  acorn_part_id: rowId,
  ...counts(z.int().nonnegative()),
  comments: rowText,
  group_id: rowId,
  last_modified_date: rowTimestamp,
});
export type Part = z.infer<typeof partSchema>;

export const partInputSchema = z.object({ ...counts(inStock), comments: inText, group_id: inId });
export type PartInput = z.infer<typeof partInputSchema>;
