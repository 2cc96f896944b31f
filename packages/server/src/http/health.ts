import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { APP_VERSION, errorResponse, healthResponse } from '@atelier/core';
import type { RouteAccess } from './access.js';
import type { OpenApiTag } from './openapi.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../errors.js';

/** For load balancers: 200 when the database answers, 503 otherwise. */
export const healthRoutes = (app: FastifyInstance, { db }: { db: Kysely<Database> }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: healthResponse, 503: errorResponse } },
    handler: async () => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        // A busy database (no free connection in time) says so, with its Retry-After.
        if (error instanceof AppError) throw error;
        throw new AppError('service_unavailable', { message: 'Database unreachable' });
      }
      return { status: 'ok' as const, database: 'ok' as const, version: APP_VERSION };
    },
  });
};

/** Who may call the health route (http/access.ts). */
export const healthAccess: RouteAccess = {
  'GET /api/health': 'public',
};

/** The OpenAPI tag of the health route. */
export const healthApiTags: readonly OpenApiTag[] = [{ name: 'system', description: 'The health check for load balancers' }];
