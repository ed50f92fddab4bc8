import { MENU_FILE_TYPE } from '@acorn/domain/content';
import { idText } from '@acorn/domain/shared';
import { menusContract } from '@acorn/domain/content';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { menus } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/http-error.js';
import { MAX_ID } from '../../../lib/resource/scoped-row.js';
import { sendMenuPdf } from '../../menus/menu-files.js';
import { ENROLMENT_TAGS } from '../enrolment/enrolment-tags.js';
import { TABLET_SECURITY } from '../tablet-http-auth.js';
import { CONTENT_SOURCES, reachesTablet, TABLET_MENUS_PATH } from './content-sources.js';
import { tabletReader } from './tablet-reader.js';

/**
 * GET /v1/acorn/tablet-link/menus/{id}/file: a menu's PDF, for a tablet whose menus list has it (the same
 * reach, so a tablet cannot read another group's or an expired menu by guessing ids: 404 'Menu not
 * found.'). Inline: the tablet shows it in a frame. With the tablet's credential, else 401.
 */
export function menuFileRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(`${TABLET_MENUS_PATH}/:id/file`, {
    config: { access: 'public' },
    schema: {
      tags: ENROLMENT_TAGS,
      summary: 'Get a menu’s PDF for the tablet',
      operationId: 'getTabletMenuFile',
      security: TABLET_SECURITY,
      params: z.object({ id: idText }),
      produces: [MENU_FILE_TYPE],
    },
    handler: async (req, reply) => {
      const reader = await tabletReader(req);
      const { id } = req.params;
      const [menu] =
        id > MAX_ID
          ? []
          : await app.db
              .select({ file: menus.file, file_path: menus.file_path })
              .from(menus)
              .where(and(eq(menus.menus_id, id), reachesTablet(CONTENT_SOURCES.menus, reader)));
      if (!menu) throw notFound(menusContract.notFound);
      return sendMenuPdf(reply, menu, 'inline');
    },
  });
}
