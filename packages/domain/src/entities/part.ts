import { z } from 'zod';
import { inId, inText, rowId, rowText, rowTimestamp } from './fields';
import { inStock } from './record-fields';

// Stock counts, one column per part kind.
export const PART_COUNT_FIELDS = [
  'tablet',
  'cover',
  'active_stylus',
  'stylus',
  'charger',
  'stand',
  'usb_cable',
  'brochure',
  'qsg',
  'screen_protector',
  'inside_sticker',
  'tablet_front_cover_sticker',
  'tablet_back_sticker',
  'box_front_cover_sticker',
  'box_back_cover_sticker',
  'box_seal_sticker',
  'shipping_label',
  'shipping_bag',
] as const;
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
