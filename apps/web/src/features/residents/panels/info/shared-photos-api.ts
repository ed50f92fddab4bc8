import type { SharedPhotosPage } from '@acorn/domain';
import { api } from '../../../../lib/api';

/** Photos a page of the resident's shared photos. */
export const SHARED_PHOTOS_PAGE_SIZE = 10;

const photosUrl = (userId: number) => `/v1/acorn/residents/${userId}/photos`;

/** Every page of one resident's shared photos: what a removal or a live event refreshes. */
export const sharedPhotosKey = (userId: number) => ['residents', userId, 'shared-photos'] as const;

export const fetchSharedPhotos = (userId: number, page: number) =>
  api<SharedPhotosPage>(`${photosUrl(userId)}?page=${page}&page_size=${SHARED_PHOTOS_PAGE_SIZE}`);

export const removeSharedPhoto = (userId: number, photoId: number) =>
  api<{ message: string }>(`${photosUrl(userId)}/${photoId}`, { method: 'DELETE' });
