import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserDto, errorResponse, idSchema, trialDto, trialExtensionBody, usersQuery } from '@atelier/core';
import { requireAdmin } from '../../http/auth-guard.js';
import type { AdminUsersService } from './admin-users.service.js';

export const adminUsersRoutes = (app: FastifyInstance, { adminUsers }: { adminUsers: AdminUsersService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/users', {
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

  r.put('/users/:id/trial', {
    onRequest: requireAdmin,
    schema: {
      tags: ['admin'],
      summary: "Extend an account's free trial: to a last day (ends_on) or by a number of days; lifts the payment-required states at once",
      security: [{ bearerAuth: [] }],
      params: z.object({ id: idSchema }),
      body: trialExtensionBody,
      response: { 200: trialDto, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => adminUsers.extendTrial(request.params.id, request.body),
  });
};
