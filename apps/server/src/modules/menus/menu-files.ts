import { MENU_FILE_MESSAGES, MENU_FILE_TYPE } from '@acorn/domain/content';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FileBackend } from '../../lib/files/file-backend.js';
import { FILE_FOLDERS, fileStore, sendStored, type FileStore } from '../../lib/files/file-store.js';
import { notFound } from '../../lib/http-error.js';

/** Menu PDFs in a file backend: `menus/<uuid>.pdf`. */
export const menuFileStore = (files: FileBackend): FileStore => fileStore(files, FILE_FOLDERS.menus, 'pdf');

/** The menu PDFs of this server. */
export const menuFiles = (app: FastifyInstance): FileStore => menuFileStore(app.files);

/**
 * Answers a menu's stored PDF byte for byte: as a download ('attachment', staff's screen) or to be shown
 * where it is opened ('inline', the tablet's frame). 404 when it has none, or its file has gone.
 */
export async function sendMenuPdf(
  reply: FastifyReply,
  menu: { file: string; file_path: string | null },
  disposition: 'attachment' | 'inline',
) {
  if (!menu.file_path) throw notFound(MENU_FILE_MESSAGES.none);
  const headers = { 'content-disposition': contentDisposition(disposition, menu.file) };
  const file = { name: menu.file_path, type: MENU_FILE_TYPE, what: 'menu PDF', headers };
  return sendStored(reply, menuFiles(reply.server), file, MENU_FILE_MESSAGES.none);
}

/** RFC 6266: a plain-ASCII fallback name plus the exact UTF-8 one. */
function contentDisposition(disposition: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
