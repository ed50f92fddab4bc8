import { validateFamilyMaintenance, type FamilyMaintenanceInput } from '@acorn/domain/maintenance';
import { IMAGE_MESSAGES } from '@acorn/domain/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { cleanImage, type CleanImage } from '../../lib/images.js';

/** The form's text fields, the only ones read; anything else sent is ignored. */
const FIELDS = new Set<string>(['title', 'description', 'key_entry_permission']);

/**
 * A maintenance request's multipart form, read whole and judged in the form's order: the text fields'
 * rules first (400 with the first failing rule's message), then the photo, if one came (413 or 415 with
 * IMAGE_MESSAGES). The photo arrives as cleanImage made it: judged by content, re-encoded, no metadata.
 */
export async function readRequestForm(
  req: FastifyRequest,
): Promise<{ input: FamilyMaintenanceInput; photo: CleanImage | null }> {
  if (!req.isMultipart()) throw new HttpError(415, 'Send the request as multipart/form-data.');
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const read = await part.toBuffer();
        // An empty file part is a photo not chosen (some browsers send one for an empty picker).
        if (read.length > 0) bytes = read;
      } else if (FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof req.server.multipartErrors.RequestFileTooLargeError)
      throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
    throw error;
  }
  const refusal = validateFamilyMaintenance(fields);
  if (refusal) throw badRequest(refusal.message);
  const input: FamilyMaintenanceInput = {
    title: fields.title!.trim(),
    description: fields.description!.trim(),
    key_entry_permission: fields.key_entry_permission!,
  };
  return { input, photo: bytes ? await cleanImage(bytes) : null };
}
