import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { create as contentDisposition } from 'content-disposition';
import {
  customerConsentBody,
  customerDetailDto,
  customerEraseBody,
  customerEraseResult,
  customerIdParams,
  customerMergeBody,
  customerMergeParams,
  customerQuery,
  customersQuery,
  customersResponse,
  errorResponse,
} from '@atelier/core';
import { requireOwner, requireUser, scopeOf } from '../../http/auth-guard.js';
import { fileResponse } from '../../http/openapi.js';
import { requestLocale } from '../../http/request-locale.js';
import type { CustomerErasure } from './customers-erasure.js';
import type { CustomerExport } from './customers-export.js';
import type { CustomersService } from './customers.service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/**
 * Issue 31: the customer directory. Every member of the business reads it and records consents
 * and merges, as they edit documents; export and erasure are the owner's (the workshop is the
 * controller of its customers' data).
 */
export const customersRoutes = (
  app: FastifyInstance,
  { customers, erasure, exportCustomer }: { customers: CustomersService; erasure: CustomerErasure; exportCustomer: CustomerExport },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['customers'], security: [{ bearerAuth: [] }] };

  r.get('/user/customers', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary:
        "The business's customers as its documents name them, the one with the newest document first. `query` keeps those whose names, phones, " +
        'e-mails, CUI or CNP contain each of its words, with or without diacritics ("stefan" finds Ștefan; "0722 12" a phone).',
      querystring: customersQuery,
      response: { 200: customersResponse, ...errors },
    },
    handler: async (request) => customers.list(scopeOf(request), request.query),
  });

  r.get('/user/customers/:id', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary:
        'One customer: their details, the vehicles their documents name, their documents (newest first: application, kind, number, date, total), ' +
        "what was estimated and invoiced, their consent history and the merges that can be undone. 404 not_found for another business's customer.",
      params: customerIdParams,
      querystring: customerQuery,
      response: { 200: customerDetailDto, ...errors, 404: errorResponse },
    },
    handler: async (request) => customers.get(scopeOf(request), request.params.id, requestLocale(request, request.query.locale)),
  });

  r.post('/user/customers/:id/merge', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: 'Merges another record of the same customer into this one (kept through rebuilds, until undone). 400 customer_merge_same; 404 for a record not of the business.',
      params: customerIdParams,
      querystring: customerQuery,
      body: customerMergeBody,
      response: { 200: customerDetailDto, ...errors, 404: errorResponse },
    },
    handler: async (request) => customers.merge(scopeOf(request), request.params.id, request.body.other_id, requestLocale(request, request.query.locale)),
  });

  r.post('/user/customers/:id/merges/:mergeId/undo', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: 'Splits a merge again: the documents it brought go back to a record of their own. 409 customer_merge_undone when it was undone already.',
      params: customerMergeParams,
      querystring: customerQuery,
      response: { 200: customerDetailDto, ...errors, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request) => customers.undoMerge(scopeOf(request), request.params.id, request.params.mergeId, requestLocale(request, request.query.locale)),
  });

  r.put('/user/customers/:id/consent', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary:
        "Records the customer's consent to reminders, or its withdrawal, with how and when it was given (GDPR art. 7(1); earlier ones are kept). " +
        'Withdrawn: no reminder e-mail or SMS goes to their e-mails or numbers; given: their newest e-mail gets reminders.',
      params: customerIdParams,
      querystring: customerQuery,
      body: customerConsentBody,
      response: { 200: customerDetailDto, ...errors, 404: errorResponse },
    },
    handler: async (request) => customers.setConsent(scopeOf(request), request.params.id, request.body, requestLocale(request, request.query.locale)),
  });

  r.get('/user/customers/:id/export', {
    onRequest: requireOwner,
    schema: {
      ...base,
      summary:
        "Everything the business holds about one customer, as a ZIP (GDPR art. 15 and 20): details, vehicles, documents' data and PDFs, consent history, " +
        'and in customer-data/ what every other place keeps of them (sends and answers, appointment confirmations, reminders, merges): what the erasure empties. Owner only.',
      params: customerIdParams,
      querystring: customerQuery,
      response: { 200: fileResponse('application/zip', 'The ZIP'), ...errors, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const { zip, name, ascii } = await exportCustomer(scopeOf(request), request.params.id, requestLocale(request, request.query.locale));
      return reply.type('application/zip').header('content-disposition', contentDisposition(name, { type: 'attachment', fallback: ascii })).header('cache-control', 'no-store').send(zip);
    },
  });

  r.post('/user/customers/:id/erase', {
    onRequest: requireOwner,
    schema: {
      ...base,
      summary:
        "Erases the customer's personal data (GDPR art. 17) from every document that names them: the name becomes 'Client șters', identifiers and contacts are emptied, " +
        'signatures too, and their full name, phone numbers, e-mails, CNP/CUI and address are taken out of every other text (notes, handover names, owner fields, lines). ' +
        "The same goes for every place of the export's customer-data/ (sends and answers, appointment confirmations, reminders, consents, merges), in one transaction. " +
        'Invoices are kept intact (Legea contabilității 82/1991 art. 25: 10 years) and listed in `kept`. Needs `confirm: true` (400 customer_erase_unconfirmed). Owner only; audited.',
      params: customerIdParams,
      querystring: customerQuery,
      body: customerEraseBody,
      response: { 200: customerEraseResult, ...errors, 404: errorResponse },
    },
    handler: async (request) => erasure.erase(scopeOf(request), request.params.id, request.body, requestLocale(request, request.query.locale)),
  });
};
