import { z } from 'zod';
import { LOCAL_CONTENT_CATEGORIES } from './categories';
import { CONTENT_LOCATIONS, NEWSPAPER_LOCATIONS } from './locations';
import { field, groupAndStamp, filled, inputShape, rowShape, serverSet } from '../shared/field-kinds';
import { rowCount } from '../shared/fields';

/** What local contents and newspapers both are: a titled link with an icon. */
const link = {
  title: filled(field.text),
  description: filled(field.text),
  url: filled(field.webUrl),
  icon_url: filled(field.imageUrl),
};

const localContentFields = {
  id: field.id,
  category: filled(field.choice(LOCAL_CONTENT_CATEGORIES)),
  ...link,
  county: field.choice(CONTENT_LOCATIONS),
  ...groupAndStamp,
};

export const localContentSchema = z.object(rowShape(localContentFields));
export type LocalContent = z.infer<typeof localContentSchema>;

export const localContentInputSchema = z.object(inputShape(localContentFields));
export type LocalContentInput = z.infer<typeof localContentInputSchema>;

const newspaperFields = {
  newspaper_id: field.id,
  ...link,
  county: field.choice(NEWSPAPER_LOCATIONS),
  ...groupAndStamp,
};

export const newspaperSchema = z.object(rowShape(newspaperFields));
export type Newspaper = z.infer<typeof newspaperSchema>;

export const newspaperInputSchema = z.object(inputShape(newspaperFields));
export type NewspaperInput = z.infer<typeof newspaperInputSchema>;

const noticeboardFields = {
  noticeboard_id: field.id,
  title: filled(field.text),
  description: filled(field.text),
  image_url: field.imageUrl,
  expire_date: field.date,
  location: field.choice(CONTENT_LOCATIONS),
  group_id: field.group,
  last_updated: field.stamp,
};

export const noticeboardSchema = z.object(rowShape(noticeboardFields));
export type Noticeboard = z.infer<typeof noticeboardSchema>;

export const noticeboardInputSchema = z.object(inputShape(noticeboardFields));
export type NoticeboardInput = z.infer<typeof noticeboardInputSchema>;

// `file` and `file_size` are set by uploading the PDF (POST /menus/{id}/file), never by hand.
const menuFields = {
  menus_id: field.id,
  title: field.text,
  description: field.text,
  /** The PDF's download name; 'menu.pdf' when none was given. */
  file: serverSet(z.string()),
  /** Bytes of the stored PDF; null until one is uploaded. */
  file_size: serverSet(rowCount),
  expire_date: field.date,
  location: field.choice(CONTENT_LOCATIONS),
  group_id: field.group,
  last_updated: field.stamp,
};

export const menuSchema = z.object(rowShape(menuFields));
export type Menu = z.infer<typeof menuSchema>;

export const menuInputSchema = z.object(inputShape(menuFields));
export type MenuInput = z.infer<typeof menuInputSchema>;
