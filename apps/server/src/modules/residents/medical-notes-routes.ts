import { RESIDENTS_ACCESS } from '@acorn/domain/access';
import { medicalNotesInputSchema, medicalNotesSchema } from '@acorn/domain/residents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { sendJsonText } from '../../lib/resource/list-rows.js';
import { changedFields, medicalNotesJson, readMedicalNotes, saveMedicalNotes } from './medical-notes.js';
import { residentBody } from './resident-read.js';
import { auditResident } from './resident-audit.js';
import { residentParams } from './resident-params.js';
import { visibleResident } from './visible-resident.js';

const access = RESIDENTS_ACCESS;
const tags = ['residents'];
const url = '/v1/acorn/residents/:user_id/medical';

/** Medical Information (issue 17): read and changed by roles 1 and 2, every read and change audited. */
export async function medicalNotesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(url, {
    config: { access },
    schema: {
      tags,
      summary: 'Get a resident’s medical information',
      operationId: 'getResidentMedicalNotes',
      params: residentParams,
      response: { 200: medicalNotesSchema },
    },
    // One statement: the scope check, the notes and the read's audit row (resident-read.ts).
    handler: async (req, reply) =>
      sendJsonText(
        reply,
        await residentBody(req, req.params.user_id, medicalNotesJson(sql`resident.user_id`), {
          audit: { entity: 'medical_notes' },
        }),
      ),
  });

  api.put(url, {
    config: { access },
    schema: {
      tags,
      summary: 'Update a resident’s medical information',
      operationId: 'updateResidentMedicalNotes',
      params: residentParams,
      body: medicalNotesInputSchema,
      response: { 200: medicalNotesSchema },
    },
    handler: async (req) => {
      const resident = await visibleResident(req, req.params.user_id);
      await app.db.transaction(async (tx) => {
        const before = await readMedicalNotes(tx, resident.user_id);
        await saveMedicalNotes(tx, resident, req.body, { user_id: req.user!.user_id, now: app.clock() });
        await auditResident(tx, req, resident, {
          action: 'update',
          entity: 'medical_notes',
          changes: { fields: changedFields(before, req.body), version: req.body.version + 1 },
        });
      });
      return readMedicalNotes(app.db, resident.user_id);
    },
  });
}
