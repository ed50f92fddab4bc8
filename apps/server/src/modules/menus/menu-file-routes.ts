import multipart from '@fastify/multipart';
import {
  looksLikePdf,
  MENU_FILE_MESSAGES,
  MENU_FILE_TYPE,
  MENU_MAX_BYTES,
  menuFileName,
  menuSchema,
  type Menu,
} from '@acorn/domain/content';
import { idText } from '@acorn/domain/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { menus as table } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { findScoped } from '../../lib/resource/scoped-row.js';
import { toApi } from '../../lib/resource/serialize.js';
import { menuFiles, sendMenuPdf } from './menu-files.js';
import { menus } from './menus-resource.js';

const params = z.object({ id: idText });
const tags = ['menus'];

/**
 * A menu's PDF: uploaded as multipart form data (one part), checked by content and size, stored under a
 * generated name, and served back byte for byte.
 */
export async function menuFileRoutes(app: FastifyInstance) {
  // One file part and nothing else; a larger file is cut off at the limit and refused, never buffered whole.
  await app.register(multipart, { limits: { fileSize: MENU_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const store = menuFiles(app);
  const { db } = app;

  api.post('/v1/acorn/menus/:id/file', {
    config: { access: menus.contract.access.update },
    schema: {
      tags,
      summary: 'Upload a menu’s PDF',
      operationId: 'uploadMenuFile',
      params,
      consumes: ['multipart/form-data'],
      response: { 200: menuSchema },
    },
    handler: async (req) => {
      // Another group's menu is refused before its upload is read.
      await findScoped(db, menus, req, req.params.id);
      if (!req.isMultipart()) throw new HttpError(415, MENU_FILE_MESSAGES.missing);
      const part = await req.file();
      if (!part) throw badRequest(MENU_FILE_MESSAGES.missing);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new HttpError(413, MENU_FILE_MESSAGES.tooLarge);
        throw error;
      }
      if (!looksLikePdf(bytes)) throw new HttpError(415, MENU_FILE_MESSAGES.notPdf);

      const stored = await store.put(bytes);
      try {
        const { before, after } = await db.transaction(async (tx) => {
          const existing = await findScoped(db, menus, req, req.params.id, tx);
          const [updated] = await tx
            .update(table)
            .set({
              file: menuFileName(part.filename),
              file_path: stored,
              file_size: bytes.length,
              last_updated: app.clock().toISOString(),
            })
            .where(eq(table.menus_id, req.params.id))
            .returning();
          await writeAudit(tx, req, {
            action: 'update',
            entity: 'menus',
            entity_id: req.params.id,
            group_id: updated!.group_id,
            changes: {
              file: [existing.file, updated!.file],
              file_size: [existing.file_size, updated!.file_size],
            },
          });
          return { before: existing, after: updated! };
        });
        await store.remove(before.file_path);
        return toApi(table, after) as Menu;
      } catch (error) {
        await store.remove(stored);
        throw error;
      }
    },
  });

  api.get('/v1/acorn/menus/:id/file', {
    config: { access: menus.contract.access.read },
    schema: {
      tags,
      summary: 'Download a menu’s PDF',
      operationId: 'getMenuFile',
      params,
      produces: [MENU_FILE_TYPE],
    },
    handler: async (req, reply) =>
      sendMenuPdf(reply, await findScoped(db, menus, req, req.params.id), 'attachment'),
  });
}
