import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, todayQuery, todayResponse } from '@atelier/core';
import { requireUser, scopeOf } from '../../http/auth-guard.js';
import { requestLocale } from '../../http/request-locale.js';
import type { TodayService } from './today.service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** Issue 31: Today, every member of the business reads it (the owner's and members' first tab). */
export const todayRoutes = (app: FastifyInstance, { today }: { today: TodayService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/user/today', {
    onRequest: requireUser,
    schema: {
      tags: ['today'],
      security: [{ bearerAuth: [] }],
      summary:
        "The workshop's day in one answer: today's appointments with where each car stands, cars in the workshop, estimates waiting for the customer, " +
        'invoices still to send to SPV with the working days left, reminders due this week (null without the reminders application) and the last documents.',
      querystring: todayQuery,
      response: { 200: todayResponse, ...errors },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await today.today(scopeOf(request), requestLocale(request, request.query.locale))),
  });
};
