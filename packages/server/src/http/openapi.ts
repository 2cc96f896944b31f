import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@atelier/core';

/** OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, UI at /api/docs. */
export const registerOpenApi = async (app: FastifyInstance, apiPrefix: string) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Atelier API',
        version: APP_VERSION,
        description: 'Errors are `{ "error": { "code", "message", "details"? } }` with the HTTP status of the code.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${apiPrefix}/docs`, staticCSP: false });
};
