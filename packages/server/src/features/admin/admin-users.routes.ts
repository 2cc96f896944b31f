import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserDto, errorResponse, usersQuery } from '@atelier/core';
import { requireAdmin } from '../../http/auth-guard.js';
import type { AdminUsersService } from './admin-users.service.js';

export const adminUsersRoutes = (app: FastifyInstance, { adminUsers }: { adminUsers: AdminUsersService }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/users', {
    onRequest: requireAdmin,
    schema: {
      tags: ['admin'],
      summary: 'Accounts (not admins), newest first, searchable by e-mail; the total is in X-Total-Count',
      security: [{ bearerAuth: [] }],
      querystring: usersQuery,
      response: { 200: z.array(adminUserDto), 400: errorResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request, reply) => {
      const { total, users } = await adminUsers.list(request.query);
      return reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'X-Total-Count').send(users);
    },
  });
};
