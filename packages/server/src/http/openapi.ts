import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@atelier/core';

/** A group of operations in the OpenAPI document, and what its calls are for in one line. */
export type OpenApiTag = { name: string; description: string };

/**
 * OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, UI at /api/docs. `tags`:
 * the document's list of the tags its routes use (the modules describe them: app-modules.ts).
 */
export const registerOpenApi = async (app: FastifyInstance, { apiPrefix, tags }: { apiPrefix: string; tags: readonly OpenApiTag[] }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Atelier API',
        version: APP_VERSION,
        description: 'Errors are `{ "error": { "code", "message", "details"? } }` with the HTTP status of the code.',
      },
      tags: [...tags],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${apiPrefix}/docs`, staticCSP: false });
};
