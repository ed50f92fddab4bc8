import { AUDIT_ACCESS } from '@acorn/domain/access';
import {
  auditLogExportQuerySchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  type AuditLogEntry,
} from '@acorn/domain/audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { writeAudit } from '../../lib/audit.js';
import { csvLine } from '../../lib/resource/csv.js';
import { sendJsonText } from '../../lib/resource/list-rows.js';
import { auditColumns, auditOrder, auditPageBody, auditRows, auditWhere } from './audit-log-query.js';

const access = AUDIT_ACCESS;
const tags = ['audit log'];
const EXPORT_BATCH = 1000;
const COLUMNS = Object.keys(auditColumns) as (keyof AuditLogEntry)[];

/**
 * The audit viewer (issue 23, role 1): who looked at or changed what, paged, sorted and filtered in the
 * database, and the same rows as CSV. Looking at the log is not itself a row (each page and filter would
 * bury what is looked for); taking a copy away is ('export').
 */
export async function auditLogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/v1/acorn/audit-log', {
    config: { access },
    schema: {
      tags,
      summary: 'List audit log entries, a page at a time',
      operationId: 'listAuditLogEntries',
      querystring: auditLogQuerySchema,
      response: { 200: auditLogPageSchema },
    },
    handler: async (req, reply) => {
      const { page, page_size } = req.query;
      const body = await app.db.execute<{ json: string }>(
        auditPageBody(auditWhere(req.query), auditOrder(req.query), page, page_size),
      );
      return sendJsonText(reply, Object.values(body.rows[0]!)[0] as string);
    },
  });

  api.get('/v1/acorn/audit-log/export', {
    config: { access },
    schema: {
      tags,
      summary: 'Export audit log entries as CSV',
      operationId: 'exportAuditLog',
      querystring: auditLogExportQuerySchema,
      produces: ['text/csv'],
    },
    handler: async (req, reply) => {
      const where = auditWhere(req.query);
      const order = auditOrder(req.query);
      const batch = async (offset: number) =>
        (await app.db.execute<Record<string, unknown>>(auditRows(where, order, EXPORT_BATCH, offset))).rows;
      await writeAudit(app.db, req, {
        action: 'export',
        entity: 'audit_log',
        changes: { ...req.query },
      });
      const first = await batch(0);
      async function* lines() {
        yield csvLine(COLUMNS);
        for (let rows = first, offset = 0; ;) {
          for (const row of rows) yield csvLine(COLUMNS.map((key) => row[key]));
          if (rows.length < EXPORT_BATCH) return;
          offset += EXPORT_BATCH;
          rows = await batch(offset);
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(Readable.from(lines()));
    },
  });
}
