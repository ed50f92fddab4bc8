import { z } from 'zod';
import { PART_COUNT_FIELDS } from './count-fields';
import { field, groupAndStamp, inputShape, kind, rowShape } from '../shared/field-kinds';
import { inStock } from '../shared/record-fields';

export type PartCountField = (typeof PART_COUNT_FIELDS)[number];

function counts<T>(each: T): Record<PartCountField, T> {
  return Object.fromEntries(PART_COUNT_FIELDS.map((name) => [name, each])) as Record<PartCountField, T>;
}

const partFields = {
  acorn_part_id: field.id,
  ...counts(kind(z.int().nonnegative(), inStock)),
  comments: field.text,
  ...groupAndStamp,
};

export const partSchema = z.object(rowShape(partFields));
export type Part = z.infer<typeof partSchema>;

export const partInputSchema = z.object(inputShape(partFields));
export type PartInput = z.infer<typeof partInputSchema>;
