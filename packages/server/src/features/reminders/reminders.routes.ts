import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idSchema, reminderConsentBody, reminderConsentDto, reminderSettings, reminderSettingsDto, remindersQuery, remindersResponse, untaggedQuery, untaggedResponse } from '@atelier/core';
import { scopeOf, requireActiveUser, requireOwner } from '../../http/auth-guard.js';
import { requestLocale } from '../../http/request-locale.js';
import { htmlResponse } from '../../http/openapi.js';
import type { RemindersService } from './reminders.service.js';
import { unsubscribePage } from './unsubscribe-page.js';

const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponse, 402: errorResponse, 403: errorResponse, 423: errorResponse };
const access = requireActiveUser('features');
const NOTE = ' Needs the Notificari application allocated to the business or included in its subscription (403 notificari_required).';

/** The reminders list (SPEC §2 Service tags), its settings, customers' consents and the unsubscribe link. */
export const remindersRoutes = (app: FastifyInstance, { reminders }: { reminders: RemindersService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['reminders'], security };

  r.get('/user/reminders', {
    onRequest: access,
    schema: {
      ...base,
      summary: 'Per vehicle (plate, else VIN) and tag: the last service with the tag, its due date, the client and contact; by due date. due=upcoming: due within `days` (default the setting, 30); overdue: past due.' + NOTE,
      querystring: remindersQuery,
      response: { 200: remindersResponse, 400: errorResponse, ...errors },
    },
    handler: async (request) => reminders.list(scopeOf(request), request.query),
  });

  r.get('/user/reminders/untagged', {
    onRequest: access,
    schema: { ...base, summary: 'Estimates and quotes carrying no tag, newest first (the "untagged" filter).' + NOTE, querystring: untaggedQuery, response: { 200: untaggedResponse, 400: errorResponse, ...errors } },
    handler: async (request) => reminders.untagged(scopeOf(request), request.query),
  });

  r.get('/user/reminders/settings', {
    onRequest: access,
    schema: { ...base, summary: 'The "upcoming" window and the reminder e-mails of the business.' + NOTE, response: { 200: reminderSettingsDto, ...errors } },
    handler: async (request) => reminders.getSettings(scopeOf(request)),
  });

  r.put('/user/reminders/settings', {
    onRequest: [requireOwner, ...access],
    schema: { ...base, summary: 'Change the reminder settings (owner only).' + NOTE, body: reminderSettings, response: { 200: reminderSettingsDto, 400: errorResponse, ...errors } },
    handler: async (request) => reminders.putSettings(scopeOf(request), request.body, requestLocale(request)),
  });

  r.get('/user/reminders/consents', {
    onRequest: access,
    schema: { ...base, summary: "Customers' consents to reminder e-mails, newest first (withdrawn ones have unsubscribed_at)." + NOTE, response: { 200: z.array(reminderConsentDto), ...errors } },
    handler: async (request) => reminders.consents(scopeOf(request)),
  });

  r.post('/user/reminders/consents', {
    onRequest: access,
    schema: {
      ...base,
      summary: "Record a customer's consent to reminder e-mails, and to SMS when a mobile number is given (date, how it was given, who recorded it); the same address again renews it." + NOTE,
      body: reminderConsentBody,
      response: { 201: reminderConsentDto, 400: errorResponse, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await reminders.addConsent(scopeOf(request), request.body)),
  });

  r.delete('/user/reminders/consents/:id', {
    onRequest: access,
    schema: { ...base, summary: "Withdraw a customer's consent: no more reminder e-mails." + NOTE, params: z.object({ id: idSchema }), response: { 204: z.null(), 400: errorResponse, ...errors, 404: errorResponse } },
    handler: async (request, reply) => {
      await reminders.withdrawConsent(scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  const tokenQuery = z.object({ token: z.string().max(200).default('') });
  r.get('/reminders/unsubscribe', {
    schema: { tags: ['reminders'], summary: "The unsubscribe link of a reminder e-mail (no account): a page with one button, so a mail scanner following links unsubscribes nobody", querystring: tokenQuery, response: { 200: htmlResponse('The page'), 400: errorResponse } },
    handler: async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(unsubscribePage({ state: 'ask', token: request.query.token, locale: await reminders.unsubscribeLocale(request.query.token) })),
  });

  r.post('/reminders/unsubscribe', {
    schema: {
      tags: ['reminders'],
      summary: 'Unsubscribe from reminder e-mails (form post of the page above); 404 with a page saying so for a link that is not valid',
      body: tokenQuery,
      response: { 200: htmlResponse('The page'), 400: errorResponse, 404: htmlResponse('The page saying the link is unknown') },
    },
    handler: async (request, reply) => {
      const { ok, locale } = await reminders.unsubscribe(request.body.token);
      return reply
        .status(ok ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(unsubscribePage({ state: ok ? 'done' : 'invalid', token: '', locale }));
    },
  });
};
