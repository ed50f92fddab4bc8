import { RESIDENT_EXPORT_ACCESS } from '@acorn/domain/access';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditResident } from '../residents/resident-audit.js';
import { residentParams } from '../residents/resident-params.js';
import { visibleResident } from '../residents/visible-resident.js';
import { residentData } from './resident-data.js';
import { residentPdf } from './resident-pdf.js';

const tags = ['residents'];
const base = '/v1/acorn/residents/:user_id/export';
type Format = 'json' | 'pdf';

/**
 * A resident's whole record as a file (GDPR art. 15 and 20, issue 23): JSON to hand on, PDF to read. Whoever
 * may open the resident's full record may take it (roles 1 and 2, another group's resident 404); the
 * taking is audited ('export'), and the audit row names the resident by id alone.
 */
export async function residentExportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: RESIDENT_EXPORT_ACCESS };

  async function exported(
    req: FastifyRequest<{ Params: { user_id: number } }>,
    reply: FastifyReply,
    format: Format,
  ) {
    const resident = await visibleResident(req, req.params.user_id);
    const { email, permissions } = req.user!;
    const data = await residentData(app.db, resident.user_id, { now: app.clock(), by: email, permissions });
    await auditResident(app.db, req, resident, {
      action: 'export',
      entity: 'resident_record',
      changes: { format },
    });
    const filename = `resident-${resident.user_id}.${format}`;
    reply
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store');
    return format === 'json'
      ? reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2))
      : reply.type('application/pdf').send(await residentPdf(data));
  }

  api.get(`${base}.json`, {
    config,
    schema: {
      tags,
      summary: 'Export everything stored about a resident as JSON',
      operationId: 'exportResidentRecordJson',
      params: residentParams,
      produces: ['application/json'],
    },
    handler: (req, reply) => exported(req, reply, 'json'),
  });
  api.get(`${base}.pdf`, {
    config,
    schema: {
      tags,
      summary: 'Export everything stored about a resident as a PDF',
      operationId: 'exportResidentRecordPdf',
      params: residentParams,
      produces: ['application/pdf'],
    },
    handler: (req, reply) => exported(req, reply, 'pdf'),
  });
}
