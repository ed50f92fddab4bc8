import { z } from 'zod';
import { field, groupAndStamp, filled, inputShape, rowShape } from '../shared/field-kinds';

const suggestedAppFields = {
  id: field.id,
  category: filled(field.text),
  img_url: filled(field.imageUrl),
  title: filled(field.text),
  description: filled(field.text),
  /** The Android package name, e.g. com.example.app. */
  app_package: filled(field.packageName),
  ...groupAndStamp,
};

export const suggestedAppSchema = z.object(rowShape(suggestedAppFields));
export type SuggestedApp = z.infer<typeof suggestedAppSchema>;

export const suggestedAppInputSchema = z.object(inputShape(suggestedAppFields));
export type SuggestedAppInput = z.infer<typeof suggestedAppInputSchema>;
