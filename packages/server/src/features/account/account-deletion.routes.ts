import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountDeletedDto, accountDeletionConfirmBody, accountDeletionRequestBody, adminAccountDeletionBody, errorResponse, idSchema } from '@atelier/core';
import { currentUser, requireAdmin, requireOwner, scopeOf } from '../../http/auth-guard.js';
import type { AccountDeletionService } from './account-deletion.service.js';

const KEPT =
  'Kept: only the subscription periods and amounts billed to the business (the operator\'s accounting records, Legea contabilității nr. 82/1991 art. 25: 10 years after the end of the financial year).';

export const accountDeletionRoutes = (app: FastifyInstance, { deletion }: { deletion: AccountDeletionService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  r.post('/user/account/delete', {
    onRequest: requireOwner,
    schema: {
      tags: ['account'],
      summary: 'Ask to delete the business account (owner): with the password, a confirmation link (1 hour, once) goes to the owner',
      description: `Nothing is deleted until the link's page confirms. 403 wrong_password for a wrong password, 403 owner_only for a member; rate-limited per account. ${KEPT}`,
      security,
      body: accountDeletionRequestBody,
      response: { 202: z.null(), 400: errorResponse, 401: errorResponse, 403: errorResponse, 423: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => {
      await deletion.request(scopeOf(request), request.body);
      return reply.status(202).send(null);
    },
  });

  r.post('/user/account/delete/confirm', {
    schema: {
      tags: ['account'],
      summary: 'Delete the business account with the token of the mailed link (no session needed: the token is the secret)',
      description: `Deletes every document, counter, statistic, the logo, profile, form access and requests, invitations, exports, the business and every member's account and sessions. 400 invalid_token when unknown, used or expired. ${KEPT}`,
      body: accountDeletionConfirmBody,
      response: { 200: accountDeletedDto, 400: errorResponse, 429: errorResponse },
    },
    handler: async (request) => deletion.confirm(request.body.token, request.ip),
  });

  r.delete('/users/:id/account', {
    onRequest: requireAdmin,
    schema: {
      tags: ['admin'],
      summary: "Delete the business account of this user at once (the owner asked by other means), with the reason; the same deletion as the owner's",
      description: `404 user_not_found for an unknown id, an admin or a person without a business. ${KEPT}`,
      security,
      params: z.object({ id: idSchema }),
      body: adminAccountDeletionBody,
      response: { 200: accountDeletedDto, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => deletion.eraseByAdmin({ adminId: currentUser(request).sub, userId: request.params.id, reason: request.body.reason }),
  });
};
