import type { SharedPhotosPage } from '@acorn/domain/photos';
import { apiCall } from '../../../../lib/api';

/** Photos a page of the resident's shared photos. */
export const SHARED_PHOTOS_PAGE_SIZE = 10;

/** Every page of one resident's shared photos: what a removal or a live event refreshes. */
export const sharedPhotosKey = (userId: number) => ['residents', userId, 'shared-photos'] as const;

export const fetchSharedPhotos = (userId: number, page: number): Promise<SharedPhotosPage> =>
  apiCall('get', '/v1/acorn/residents/{user_id}/photos', {
    params: { user_id: userId },
    query: { page, page_size: SHARED_PHOTOS_PAGE_SIZE },
  });

export const removeSharedPhoto = (userId: number, photoId: number) =>
  apiCall('delete', '/v1/acorn/residents/{user_id}/photos/{photo_id}', {
    params: { user_id: userId, photo_id: photoId },
  });
