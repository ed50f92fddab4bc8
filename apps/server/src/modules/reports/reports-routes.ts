import { isAdmin, PERMISSION, REPORTS_ACCESS } from '@acorn/domain/access';
import {
  generatedReportParams,
  generatedReportSchema,
  generatedReportsPageSchema,
  generatedReportsQuerySchema,
  generateReportInputSchema,
  REPORT_MESSAGES,
  reportFileName,
} from '@acorn/domain/reports';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { portalUsers } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { groupScope } from '../../lib/group-scope.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { generateReport } from './report-generation.js';
import {
  deleteReport,
  failLeftReports,
  findReport,
  insertReport,
  reportContent,
  reportsPage,
} from './report-store.js';

const access = REPORTS_ACCESS;
const tags = ['reports'];
const base = '/v1/acorn/reports';
/** Role 1's reports cover every group and so belong to the operator's group, never to a care group's staff. */
const OPERATOR_GROUP = 1;

/**
 * Generated reports (spec doc 1 §3, issue 19): listed, generated in the background, followed, downloaded
 * as CSV and deleted, each action behind its permission bit. Role 1 sees and reports on every group; every
 * other role its own group's.
 */
export async function reportsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const running = new Set<Promise<void>>();
  // A report is not cut off by a graceful stop; one an abrupt stop leaves generating is failed (see store).
  app.addHook('onClose', async () => void (await Promise.all(running)));
  app.addHook('onReady', () => failLeftReports(app.db, app.clock(), !app.config.databaseUrl));
  const audit = (
    req: FastifyRequest,
    action: 'create' | 'read' | 'delete',
    id: number,
    group: number,
    type: string,
  ) =>
    writeAudit(app.db, req, { action, entity: 'reports', entity_id: id, group_id: group, changes: { type } });

  api.get(base, {
    config: { access, permission: PERMISSION.READ_REPORT },
    schema: {
      tags,
      summary: 'List generated reports, newest first',
      operationId: 'listReports',
      querystring: generatedReportsQuerySchema,
      response: { 200: generatedReportsPageSchema },
    },
    handler: (req) =>
      reportsPage(app.db, groupScope(req.user!), req.query.page, req.query.page_size, app.clock()),
  });

  api.post(base, {
    config: { access, permission: PERMISSION.GENERATE_REPORT },
    schema: {
      tags,
      summary: 'Start generating a report',
      operationId: 'createReport',
      body: generateReportInputSchema,
      response: { 202: generatedReportSchema },
    },
    handler: async (req, reply) => {
      const user = req.user!;
      const takenAt = app.clock();
      const [author] = await app.db
        .select({ name: sql<string>`concat_ws(' ', ${portalUsers.firstname}, ${portalUsers.surname})` })
        .from(portalUsers)
        .where(eq(portalUsers.user_id, user.user_id));
      const group = isAdmin(user.roles) ? OPERATOR_GROUP : user.group_id;
      const { type } = req.body;
      const report = await insertReport(
        app.db,
        {
          group_id: group,
          type,
          created_at: takenAt.toISOString(),
          created_by: user.user_id,
          author: author?.name ?? null,
        },
        takenAt,
      );
      await audit(req, 'create', report.report_id, group, type);
      const job = generateReport(app, { id: report.report_id, type, scope: groupScope(user), takenAt });
      running.add(job);
      void job.finally(() => running.delete(job));
      return reply.code(202).send(report);
    },
  });

  api.get(`${base}/:id`, {
    config: { access, permission: PERMISSION.READ_REPORT },
    schema: {
      tags,
      summary: 'Get a generated report and its progress',
      operationId: 'getReport',
      params: generatedReportParams,
      response: { 200: generatedReportSchema },
    },
    handler: async (req) => {
      const report = await findReport(app.db, req.params.id, groupScope(req.user!), app.clock());
      if (!report) throw notFound(REPORT_MESSAGES.notFound);
      return report;
    },
  });

  api.get(`${base}/:id/csv`, {
    config: { access, permission: PERMISSION.READ_REPORT },
    schema: {
      tags,
      summary: 'Download a ready report as CSV',
      operationId: 'exportReport',
      params: generatedReportParams,
    },
    handler: async (req, reply) => {
      const { id } = req.params;
      const report = await reportContent(app.db, id, groupScope(req.user!));
      if (!report) throw notFound(REPORT_MESSAGES.notFound);
      if (report.content === null) throw new HttpError(409, REPORT_MESSAGES.notReady);
      await audit(req, 'read', id, report.group_id, report.type);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${reportFileName(report.type, report.created_at)}"`,
        )
        .send(report.content);
    },
  });

  api.delete(`${base}/:id`, {
    config: { access, permission: PERMISSION.DELETE_REPORT },
    schema: {
      tags,
      summary: 'Delete a generated report',
      operationId: 'deleteReport',
      params: generatedReportParams,
    },
    handler: async (req, reply) => {
      const removed = await deleteReport(app.db, req.params.id, groupScope(req.user!));
      if (!removed) throw notFound(REPORT_MESSAGES.notFound);
      await audit(req, 'delete', req.params.id, removed.group_id, removed.type);
      return reply.code(204).send();
    },
  });
}
