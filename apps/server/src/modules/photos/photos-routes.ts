import multipart from '@fastify/multipart';
import { PHOTO_CAPTION_MAX } from '@acorn/domain/photos';
import { IMAGE_MAX_BYTES } from '@acorn/domain/shared';
import type { FastifyInstance } from 'fastify';
import { familyPhotoRoutes } from './family-photo-routes.js';
import { staffPhotoRoutes } from './staff-photo-routes.js';
import { tabletPhotoRoute } from './tablet-photo-route.js';

/** Shared photos (issue 20): the family member's, staff's and the tablet's routes. */
export async function photosRoutes(app: FastifyInstance) {
  // One picture and its caption; a larger picture is cut off at the limit and refused, never buffered
  // whole. A caption field longer than four bytes a character is cut off too, and refused as too long.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: PHOTO_CAPTION_MAX * 4 },
  });
  await app.register(familyPhotoRoutes);
  await app.register(staffPhotoRoutes);
  await app.register(tabletPhotoRoute);
}
