import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fromDatabaseError } from '../lib/db-errors.js';
import { HttpError } from '../lib/http-error.js';

/** Every error answers `{ message }`; nothing internal leaks, and bad input is never a 500. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path whose id is not written the one way ids are (decimal digits) names no row.
      if (error.validationContext === 'params') return reply.code(404).send({ message: 'Not found.' });
      const issue = error.validation[0];
      const where = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext;
      return reply.code(400).send({ message: `Invalid ${where}: ${issue?.message ?? 'bad value'}.` });
    }
    const fromDb = fromDatabaseError(error);
    if (fromDb) return reply.code(fromDb.statusCode).send({ message: fromDb.message });
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ message: error.message });
    req.log.error(error);
    return reply.code(500).send({ message: 'Something went wrong. Try again later.' });
  });
});
