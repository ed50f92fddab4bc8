import { idText } from '@acorn/domain/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/http-error.js';
import { TABLET_SECURITY, tabletOf } from '../tablet-link/tablet-http-auth.js';
import { findPhoto } from './photo-rows.js';
import { sendPicture } from './photo-stream.js';
import { photoUrlValid, TABLET_PHOTO_PATH } from './photo-url-signing.js';

/** Said when the address is not this tablet's, forged, or out of date. */
export const PHOTO_URL_REFUSED = 'This photo address is not valid for this tablet, or it has expired.';

// Checked by the handler, after the credential: a tablet without one is told 401 whatever it asked.
const query = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});

/**
 * The picture a photo command names, fetched by the tablet (docs/tablet-link.md, "photo"): with its own
 * credential (HTTP Basic; else 401), at an address this server signed for that photo and that tablet,
 * before it expires (else 403). A photo removed since: 404.
 */
export async function tabletPhotoRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(`${TABLET_PHOTO_PATH}/:photo_id`, {
    // No portal session: the tablet's credential and the signature are its proof.
    config: { access: 'public' },
    schema: {
      tags: ['tablet-link'],
      summary: 'Get the picture a photo command names',
      operationId: 'getTabletPhoto',
      security: TABLET_SECURITY,
      params: z.object({ photo_id: idText }),
      querystring: query,
      produces: ['image/jpeg', 'image/png', 'image/webp'],
    },
    handler: async (req, reply) => {
      const userId = await tabletOf(req);
      const { expires, signature } = req.query;
      const signed = {
        photo_id: req.params.photo_id,
        user_id: userId,
        expires: /^\d{1,12}$/.test(expires ?? '') ? Number(expires) : 0,
        signature: signature ?? '',
      };
      if (!(await photoUrlValid(app, signed, app.clock()))) throw forbidden(PHOTO_URL_REFUSED);
      const row = await findPhoto(app.db, userId, req.params.photo_id);
      // Signed for this tablet's own user, so the photo is theirs unless it is gone (404 below).
      if (!row) throw forbidden(PHOTO_URL_REFUSED);
      return sendPicture(reply, row, 'image');
    },
  });
}
