import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fromDatabaseError } from '../lib/db-errors.js';
import { HttpError } from '../lib/http-error.js';
import { lingerOnRefusedBody } from '../lib/linger.js';

/**
 * Every error answers `{ message }`; nothing internal leaks, and bad input is never a 500. A server-side
 * failure (5xx) also names its `request_id`, the key of its log lines, for the person to quote (ADR 0045;
 * every answer carries it in the x-request-id header).
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const answer = (status: number, message: string) =>
      reply.code(status).send(status < 500 ? { message } : { message, request_id: req.id });
    if (error instanceof HttpError) return answer(error.statusCode, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path whose id is not written the one way ids are (decimal digits) names no row.
      if (error.validationContext === 'params') return answer(404, 'Not found.');
      const issue = error.validation[0];
      const where = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext;
      return answer(400, `Invalid ${where}: ${issue?.message ?? 'bad value'}.`);
    }
    const fromDb = fromDatabaseError(error);
    if (fromDb) return answer(fromDb.statusCode, fromDb.message);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Fastify asked to close the connection, which can lose this answer to a reset (lib/linger.ts).
      reply.removeHeader('connection');
      lingerOnRefusedBody(req.raw);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return answer(status, error.message);
    req.log.error(error);
    return answer(500, 'Something went wrong. Try again later.');
  });
});
