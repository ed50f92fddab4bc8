import { z } from 'zod';
import { inId, inImageUrl, inPackageName, inText, rowId, rowTimestamp } from './fields';

export const suggestedAppSchema = z.object({
  id: rowId,
  category: z.string(),
  img_url: z.string(),
  title: z.string(),
  description: z.string(),
  /** The Android package name, e.g. com.example.app. */
  app_package: z.string(),
  group_id: rowId,
  last_modified_date: rowTimestamp,
});
export type SuggestedApp = z.infer<typeof suggestedAppSchema>;

export const suggestedAppInputSchema = z.object({
  category: inText,
  img_url: inImageUrl,
  title: inText,
  description: inText,
  app_package: inPackageName,
  group_id: inId,
});
export type SuggestedAppInput = z.infer<typeof suggestedAppInputSchema>;
