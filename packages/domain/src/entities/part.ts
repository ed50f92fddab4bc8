import { z } from 'zod';
import { inCount, inText, rowCount, rowId, rowText, rowTimestamp } from './fields';

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
  ...counts(rowCount),
  comments: rowText,
  last_modified_date: rowTimestamp,
});
export type Part = z.infer<typeof partSchema>;

export const partInputSchema = z.object({ ...counts(inCount), comments: inText });
export type PartInput = z.infer<typeof partInputSchema>;
