import { z } from 'zod';
import { LOCAL_CONTENT_CATEGORIES } from '../constants/categories';
import { CONTENT_LOCATIONS, NEWSPAPER_LOCATIONS } from '../constants/locations';
import {
  inChoice,
  inDate,
  inId,
  inText,
  inImageUrl,
  inWebUrl,
  rowCount,
  rowDate,
  rowId,
  rowText,
  rowTimestamp,
} from './fields';

export const localContentSchema = z.object({
  id: rowId,
  category: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  icon_url: z.string(),
  county: rowText,
  group_id: rowId,
  last_modified_date: rowTimestamp,
});
export type LocalContent = z.infer<typeof localContentSchema>;

export const localContentInputSchema = z.object({
  category: inChoice(LOCAL_CONTENT_CATEGORIES),
  title: inText,
  description: inText,
  url: inWebUrl,
  icon_url: inImageUrl,
  county: inChoice(CONTENT_LOCATIONS),
  group_id: inId,
});
export type LocalContentInput = z.infer<typeof localContentInputSchema>;

export const newspaperSchema = z.object({
  newspaper_id: rowId,
  title: z.string(),
  description: z.string(),
  url: z.string(),
  icon_url: z.string(),
  county: rowText,
  group_id: rowId,
  last_modified_date: rowTimestamp,
});
export type Newspaper = z.infer<typeof newspaperSchema>;

export const newspaperInputSchema = z.object({
  title: inText,
  description: inText,
  url: inWebUrl,
  icon_url: inImageUrl,
  county: inChoice(NEWSPAPER_LOCATIONS),
  group_id: inId,
});
export type NewspaperInput = z.infer<typeof newspaperInputSchema>;

export const noticeboardSchema = z.object({
  noticeboard_id: rowId,
  title: z.string(),
  description: z.string(),
  image_url: rowText,
  expire_date: rowDate,
  location: rowText,
  group_id: rowId,
  last_updated: rowTimestamp,
});
export type Noticeboard = z.infer<typeof noticeboardSchema>;

export const noticeboardInputSchema = z.object({
  title: inText,
  description: inText,
  image_url: inImageUrl,
  expire_date: inDate,
  location: inChoice(CONTENT_LOCATIONS),
  group_id: inId,
});
export type NoticeboardInput = z.infer<typeof noticeboardInputSchema>;

export const menuSchema = z.object({
  menus_id: rowId,
  title: rowText,
  description: rowText,
  /** The PDF's download name; 'menu.pdf' when none was given. */
  file: z.string(),
  /** Bytes of the stored PDF; null until one is uploaded. */
  file_size: rowCount,
  expire_date: rowDate,
  location: rowText,
  group_id: rowId,
  last_updated: rowTimestamp,
});
export type Menu = z.infer<typeof menuSchema>;

// `file` and `file_size` are set by uploading the PDF (POST /menus/{id}/file), never by hand.
export const menuInputSchema = z.object({
  title: inText,
  description: inText,
  expire_date: inDate,
  location: inChoice(CONTENT_LOCATIONS),
  group_id: inId,
});
export type MenuInput = z.infer<typeof menuInputSchema>;
