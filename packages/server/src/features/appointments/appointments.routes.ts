import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentDto,
  appointmentStageBody,
  availabilityQuery,
  availabilityResponse,
  calendarFeedDto,
  closedDayBody,
  closedDayDto,
  closedDaysQuery,
  confirmationMailBody,
  errorResponse,
  idSchema,
  rescheduleBody,
  videoStatusBody,
  videoWeekQuery,
  videoWeekResponse,
  weekQuery,
  weekResponse,
  workingHoursBody,
  workingHoursResponse,
} from '@atelier/core';
import { scopeOf, requireActiveUser, requireOwner, requireUser } from '../../http/auth-guard.js';
import { fileResponse } from '../../http/openapi.js';
import type { AppointmentsService } from './appointments.service.js';
import type { CalendarFeedService } from './calendar-feed.service.js';
import type { ConfirmationMails } from './confirmation-mail.js';
import type { VideoPlannerService } from './video-planner.service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 423: errorResponse };

/**
 * Working hours, closed days and the appointments calendar (issue 16). Every member reads them;
 * the week and the closed days are the owner's to change. An appointment itself is a document:
 * it is made, edited and deleted through /user/forms/{id}/submit and /user/completed_forms/{id}.
 */
export const appointmentsRoutes = (
  app: FastifyInstance,
  { appointments, videoPlanner, calendarFeed, confirmations }: { appointments: AppointmentsService; videoPlanner: VideoPlannerService; calendarFeed: CalendarFeedService; confirmations: ConfirmationMails },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['appointments'], security: [{ bearerAuth: [] }] };
  const params = z.object({ id: idSchema });

  r.get('/user/working-hours', {
    onRequest: requireUser,
    schema: { ...base, summary: "The business's working week: per weekday working or not, opening and closing time, hours available to sell", response: { 200: workingHoursResponse, ...errors } },
    handler: async (request) => appointments.workingHours(scopeOf(request)),
  });

  r.put('/user/working-hours', {
    onRequest: requireOwner,
    schema: { ...base, summary: "Set the business's working week, all seven days (owner only)", body: workingHoursBody, response: { 200: workingHoursResponse, ...errors } },
    handler: async (request) => appointments.saveWorkingHours(scopeOf(request), request.body),
  });

  r.get('/user/closed-days', {
    onRequest: requireUser,
    schema: { ...base, summary: "The business's own closed days (holiday, inventory), from today on or of one year", querystring: closedDaysQuery, response: { 200: z.array(closedDayDto), ...errors } },
    handler: async (request) => appointments.closedDays(scopeOf(request), request.query.year),
  });

  r.post('/user/closed-days', {
    onRequest: requireOwner,
    schema: { ...base, summary: 'Close the workshop on a day (again for the same day: its note changes) (owner only)', body: closedDayBody, response: { 201: closedDayDto, ...errors } },
    handler: async (request, reply) => reply.status(201).send(await appointments.addClosedDay(scopeOf(request), request.body)),
  });

  r.delete('/user/closed-days/:id', {
    onRequest: requireOwner,
    schema: { ...base, summary: 'Open a closed day again (owner only)', params, response: { 204: z.null(), 404: errorResponse, ...errors } },
    handler: async (request, reply) => {
      await appointments.removeClosedDay(scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.get('/user/appointments', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: 'The calendar of [from, to] (at most 42 days): each day as worked (why closed), its scheduled and available hours, its appointments, and the undated ones',
      querystring: weekQuery,
      response: { 200: weekResponse, ...errors },
    },
    handler: async (request) => appointments.week(scopeOf(request), request.query.from, request.query.to),
  });

  r.get('/user/appointments/availability', {
    onRequest: requireUser,
    schema: { ...base, summary: "One day's scheduled and available hours, its free stretches and appointments", querystring: availabilityQuery, response: { 200: availabilityResponse, ...errors } },
    handler: async (request) => appointments.availability(scopeOf(request), request.query.date),
  });

  r.post('/user/appointments/:id/reschedule', {
    onRequest: requireActiveUser('content'),
    schema: {
      ...base,
      summary: 'Move an appointment to a new date and start time',
      description: '422 non_working_day (details: date, reason); 409 overbooked with the figures unless confirm_overbooking; 409 conflict when it changed meanwhile.',
      params,
      body: rescheduleBody,
      response: { 200: appointmentDto, 402: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse, ...errors },
    },
    handler: async (request) => appointments.reschedule(scopeOf(request), request.params.id, request.body),
  });

  r.post('/user/appointments/:id/complete', {
    onRequest: requireActiveUser('content'),
    schema: { ...base, summary: 'Mark an appointment completed', params, response: { 200: appointmentDto, 402: errorResponse, 404: errorResponse, 409: errorResponse, ...errors } },
    handler: async (request) => appointments.complete(scopeOf(request), request.params.id),
  });

  r.post('/user/appointments/:id/stage', {
    onRequest: requireActiveUser('content'),
    schema: {
      ...base,
      summary: 'Mark where a booked car stands on the day: arrived, in_progress (work started) or done (the appointment completed)',
      description: 'Arrived and in progress are kept beside the appointment; done completes its document, and arrived or in progress on a completed one makes it scheduled again. 404 appointment_not_found for another business\'s.',
      params,
      body: appointmentStageBody,
      response: { 200: appointmentDto, 402: errorResponse, 404: errorResponse, 409: errorResponse, ...errors },
    },
    handler: async (request) => appointments.setStage(scopeOf(request), request.params.id, request.body),
  });

  r.post('/user/appointments/:id/confirmation', {
    onRequest: requireActiveUser('content'),
    schema: {
      ...base,
      summary: "E-mail the customer a confirmation of the appointment, with it as an .ics (METHOD:PUBLISH, the feed's UID), from the workshop's name, in the customer's language; recorded on the appointment",
      description: "400 validation_error when the appointment is undated (details path date) or no valid address is known (path email); 502 confirmation_mail_failed when the mail server does not take it (nothing recorded).",
      params,
      body: confirmationMailBody,
      response: { 200: appointmentDto, 402: errorResponse, 404: errorResponse, 502: errorResponse, ...errors },
    },
    handler: async (request) => confirmations.send(scopeOf(request), request.params.id, request.body),
  });

  const feedBase = { ...base, tags: ['calendar-feed'] };
  r.get('/user/calendar-feed', {
    onRequest: requireOwner,
    schema: { ...feedBase, summary: "Whether the business has a private calendar feed, since when and when a calendar last read it (never its URL: only its hash is kept) (owner only)", response: { 200: calendarFeedDto, ...errors } },
    handler: async (request) => calendarFeed.status(scopeOf(request)),
  });

  r.post('/user/calendar-feed', {
    onRequest: requireOwner,
    schema: {
      ...feedBase,
      summary: 'Make the private calendar feed, or a new one in place of the old (which stops working at once); its URL is in this answer only (owner only)',
      response: { 201: calendarFeedDto, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await calendarFeed.regenerate(scopeOf(request))),
  });

  r.delete('/user/calendar-feed', {
    onRequest: requireOwner,
    schema: { ...feedBase, summary: 'Revoke the private calendar feed: its URL answers 404 from now on (owner only)', response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await calendarFeed.revoke(scopeOf(request));
      return reply.status(204).send(null);
    },
  });

  r.get('/calendar/:file', {
    schema: {
      tags: ['calendar-feed'],
      summary: "A business's private calendar feed, iCalendar (text/calendar): its appointments from 3 months back to 12 months ahead. No account: the URL's token is the credential; rate-limited per address",
      params: z.object({ file: z.string().max(100).describe('<token>.ics') }),
      response: { 200: fileResponse('text/calendar', 'The feed, an iCalendar file'), 404: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => {
      // Private to whoever holds the link: no shared cache keeps it (a revoked link stops at once), no search engine lists it.
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
      const body = await calendarFeed.feed(request.params.file, request.ip);
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="programari.ics"').send(body);
    },
  });

  r.get('/user/video-projects', {
    onRequest: requireUser,
    schema: {
      ...base,
      tags: ['video-planner'],
      summary: "The video editor's week: projects due in [from, to] and the overdue ones not delivered, by due date then priority",
      querystring: videoWeekQuery,
      response: { 200: videoWeekResponse, ...errors },
    },
    handler: async (request) => videoPlanner.week(scopeOf(request), request.query.from, request.query.to),
  });

  r.post('/user/video-projects/:id/status', {
    onRequest: requireActiveUser('content'),
    schema: { ...base, tags: ['video-planner'], summary: "Change a video project's status", params, body: videoStatusBody, response: { 204: z.null(), 402: errorResponse, 404: errorResponse, 409: errorResponse, ...errors } },
    handler: async (request, reply) => {
      await videoPlanner.setStatus(scopeOf(request), request.params.id, request.body.status);
      return reply.status(204).send(null);
    },
  });
};
