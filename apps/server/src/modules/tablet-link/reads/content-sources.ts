import { ALL_LOCATIONS } from '@acorn/domain/content';
import type { TabletContentKind } from '@acorn/domain/tablet-link';
import { and, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { localContents, menus, newspapers, noticeboards } from '../../../db/schema/index.js';
import type { TabletReader } from './tablet-reader.js';

/** Where a tablet fetches a menu's PDF: `${TABLET_MENUS_PATH}/{id}/file` (menu-file-route.ts). */
export const TABLET_MENUS_PATH = '/v1/acorn/tablet-link/menus';

/** One content table as the tablet reads it: how its rows reach a tablet, and what they say. */
export interface ContentSource {
  table: PgTable;
  id: PgColumn;
  group: PgColumn;
  /** Set on every save: the newest first. */
  stamp: PgColumn;
  /** Where a row is shown: 'All', a county ('Co.Clare') or a country ('USA'); empty counts as 'All'. */
  place: PgColumn;
  /** The last day a row is shown (inclusive), for the tables that have one. */
  expires?: PgColumn;
  /** More places a resident's location reaches than itself (newspapers: its country's Local and National). */
  alsoFor?: (location: string) => string[];
  /** tabletContentItemSchema's fields this table has; the others are null. */
  item: Partial<
    Record<
      'title' | 'description' | 'category' | 'url' | 'image_url' | 'file_url' | 'file_size',
      SQL | PgColumn
    >
  >;
}

export const CONTENT_SOURCES: Record<TabletContentKind, ContentSource> = {
  newspapers: {
    table: newspapers,
    id: newspapers.newspaper_id,
    group: newspapers.group_id,
    stamp: newspapers.last_modified_date,
    place: newspapers.county,
    alsoFor: (location) => [`${location} Local`, `${location} National`],
    item: {
      title: newspapers.title,
      description: newspapers.description,
      url: newspapers.url,
      image_url: newspapers.icon_url,
    },
  },
  local_contents: {
    table: localContents,
    id: localContents.id,
    group: localContents.group_id,
    stamp: localContents.last_modified_date,
    place: localContents.county,
    item: {
      title: localContents.title,
      description: localContents.description,
      category: localContents.category,
      url: localContents.url,
      image_url: localContents.icon_url,
    },
  },
  noticeboards: {
    table: noticeboards,
    id: noticeboards.noticeboard_id,
    group: noticeboards.group_id,
    stamp: noticeboards.last_updated,
    place: noticeboards.location,
    expires: noticeboards.expire_date,
    item: {
      title: noticeboards.title,
      description: noticeboards.description,
      image_url: noticeboards.image_url,
    },
  },
  menus: {
    table: menus,
    id: menus.menus_id,
    group: menus.group_id,
    stamp: menus.last_updated,
    place: menus.location,
    expires: menus.expire_date,
    item: {
      // A menu's title is optional: its PDF's name stands in.
      title: sql`coalesce(nullif(${menus.title}, ''), ${menus.file})`,
      description: menus.description,
      file_url: sql`case when ${menus.file_path} is not null
        then ${TABLET_MENUS_PATH} || '/' || ${menus.menus_id} || '/file' end`,
      file_size: menus.file_size,
    },
  },
};

/**
 * The rows of a content table that reach a tablet (docs/tablet-link.md, "What a tablet reads"): its group's,
 * for 'All' or the resident's location (an unassigned device: 'All' alone), and not past their last day on
 * the facility's clock. A row without a place is for everyone, as a new row's default 'All' says.
 */
export function reachesTablet(source: ContentSource, reader: TabletReader): SQL {
  const { location } = reader;
  const places =
    location === null ? [ALL_LOCATIONS] : [ALL_LOCATIONS, location, ...(source.alsoFor?.(location) ?? [])];
  return and(
    eq(source.group, reader.group_id),
    inArray(sql`coalesce(nullif(${source.place}, ''), ${ALL_LOCATIONS})`, places),
    source.expires ? or(isNull(source.expires), gte(source.expires, reader.today)) : undefined,
  )!;
}
