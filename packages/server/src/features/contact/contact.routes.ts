import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactBody, contactMessageDto, contactMessagesQuery, contactMessagesResponse, errorResponse, idSchema } from '@atelier/core';
import { requireAdmin } from '../../http/auth-guard.js';
import type { ContactService } from './contact.service.js';

const security = [{ bearerAuth: [] }];

export const contactRoutes = (app: FastifyInstance, { contact }: { contact: ContactService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/contact', {
    schema: {
      tags: ['contact'],
      summary: 'Send a message to the provider (public; limited per address)',
      body: contactBody,
      response: { 201: z.object({ id: idSchema }), 400: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => reply.status(201).send({ id: (await contact.send({ body: request.body, ip: request.ip })).id }),
  });

  r.get('/contact-messages', {
    onRequest: requireAdmin,
    schema: {
      tags: ['admin'],
      summary: 'Contact messages, newest first, with the unread count',
      security,
      querystring: contactMessagesQuery,
      response: { 200: contactMessagesResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => contact.list(request.query),
  });

  r.post('/contact-messages/:id/read', {
    onRequest: requireAdmin,
    schema: {
      tags: ['admin'],
      summary: 'Mark a contact message read',
      security,
      params: z.object({ id: idSchema }),
      response: { 200: contactMessageDto, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => contact.markRead(request.params.id),
  });
};
