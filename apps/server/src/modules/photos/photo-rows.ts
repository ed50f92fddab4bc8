import { photoStateOf, type SharedPhoto, type SharedPhotosPage } from '@acorn/domain/photos';
import type { ImageType } from '@acorn/domain/shared';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { commands, familyLinks, portalUsers, sharedPhotos } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';

const p = sharedPhotos;

/** Whose routes serve a photo's picture: the address the answer gives for it. */
export type PhotoAudience = 'family' | 'staff';
const BASE: Record<PhotoAudience, string> = {
  family: '/v1/acorn/family/residents',
  staff: '/v1/acorn/residents',
};

const columns = {
  photo_id: p.photo_id,
  user_id: p.user_id,
  group_id: p.group_id,
  uploaded_by: p.uploaded_by,
  caption: p.caption,
  mime: p.mime,
  bytes: p.bytes,
  width: p.width,
  height: p.height,
  created_at: p.created_at,
  shared_at: p.shared_at,
  removed_at: p.removed_at,
  file_path: p.file_path,
  thumbnail_path: p.thumbnail_path,
  share_command_id: p.share_command_id,
  command_state: commands.state,
  command_detail: commands.detail,
  firstname: portalUsers.firstname,
  surname: portalUsers.surname,
  relationship: familyLinks.relationship,
};
export type PhotoRow = Awaited<ReturnType<typeof selectPhotos>>[number];

/** Photos with their share command, uploader and the uploader's link to the resident (if it still is). */
function selectPhotos(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(p)
    .leftJoin(commands, eq(commands.id, p.share_command_id))
    .leftJoin(portalUsers, eq(portalUsers.user_id, p.uploaded_by))
    .leftJoin(
      familyLinks,
      and(eq(familyLinks.portal_user_id, p.uploaded_by), eq(familyLinks.user_id, p.user_id)),
    )
    .where(where);
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** A row as the API gives it, its pictures at the audience's own addresses. */
export function photoOf(row: PhotoRow, audience: PhotoAudience): SharedPhoto {
  const base = `${BASE[audience]}/${row.user_id}/photos/${row.photo_id}`;
  const state = photoStateOf(row.command_state, row.removed_at !== null);
  const name = [row.firstname, row.surname].filter(Boolean).join(' ');
  return {
    photo_id: row.photo_id,
    user_id: row.user_id,
    caption: row.caption,
    mime: row.mime as ImageType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    created_at: iso(row.created_at)!,
    shared_by: row.uploaded_by === null ? null : { name, relationship: row.relationship },
    shared_at: iso(row.shared_at),
    state,
    state_detail: state === 'failed' ? row.command_detail : null,
    thumbnail_url: `${base}/thumbnail`,
    image_url: `${base}/image`,
  };
}

/** One photo of a resident, removed or not; with `uploadedBy`, only that family member's. */
export async function findPhoto(
  db: Db,
  residentId: number,
  photoId: number,
  uploadedBy?: number,
): Promise<PhotoRow | undefined> {
  const [row] = await selectPhotos(
    db,
    and(
      eq(p.photo_id, photoId),
      eq(p.user_id, residentId),
      uploadedBy === undefined ? undefined : eq(p.uploaded_by, uploadedBy),
    ),
  );
  return row;
}

/**
 * A page of a resident's photos still there, newest first, paged in the database: a family member's own
 * uploads (`uploadedBy`), or for staff every photo shared with the resident.
 */
export async function photoPage(
  db: Db,
  residentId: number,
  audience: PhotoAudience,
  paging: { page: number; page_size: number; uploadedBy?: number },
): Promise<SharedPhotosPage> {
  const where = and(
    eq(p.user_id, residentId),
    isNull(p.removed_at),
    audience === 'family' ? eq(p.uploaded_by, paging.uploadedBy!) : isNotNull(p.shared_at),
  );
  const [rows, [count]] = await Promise.all([
    selectPhotos(db, where)
      .orderBy(desc(p.created_at), desc(p.photo_id))
      .limit(paging.page_size)
      .offset((paging.page - 1) * paging.page_size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(p)
      .where(where),
  ]);
  return { items: rows.map((row) => photoOf(row, audience)), total: count?.total ?? 0 };
}
