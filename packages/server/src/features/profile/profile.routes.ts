import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyProfileBody, companyProfileDto, errorResponse, firstStepsDto } from '@atelier/core';
import { currentUser, requireOwner, requireUser, scopeOf } from '../../http/auth-guard.js';
import type { ProfileService } from './profile.service.js';

const security = [{ bearerAuth: [] }];

/** The company profile that pre-fills every form's company step, and the dashboard's first steps. */
export const profileRoutes = (app: FastifyInstance, { profile }: { profile: ProfileService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/user/profile', {
    onRequest: requireUser,
    schema: {
      tags: ['account'],
      summary: "The business's company profile (empty fields and updated_at null until it is saved); members read it too (forms pre-fill it)",
      security,
      response: { 200: companyProfileDto, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => profile.get(scopeOf(request)),
  });

  r.put('/user/profile', {
    onRequest: requireOwner,
    schema: {
      tags: ['account'],
      summary:
        "Save the business's company profile (owner only: 403 owner_only); CUI, IBAN and trade register number are checked and normalised (400 names the fields); its name names the business",
      security,
      body: companyProfileBody,
      response: { 200: companyProfileDto, 400: errorResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => profile.save(scopeOf(request), request.body),
  });

  r.get('/user/first-steps', {
    onRequest: requireUser,
    schema: {
      tags: ['account'],
      summary: "The dashboard's first steps: what is done, and whether the user closed them",
      security,
      response: { 200: firstStepsDto, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => profile.firstSteps(scopeOf(request)),
  });

  r.post('/user/first-steps/dismiss', {
    onRequest: requireUser,
    schema: { tags: ['account'], summary: 'Close the first steps for good', security, response: { 204: z.null(), 401: errorResponse } },
    handler: async (request, reply) => {
      await profile.dismissFirstSteps(currentUser(request).sub);
      return reply.status(204).send(null);
    },
  });
};
