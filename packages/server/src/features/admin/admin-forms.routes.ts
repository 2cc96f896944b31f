import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFormDto,
  deletedFormDto,
  errorResponse,
  FORM_UPLOAD_MAX_BYTES,
  formUploadDto,
  formUsersResponse,
  idSchema,
  paginationQuery,
  step1DataDto,
  submissionStatisticsDto,
  submissionStatisticsQuery,
} from '@atelier/core';
import { AppError } from '../../errors.js';
import { requireAdmin } from '../../http/auth-guard.js';
import type { AdminFormsService } from './admin-forms.service.js';

const params = z.object({ id: idSchema });
const security = [{ bearerAuth: [] }];
const tags = ['admin'];
const denied = { 401: errorResponse, 403: errorResponse };

/**
 * The multipart file's bytes. The parser's own errors (no boundary, a body cut short) are plain
 * Errors: they are the client's, so 400; its limits (file too large) keep their status.
 */
const multipartFile = async (request: FastifyRequest): Promise<Buffer> => {
  try {
    const file = await request.file();
    if (!file) throw new AppError('validation_error', { message: 'The multipart body has no file' });
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError || (error instanceof Error && 'statusCode' in error)) throw error;
    throw new AppError('validation_error', { message: `The multipart body is malformed: ${error instanceof Error ? error.message : String(error)}` });
  }
};

/** The uploaded definition's text: the multipart file, or the raw JSON body. */
const uploadedText = async (request: FastifyRequest): Promise<string> => {
  if (!request.isMultipart()) {
    if (typeof request.body !== 'string') throw new AppError('validation_error', { message: 'Send the definition as a JSON body or a multipart file' });
    return request.body;
  }
  const bytes = await multipartFile(request);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('parse_error', { message: 'The file is not UTF-8 text' });
  }
};

/** Form management (SPEC §7 Admin). */
export const adminFormsRoutes = (app: FastifyInstance, { adminForms }: { adminForms: AdminFormsService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/forms', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Every live application with its document and allocation counts', security, response: { 200: z.array(adminFormDto), ...denied } },
    handler: async () => adminForms.list(),
  });

  // The upload reads its body as text (to report JSON syntax errors by line and column) and
  // accepts a multipart file; both parsers stay inside this scope.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: FORM_UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 20 } });
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: FORM_UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));
    const upload = {
      onRequest: requireAdmin,
      bodyLimit: FORM_UPLOAD_MAX_BYTES,
      schema: {
        tags,
        summary: `Upload one form definition (JSON body or a multipart file, at most ${FORM_UPLOAD_MAX_BYTES} bytes); the same key again adds a version`,
        security,
        response: { 200: formUploadDto, 201: formUploadDto, 400: errorResponse, ...denied, 413: errorResponse, 415: errorResponse },
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await adminForms.upload(await uploadedText(request));
        return reply.status(result.status === 'created' ? 201 : 200).send(result);
      },
    };
    scope.withTypeProvider<ZodTypeProvider>().post('/forms', upload);
    // The address with a trailing slash that the web app used to call, kept for a client that still does; not in the OpenAPI document.
    scope.withTypeProvider<ZodTypeProvider>().post('/forms/', { ...upload, schema: { ...upload.schema, hide: true } });
  });

  r.delete('/forms/:id', {
    onRequest: requireAdmin,
    schema: {
      tags,
      summary: 'Delete an application: it leaves the catalogue and users’ lists; documents made with it stay readable and printable',
      security,
      params,
      response: { 200: deletedFormDto, 400: errorResponse, ...denied, 404: errorResponse },
    },
    handler: async (request) => adminForms.remove(request.params.id),
  });

  r.get('/forms/:id/users', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Every user, with or without access to the application', security, params, response: { 200: formUsersResponse, 400: errorResponse, ...denied, 404: errorResponse } },
    handler: async (request) => adminForms.users(request.params.id),
  });

  r.get('/forms/admin/:id/step1_data', {
    onRequest: requireAdmin,
    schema: {
      tags,
      summary: "The first step's data of the application's documents, per user, newest first; the total is in X-Total-Count",
      security,
      params,
      querystring: paginationQuery,
      response: { 200: step1DataDto, 400: errorResponse, ...denied, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const { total, body } = await adminForms.step1Data({ formId: request.params.id, ...request.query });
      return reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'X-Total-Count').send(body);
    },
  });

  r.get('/forms/admin/submission-statistics', {
    onRequest: requireAdmin,
    schema: {
      tags,
      summary: 'Documents per day (UTC), per application and per user in a date range',
      security,
      querystring: submissionStatisticsQuery,
      response: { 200: submissionStatisticsDto, 400: errorResponse, ...denied },
    },
    handler: async (request) => adminForms.statistics(request.query),
  });
};
