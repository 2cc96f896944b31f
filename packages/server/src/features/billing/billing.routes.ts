import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idSchema, subscriptionBody, subscriptionDto, userLogoBody, userLogoDto, userSubscriptionDto } from '@atelier/core';
import { currentBusiness, currentUser, requireActive, requireAdmin, requireOwner, requireUser } from '../../http/auth-guard.js';
import { fileResponse } from '../../http/openapi.js';
import type { SubscriptionsService } from './subscriptions.service.js';

const params = z.object({ id: idSchema });
const periodParams = z.object({ id: idSchema, subscriptionId: idSchema });
const security = [{ bearerAuth: [] }];
const denied = { 401: errorResponse, 403: errorResponse };

/** Subscriptions recorded by the admin, and what their add-ons switch on for the user. */
export const billingRoutes = (app: FastifyInstance, { subscriptions }: { subscriptions: SubscriptionsService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put('/users/:id/subscription', {
    onRequest: requireAdmin,
    schema: {
      tags: ['admin'],
      summary: 'Record a paid subscription period (a new row: the history stays); the price is computed by the server. 409 when it overlaps another period',
      security,
      params,
      body: subscriptionBody,
      response: { 200: subscriptionDto, 400: errorResponse, ...denied, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request) => subscriptions.record({ userId: request.params.id, body: request.body, adminId: currentUser(request).sub }),
  });

  r.put('/users/:id/subscriptions/:subscriptionId', {
    onRequest: requireAdmin,
    schema: {
      tags: ['admin'],
      summary: 'Correct a recorded period (dates, applications, add-ons); the price is computed again. 409 when it would overlap another period',
      security,
      params: periodParams,
      body: subscriptionBody,
      response: { 200: subscriptionDto, 400: errorResponse, ...denied, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request) => subscriptions.correct({ userId: request.params.id, subscriptionId: request.params.subscriptionId, body: request.body }),
  });

  r.delete('/users/:id/subscriptions/:subscriptionId', {
    onRequest: requireAdmin,
    schema: { tags: ['admin'], summary: 'Delete a period recorded by mistake', security, params: periodParams, response: { 204: z.null(), 400: errorResponse, ...denied, 404: errorResponse } },
    handler: async (request, reply) => {
      await subscriptions.remove({ userId: request.params.id, subscriptionId: request.params.subscriptionId });
      return reply.status(204).send(null);
    },
  });

  r.get('/users/:id/subscriptions', {
    onRequest: requireAdmin,
    schema: { tags: ['admin'], summary: "A user's subscription periods, newest first", security, params, response: { 200: z.array(subscriptionDto), 400: errorResponse, ...denied, 404: errorResponse } },
    handler: async (request) => subscriptions.history(request.params.id),
  });

  r.get('/user/subscription', {
    onRequest: requireOwner,
    schema: {
      tags: ['account'],
      summary: "Whether the business's subscription is active, which add-ons it switches on, and whether a logo is stored (owner only: 403 owner_only)",
      security,
      response: { 200: userSubscriptionDto, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => subscriptions.ownStatus(currentBusiness(request).businessId),
  });

  r.put('/user/logo', {
    onRequest: [requireOwner, requireActive('features')],
    schema: {
      tags: ['account'],
      summary:
        "Set the logo printed on the business's PDFs (owner only: 403 owner_only; 402 payment_required_features after the trial without a subscription, 402 payment_required without the logo add-on)",
      security,
      body: userLogoBody,
      response: { 200: userLogoDto, 400: errorResponse, 401: errorResponse, 402: errorResponse, 403: errorResponse },
    },
    handler: async (request) => subscriptions.saveLogo({ businessId: currentBusiness(request).businessId, base64: request.body.image }),
  });

  r.get('/user/logo', {
    onRequest: requireUser,
    schema: { tags: ['account'], summary: "The business's uploaded logo image (members too: their PDFs print it)", security, response: { 200: fileResponse(['image/png', 'image/jpeg'], 'The logo image'), 401: errorResponse, 403: errorResponse, 404: errorResponse } },
    handler: async (request, reply) => {
      const logo = await subscriptions.logo(currentBusiness(request).businessId);
      return reply.type(logo.mime).header('cache-control', 'private, no-cache').send(logo.content);
    },
  });

  r.delete('/user/logo', {
    onRequest: requireOwner,
    schema: { tags: ['account'], summary: "Remove the business's logo (owner only: 403 owner_only)", security, response: { 204: z.null(), 401: errorResponse, 403: errorResponse } },
    handler: async (request, reply) => {
      await subscriptions.removeLogo(currentBusiness(request).businessId);
      return reply.status(204).send(null);
    },
  });
};
