import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, paymentBannerStatusResponse, userDto, userStatusQuery, userStatusResponse } from '@atelier/core';
import { currentUser, requireUser } from '../../http/auth-guard.js';
import type { AccountService } from './account.service.js';

export const accountRoutes = (app: FastifyInstance, { account }: { account: AccountService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  r.get('/user/me', {
    onRequest: requireUser,
    schema: { tags: ['account'], summary: 'The signed-in account', security, response: { 200: userDto, 401: errorResponse } },
    handler: async (request) => account.me(currentUser(request).sub),
  });

  r.get('/user/status', {
    onRequest: requireUser,
    schema: {
      tags: ['account'],
      summary: 'Lock state; with ?password= also whether it is the account password',
      security,
      querystring: userStatusQuery,
      response: { 200: userStatusResponse, 401: errorResponse, 429: errorResponse },
    },
    handler: async (request) => account.status(currentUser(request).sub, request.query.password),
  });

  r.get('/user/payment-banner-status', {
    onRequest: requireUser,
    schema: {
      tags: ['account'],
      summary: 'Whether to show the trial-expired banner',
      security,
      response: { 200: paymentBannerStatusResponse, 401: errorResponse },
    },
    handler: async (request) => account.paymentBannerStatus(currentUser(request).sub),
  });
};
