import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorAnswers } from './api-docs-errors.js';

/** The OpenAPI document, generated from the routes' zod schemas, at /docs (JSON at /docs/json). */
export const apiDocs = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Acorn Portal API',
        version: '1.0.0',
        description: 'See docs/api.md for the conventions.',
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: the portal that serves this document answers its calls, whatever its address.
      servers: [{ url: '/', description: 'This portal' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // What a tablet's own reads take (docs/tablet-link.md, "HTTP with the tablet's credential").
          tablet: { type: 'http', scheme: 'basic' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      return { url, schema: { ...schema, response: errorAnswers(schema, input.route) } };
    },
  });
  // Swagger UI's page has inline scripts: it gets a policy of its own, allowing those by hash alone (and,
  // like the portal, inline styles, which its scripts set).
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (policy) =>
      policy
        .replace(/upgrade-insecure-requests;?/, '')
        .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
});
