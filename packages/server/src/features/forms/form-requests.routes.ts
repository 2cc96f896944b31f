import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminFormRequestDto, allocationBody, allocationDto, errorResponse, formRequestDto, idSchema } from '@atelier/core';
import { scopeOf, requireAdmin, requireUser } from '../../http/auth-guard.js';
import type { FormRequestsService } from './form-requests.service.js';

const params = z.object({ id: idSchema });
const security = [{ bearerAuth: [] }];
const userErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Requesting applications (user) and allocating them (admin, SPEC §7 Admin). */
export const formRequestsRoutes = (app: FastifyInstance, { requests }: { requests: FormRequestsService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/user/forms/:id/request', {
    onRequest: requireUser,
    schema: {
      tags: ['forms'],
      summary: 'Request an application that is neither allocated nor public; pending until an admin allocates it',
      security,
      params,
      response: { 201: formRequestDto, ...userErrors },
    },
    handler: async (request, reply) => reply.status(201).send(await requests.request(scopeOf(request), request.params.id)),
  });

  r.get('/user/form_requests', {
    onRequest: requireUser,
    schema: { tags: ['forms'], summary: "The business's application requests, newest first", security, response: { 200: z.array(formRequestDto), 401: errorResponse, 403: errorResponse } },
    handler: async (request) => requests.listForBusiness(scopeOf(request)),
  });

  r.get('/forms/requests', {
    onRequest: requireAdmin,
    schema: {
      tags: ['admin'],
      summary: 'Pending application requests, oldest first, with the user e-mail and application title',
      security,
      response: { 200: z.array(adminFormRequestDto), 401: errorResponse, 403: errorResponse },
    },
    handler: async () => requests.listPending(),
  });

  r.post('/forms/requests/:id/reject', {
    onRequest: requireAdmin,
    schema: { tags: ['admin'], summary: 'Reject a pending application request', security, params, response: { 200: formRequestDto, ...userErrors } },
    handler: async (request) => requests.reject(request.params.id),
  });

  r.post('/forms/:id/allocate', {
    onRequest: requireAdmin,
    schema: {
      tags: ['admin'],
      summary: "Allocate an application to a user; approves the user's pending request for it",
      security,
      params,
      body: allocationBody,
      response: { 200: allocationDto, ...userErrors },
    },
    handler: async (request) => requests.allocate({ formId: request.params.id, userId: request.body.user_id }),
  });

  r.post('/forms/:id/remove_access', {
    onRequest: requireAdmin,
    schema: { tags: ['admin'], summary: "Remove a user's access to an application", security, params, body: allocationBody, response: { 200: allocationDto, ...userErrors } },
    handler: async (request) => requests.removeAccess({ formId: request.params.id, userId: request.body.user_id }),
  });
};
