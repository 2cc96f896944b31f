import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { autoTagJobDto, documentTagsBody, documentTagsResponse, errorResponse, serviceTagBody, serviceTagDto, tagIdParams } from '@atelier/core';
import { scopeOf, requireActiveUser } from '../../http/auth-guard.js';
import type { TagsService } from './tags.service.js';

const security = [{ bearerAuth: [] }];
// 402 after the trial without a subscription; 403 notificari_required without the Notificari application.
const errors = { 401: errorResponse, 402: errorResponse, 403: errorResponse, 423: errorResponse };
const access = requireActiveUser('features');
const NOTE = ' Needs the Notificari application allocated to the business or included in its subscription (403 notificari_required).';

/** Service tags (SPEC §2 Service tags, §3, §4 Tag deletion): CRUD, auto-tagging, the tags of one document. */
export const tagsRoutes = (app: FastifyInstance, { tags }: { tags: TagsService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['tags'], security };

  r.get('/user/tags', {
    onRequest: access,
    schema: { ...base, summary: "The business's service tags, by name, with how many documents carry each." + NOTE, response: { 200: z.array(serviceTagDto), ...errors } },
    handler: async (request) => tags.list(scopeOf(request)),
  });

  r.post('/user/tags', {
    onRequest: access,
    schema: { ...base, summary: 'Create a tag: name, interval in months, aliases (comma separated). 409 tag_name_taken.' + NOTE, body: serviceTagBody, response: { 201: serviceTagDto, 400: errorResponse, ...errors, 409: errorResponse } },
    handler: async (request, reply) => reply.status(201).send(await tags.create(scopeOf(request), request.body)),
  });

  r.put('/user/tags/:id', {
    onRequest: access,
    schema: {
      ...base,
      summary: 'Change a tag; a new interval moves the due dates of its reminders. 404 tag_not_found for another business\'s tag.' + NOTE,
      params: tagIdParams,
      body: serviceTagBody,
      response: { 200: serviceTagDto, 400: errorResponse, ...errors, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request) => tags.update(scopeOf(request), request.params.id, request.body),
  });

  r.delete('/user/tags/:id', {
    onRequest: access,
    schema: { ...base, summary: 'Delete a tag (the client asks for confirmation first): it is removed from every estimate and its reminders go.' + NOTE, params: tagIdParams, response: { 204: z.null(), 400: errorResponse, ...errors, 404: errorResponse } },
    handler: async (request, reply) => {
      await tags.remove(scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.post('/user/tags/auto-tag', {
    onRequest: access,
    schema: {
      ...base,
      summary: 'Start auto-tagging every estimate and quote of the business in the background (one run at a time: while one is open it is answered). Poll GET /user/tags/auto-tag for done/total.' + NOTE,
      response: { 202: autoTagJobDto, ...errors },
    },
    handler: async (request, reply) => reply.status(202).send(await tags.startAutoTag(scopeOf(request))),
  });

  r.get('/user/tags/auto-tag', {
    onRequest: access,
    schema: { ...base, summary: "The business's last auto-tagging run: status and progress done/total." + NOTE, response: { 200: autoTagJobDto, ...errors } },
    handler: async (request) => tags.autoTagStatus(scopeOf(request)),
  });

  r.get('/user/completed_forms/:id/tags', {
    onRequest: access,
    schema: { ...base, summary: 'The tags of one document of the business (404 for another business\'s).' + NOTE, params: tagIdParams, response: { 200: documentTagsResponse, 400: errorResponse, ...errors, 404: errorResponse } },
    handler: async (request) => tags.documentTags(scopeOf(request), request.params.id),
  });

  r.put('/user/completed_forms/:id/tags', {
    onRequest: access,
    schema: {
      ...base,
      summary: 'Tag a document by hand: it carries exactly these tags from now on (estimates and quotes only).' + NOTE,
      params: tagIdParams,
      body: documentTagsBody,
      response: { 200: documentTagsResponse, 400: errorResponse, ...errors, 404: errorResponse },
    },
    handler: async (request) => tags.setDocumentTags(scopeOf(request), request.params.id, request.body.tag_ids),
  });
};
