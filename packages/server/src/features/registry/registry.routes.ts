import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  registryCredentialsBody,
  registryCredentialsStatus,
  registryDocumentsQuery,
  registryDocumentsResponse,
  registrySendResponse,
  registrySubmissionBody,
  registrySubmissionQuery,
  serviceCodesResponse,
} from '@atelier/core';
import { scopeOf, requireActive, requireOwner, requireUser } from '../../http/auth-guard.js';
import { requestLocale } from '../../http/request-locale.js';
import type { RegistryService } from './registry.service.js';

const security = [{ bearerAuth: [] }];
const tags = ['registry'];
const denied = { 401: errorResponse, 402: errorResponse, 403: errorResponse, 423: errorResponse };
const registryDown = { 502: errorResponse };
const access =
  '403 registry_not_allocated unless the registry application (integrare-registru-rar-autopass) is allocated to the business or its add-on is in the active subscription. ';

/** SPEC §7 Registry integration, under /api; plus the list of the AutoPass tab and "test connection". */
export const registryRoutes = (app: FastifyInstance, { registry }: { registry: RegistryService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/user/forms/autopass/credentials', {
    onRequest: [requireOwner, requireActive('features')],
    schema: {
      tags,
      summary: "Save the business's registry (AutoPass) credentials, after a registry login accepts them (owner only)",
      description: `${access}400 registry_login_failed with the registry's reason when its login refuses them (nothing is stored). Stored encrypted (AES-256-GCM); never returned. 429 rate_limited past 20 saves and tests an hour per business.`,
      security,
      body: registryCredentialsBody,
      response: { 200: registryCredentialsStatus, 400: errorResponse, ...denied, 429: errorResponse, ...registryDown },
    },
    handler: async (request) => registry.saveCredentials(scopeOf(request), request.body),
  });

  r.delete('/user/forms/autopass/credentials', {
    onRequest: requireOwner,
    schema: {
      tags,
      summary: "Remove the business's registry credentials and its registry session (owner only)",
      description: `${access}409 registry_not_configured when none are saved.`,
      security,
      response: { 204: z.null(), ...denied, 409: errorResponse },
    },
    handler: async (request, reply) => {
      await registry.removeCredentials(scopeOf(request));
      return reply.status(204).send(null);
    },
  });

  r.get('/user/forms/autopass/credentials/status', {
    onRequest: requireUser,
    schema: {
      tags,
      summary: 'Whether registry credentials are saved, and whether the last check with them worked',
      description: access,
      security,
      response: { 200: registryCredentialsStatus, ...denied },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await registry.status(scopeOf(request))),
  });

  r.post('/user/forms/autopass/credentials/test', {
    onRequest: [requireUser, requireActive('features')],
    schema: {
      tags,
      summary: 'Test connection: a fresh registry login with the saved credentials; the answer is the status it leaves',
      description: `${access}409 registry_not_configured when none are saved; 429 rate_limited past 20 saves and tests an hour per business.`,
      security,
      response: { 200: registryCredentialsStatus, ...denied, 409: errorResponse, 429: errorResponse },
    },
    handler: async (request) => registry.testConnection(scopeOf(request)),
  });

  r.get('/user/forms/autopass/prestatie-codes', {
    onRequest: [requireUser, requireActive('features')],
    schema: {
      tags,
      summary: "The registry's service codes, each with whether it needs the initial odometer reading (R-ODO, I-ODO); loaded once a day",
      description: `${access}409 registry_not_configured without credentials; 422 registry_credentials_rejected when the registry refuses them; 502 registry_unavailable.`,
      security,
      response: { 200: serviceCodesResponse, ...denied, 409: errorResponse, 422: errorResponse, ...registryDown },
    },
    handler: async (request) => registry.codes(scopeOf(request)),
  });

  r.post('/user/forms/autopass', {
    onRequest: [requireUser, requireActive('features')],
    schema: {
      tags,
      summary: "Send a service record to the registry; with submission_id it is the document's record, and a second send updates it",
      description:
        `${access}400 validation_error with per-field codes (required, vin_length, vin_characters, initial_odometer_required, codes_required, ` +
        'service_date_future, unknown_code); 404 document_not_found; 409 registry_not_configured, 409 registry_duplicate; 422 registry_rejected ' +
        "(the registry's field errors in details), 422 registry_credentials_rejected; 502 registry_unavailable (Retry-After when the registry said): " +
        'the data stays on the document and a retry sends the same idempotency key, so the registry never gets the record twice. ' +
        'Without submission_id, an Idempotency-Key header plays that part.',
      security,
      querystring: registrySubmissionQuery,
      headers: z.object({ 'idempotency-key': z.string().min(8).max(128).optional() }),
      body: registrySubmissionBody,
      response: { 200: registrySendResponse, 400: errorResponse, ...denied, 404: errorResponse, 409: errorResponse, 422: errorResponse, ...registryDown },
    },
    handler: async (request) =>
      registry.send(scopeOf(request), request.body, request.query.submission_id, request.headers['idempotency-key']),
  });

  r.get('/user/forms/autopass/documents', {
    onRequest: requireUser,
    schema: {
      tags,
      summary: "The business's documents that carry a vehicle, with their registry state and the dialog's data (AutoPass tab)",
      description: `${access}Newest first; filter by state and by part of the plate, VIN or number.`,
      security,
      querystring: registryDocumentsQuery,
      response: { 200: registryDocumentsResponse, 400: errorResponse, ...denied },
    },
    handler: async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await registry.documents(scopeOf(request), request.query, requestLocale(request, request.query.locale))),
  });
};
