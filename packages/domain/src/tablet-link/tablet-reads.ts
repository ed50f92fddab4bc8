import { z } from 'zod';
import { EVENT_ANSWERS } from '../activities/resident-events';

// What a tablet reads over HTTP with its own credential (docs/tablet-link.md, "What a tablet reads"): who
// it belongs to, what its home shows today, and the content tables staff publish for its resident. Shared
// by the server's routes and the tablet web app (apps/tablet).

const text = (max: number) => z.string().max(max);
const isoInstant = z.string().max(40);

/** GET /v1/acorn/tablet-link/me: the resident the tablet belongs to and the clock of where they live. */
export const tabletProfileSchema = z.object({
  user_id: z.number().int().positive(),
  /** 3: an unassigned device (no resident yet); 2: a tablet user. */
  user_type: z.number().int(),
  /** The name the tablet greets with; null for an unassigned device. */
  firstname: text(200).nullable(),
  surname: text(200).nullable(),
  group_name: text(200).nullable(),
  facility_name: text(200).nullable(),
  /** IANA zone of the resident's facility; the tablet shows its clock and 'today' in it. */
  time_zone: text(80),
  /** The Acorn version staff last set for the tablet, if any. */
  acorn_version: text(40).nullable(),
});
export type TabletProfile = z.infer<typeof tabletProfileSchema>;

export const TABLET_CONTENT_KINDS = ['newspapers', 'local_contents', 'noticeboards', 'menus'] as const;
export type TabletContentKind = (typeof TABLET_CONTENT_KINDS)[number];

/** What the resident's screen calls each kind. */
export const TABLET_CONTENT_TITLES: Record<TabletContentKind, string> = {
  newspapers: 'Newspapers',
  local_contents: 'Local news and services',
  noticeboards: 'Noticeboard',
  menus: 'Menus',
};

/**
 * One item of a content table as a tablet shows it, whatever its table: a newspaper or local content is a
 * link with an icon; a noticeboard is a notice with an optional picture; a menu is a PDF fetched from
 * `file_url` with the tablet's credential.
 */
export const tabletContentItemSchema = z.object({
  id: z.number().int().positive(),
  title: text(500),
  description: text(5000).nullable(),
  /** Local contents' category ('Health', …); null for the other kinds. */
  category: text(100).nullable(),
  /** An outside site to open (newspapers, local contents). */
  url: text(2000).nullable(),
  /** An icon or a picture, an absolute https address or a path on the portal. */
  image_url: text(2000).nullable(),
  /** A path on the portal, fetched with the tablet's credential (menus' PDF). */
  file_url: text(2000).nullable(),
  file_size: z.number().int().nonnegative().nullable(),
  /** Noticeboards and menus: the last day it is shown (YYYY-MM-DD), inclusive. */
  expire_date: text(10).nullable(),
  updated_at: isoInstant.nullable(),
});
export type TabletContentItem = z.infer<typeof tabletContentItemSchema>;

/**
 * GET /v1/acorn/tablet-link/content/{kind}: what reaches the resident, newest first: their group's rows for
 * 'All' or the resident's location (their county in Ireland, their country elsewhere; newspapers also that
 * country's 'Local' and 'National'), not expired on the facility's clock. At most 100.
 */
export const tabletContentSchema = z.object({
  kind: z.enum(TABLET_CONTENT_KINDS),
  items: z.array(tabletContentItemSchema).max(100),
});
export type TabletContent = z.infer<typeof tabletContentSchema>;

export const tabletActivitySchema = z.object({
  public_event_id: z.number().int().positive(),
  title: text(500),
  location: text(500).nullable(),
  category: text(100).nullable(),
  start_time: isoInstant,
  end_time: isoInstant,
  /** The resident's answer to an invitation, if they gave one. */
  answer: z.enum(EVENT_ANSWERS).nullable(),
});
export type TabletActivity = z.infer<typeof tabletActivitySchema>;

/** GET /v1/acorn/tablet-link/today: the activities that reach the resident on today's date at their facility. */
export const tabletTodaySchema = z.object({
  /** YYYY-MM-DD on the facility's clock. */
  date: text(10),
  time_zone: text(80),
  activities: z.array(tabletActivitySchema).max(200),
});
export type TabletToday = z.infer<typeof tabletTodaySchema>;
