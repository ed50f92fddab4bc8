import {
  MAINTENANCE_NOTE_MESSAGES,
  checkMaintenanceNote,
  maintenanceNoteAddedSchema,
  maintenanceNoteInputSchema,
  maintenanceNoteParams,
  maintenanceNotesSchema,
} from '@acorn/domain/maintenance';
import { maintenancesContract } from '@acorn/domain/maintenance';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { firstField } from '../../db/first-field.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { sendJsonText } from '../../lib/resource/list-rows.js';
import { findScoped, MAX_ID } from '../../lib/resource/scoped-row.js';
import { addNote, notesBody } from './maintenance-notes.js';
import { maintenances } from './maintenances-resource.js';

const { access, notFound: missing } = maintenancesContract;
const tags = ['maintenances'];
const url = '/v1/acorn/maintenances/:maintenance_id/notes';

/**
 * A job's notes (doc 2 §2.1 Add Note): read and added by whoever has the maintenance screen, role 8
 * included, as it may change a job's notes; another group's job is not found. Notes are only ever added.
 */
export async function maintenanceNotesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(url, {
    config: { access: access.read },
    schema: {
      tags,
      summary: 'List a maintenance job’s notes, oldest first',
      operationId: 'listMaintenanceNotes',
      params: maintenanceNoteParams,
      response: { 200: maintenanceNotesSchema },
    },
    handler: async (req, reply) => {
      const id = req.params.maintenance_id;
      const body = id > MAX_ID ? null : await firstField(app.db, notesBody(req, id));
      if (body == null) throw notFound(missing);
      return sendJsonText(reply, body);
    },
  });

  api.post(url, {
    config: { access: access.update },
    schema: {
      tags,
      summary: 'Add a note to a maintenance job',
      operationId: 'createMaintenanceNote',
      params: maintenanceNoteParams,
      body: maintenanceNoteInputSchema,
      response: { 201: maintenanceNoteAddedSchema },
    },
    handler: async (req, reply) => {
      const problem = checkMaintenanceNote(req.body);
      if (problem) throw badRequest(problem);
      const item = await app.db.transaction(async (tx) => {
        const job = await findScoped(app.db, maintenances, req, req.params.maintenance_id, tx);
        return addNote(tx, req, job, req.body.body!.trim());
      });
      return reply.code(201).send({ message: MAINTENANCE_NOTE_MESSAGES.added, item });
    },
  });
}
