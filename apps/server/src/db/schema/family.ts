import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { portalUsers, tenantGroupId } from './identity.js';
import { residentKey } from './residents.js';
import { commands } from './tablet-link.js';

/**
 * Photos a family member shared with their resident (issue 20): the picture as stored (re-encoded without
 * its metadata) and its thumbnail, each under a generated name in the data directory. Shown on the tablet
 * by a photo command; its state is that command's. Removing keeps the row (who removed it and when) and
 * deletes the files.
 */
export const sharedPhotos = pgTable(
  'shared_photos',
  {
    photo_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer().notNull(),
    group_id: tenantGroupId(),
    uploaded_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
    /** image/jpeg, image/png or image/webp: the type the content proved. */
    mime: text().notNull(),
    file_path: text(),
    thumbnail_path: text(),
    bytes: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    caption: text(),
    created_at: createdAt(),
    /** The latest photo command that showed it on the tablet; null until shared. */
    share_command_id: bigint({ mode: 'number' }).references(() => commands.id, { onDelete: 'set null' }),
    shared_at: instant(),
    removed_at: instant(),
    removed_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
  },
  (t) => [
    residentKey(t, 'shared_photos_resident_fk'),
    index('shared_photos_user_created_idx').on(t.user_id, t.created_at.desc().nullsFirst()),
    index('shared_photos_live_idx')
      .on(t.user_id)
      .where(sql`${t.removed_at} is null`),
  ],
);
