import type { PhotoResult, SharedPhotosPage } from '@acorn/domain/photos';
import { apiCall } from '../../lib/api';

/** Photos a page of the gallery: three rows of four on a wide screen. */
export const GALLERY_PAGE_SIZE = 12;

export const familyShareKeys = {
  /** Every page of one resident's photos: what an upload, a share, a removal or a live event refreshes. */
  photos: (userId: number) => ['family', 'residents', userId, 'photos'] as const,
};

export const fetchPhotos = (userId: number, page: number): Promise<SharedPhotosPage> =>
  apiCall('get', '/v1/acorn/family/residents/{user_id}/photos', {
    params: { user_id: userId },
    query: { page, page_size: GALLERY_PAGE_SIZE },
  });

/** Multipart, as the server takes it: the picture and, when given, its caption. */
export function uploadPhoto(userId: number, file: File, caption: string): Promise<PhotoResult> {
  const form = new FormData();
  if (caption.trim()) form.append('caption', caption.trim());
  form.append('file', file, file.name);
  return apiCall('post', '/v1/acorn/family/residents/{user_id}/photos', {
    params: { user_id: userId },
    form,
  });
}

export const sharePhoto = (userId: number, photoId: number): Promise<PhotoResult> =>
  apiCall('post', '/v1/acorn/family/residents/{user_id}/photos/{photo_id}/share', {
    params: { user_id: userId, photo_id: photoId },
  });

export const removePhoto = (userId: number, photoId: number) =>
  apiCall('delete', '/v1/acorn/family/residents/{user_id}/photos/{photo_id}', {
    params: { user_id: userId, photo_id: photoId },
  });
