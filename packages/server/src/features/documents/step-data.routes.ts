import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  arrayItemsQuery,
  arrayItemsResponse,
  errorResponse,
  idSchema,
  paginationQuery,
  pastEntriesQuery,
  stepEntriesResponse,
  stepOverviewResponse,
  stepSearchQuery,
} from '@atelier/core';
import { scopeOf, requireActiveUser } from '../../http/auth-guard.js';
import type { StepDataService } from './step-data.service.js';

const stepName = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,63}$/, { message: 'must be a step name' });
const errors = { 400: errorResponse, 401: errorResponse, 402: errorResponse, 403: errorResponse, 404: errorResponse };

export const stepDataRoutes = (app: FastifyInstance, { steps }: { steps: StepDataService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['step data'], security: [{ bearerAuth: [] }] };

  r.get('/user/step_data/:name', {
    onRequest: requireActiveUser('past_data'),
    schema: { ...base, summary: "One step's entries across the user's documents, newest first, de-duplicated", params: z.object({ name: stepName }), querystring: paginationQuery, response: { 200: stepEntriesResponse, ...errors } },
    handler: async (request) => steps.entries(scopeOf(request), request.params.name, request.query),
  });

  r.get('/user/search/:name', {
    onRequest: requireActiveUser('past_data'),
    schema: { ...base, summary: "Search one step's entries", params: z.object({ name: stepName }), querystring: stepSearchQuery, response: { 200: stepEntriesResponse, ...errors } },
    handler: async (request) => steps.entries(scopeOf(request), request.params.name, { ...request.query, term: request.query.search_term }),
  });

  r.get('/user/step_data_overview', {
    onRequest: requireActiveUser('past_data'),
    schema: { ...base, summary: 'Steps present in the user\'s documents, with counts', response: { 200: stepOverviewResponse, 401: errorResponse, 402: errorResponse } },
    handler: async (request) => steps.overview(scopeOf(request)),
  });

  r.get('/user/available_stepnames', {
    onRequest: requireActiveUser('past_data'),
    schema: { ...base, summary: 'Names of the steps present in the user\'s documents', response: { 200: z.array(z.string()), 401: errorResponse, 402: errorResponse } },
    handler: async (request) => steps.stepNames(scopeOf(request)),
  });

  r.get('/user/forms/:id/past-entries', {
    onRequest: requireActiveUser('past_data'),
    schema: { ...base, summary: 'The last distinct entries of a step, to pre-fill a new document', params: z.object({ id: idSchema }), querystring: pastEntriesQuery, response: { 200: stepEntriesResponse, ...errors } },
    handler: async (request) => steps.pastEntries(scopeOf(request), request.params.id, request.query.step, request.query.limit),
  });

  r.get('/user/forms/:id/array-items', {
    onRequest: requireActiveUser('past_data'),
    schema: { ...base, summary: 'Distinct lines of a list field (e.g. parts with their last price) matching a term', params: z.object({ id: idSchema }), querystring: arrayItemsQuery, response: { 200: arrayItemsResponse, ...errors } },
    handler: async (request) => steps.arrayItems(scopeOf(request), request.params.id, request.query),
  });
};
