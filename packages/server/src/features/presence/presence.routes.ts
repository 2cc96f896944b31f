import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, presenceList } from '@atelier/core';
import { requireAdmin } from '../../http/auth-guard.js';
import type { PresenceStore } from './presence.store.js';

export const presenceRoutes = (app: FastifyInstance, { store }: { store: PresenceStore }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/users/online', {
    onRequest: requireAdmin,
    schema: {
      tags: ['admin'],
      summary: 'Who is online now: one entry per open tab (admins also get it live over socket.io, event "presence")',
      security: [{ bearerAuth: [] }],
      response: { 200: presenceList, 401: errorResponse, 403: errorResponse },
    },
    handler: async () => ({ users: await store.list() }),
  });
};
