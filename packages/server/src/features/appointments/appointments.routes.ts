import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentDto,
  availabilityQuery,
  availabilityResponse,
  closedDayBody,
  closedDayDto,
  closedDaysQuery,
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
import { currentBusiness, requireActiveUser, requireOwner, requireUser } from '../../http/auth-guard.js';
import type { AppointmentsService } from './appointments.service.js';
import type { VideoPlannerService } from './video-planner.service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 423: errorResponse };

/**
 * Working hours, closed days and the appointments calendar (issue 16). Every member reads them;
 * the week and the closed days are the owner's to change. An appointment itself is a document:
 * it is made, edited and deleted through /user/forms/{id}/submit and /user/completed_forms/{id}.
 */
export const appointmentsRoutes = (app: FastifyInstance, { appointments, videoPlanner }: { appointments: AppointmentsService; videoPlanner: VideoPlannerService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['appointments'], security: [{ bearerAuth: [] }] };
  const params = z.object({ id: idSchema });

  r.get('/user/working-hours', {
    onRequest: requireUser,
    schema: { ...base, summary: "The business's working week: per weekday working or not, opening and closing time, hours available to sell", response: { 200: workingHoursResponse, ...errors } },
    handler: async (request) => appointments.workingHours(currentBusiness(request).businessId),
  });

  r.put('/user/working-hours', {
    onRequest: requireOwner,
    schema: { ...base, summary: "Set the business's working week, all seven days (owner only)", body: workingHoursBody, response: { 200: workingHoursResponse, ...errors } },
    handler: async (request) => appointments.saveWorkingHours(currentBusiness(request), request.body),
  });

  r.get('/user/closed-days', {
    onRequest: requireUser,
    schema: { ...base, summary: "The business's own closed days (holiday, inventory), from today on or of one year", querystring: closedDaysQuery, response: { 200: z.array(closedDayDto), ...errors } },
    handler: async (request) => appointments.closedDays(currentBusiness(request).businessId, request.query.year),
  });

  r.post('/user/closed-days', {
    onRequest: requireOwner,
    schema: { ...base, summary: 'Close the workshop on a day (again for the same day: its note changes) (owner only)', body: closedDayBody, response: { 201: closedDayDto, ...errors } },
    handler: async (request, reply) => reply.status(201).send(await appointments.addClosedDay(currentBusiness(request), request.body)),
  });

  r.delete('/user/closed-days/:id', {
    onRequest: requireOwner,
    schema: { ...base, summary: 'Open a closed day again (owner only)', params, response: { 204: z.null(), 404: errorResponse, ...errors } },
    handler: async (request, reply) => {
      await appointments.removeClosedDay(currentBusiness(request).businessId, request.params.id);
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
    handler: async (request) => appointments.week(currentBusiness(request).businessId, request.query.from, request.query.to),
  });

  r.get('/user/appointments/availability', {
    onRequest: requireUser,
    schema: { ...base, summary: "One day's scheduled and available hours, its free stretches and appointments", querystring: availabilityQuery, response: { 200: availabilityResponse, ...errors } },
    handler: async (request) => appointments.availability(currentBusiness(request).businessId, request.query.date),
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
    handler: async (request) => appointments.reschedule(currentBusiness(request), request.params.id, request.body),
  });

  r.post('/user/appointments/:id/complete', {
    onRequest: requireActiveUser('content'),
    schema: { ...base, summary: 'Mark an appointment completed', params, response: { 200: appointmentDto, 402: errorResponse, 404: errorResponse, 409: errorResponse, ...errors } },
    handler: async (request) => appointments.complete(currentBusiness(request), request.params.id),
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
    handler: async (request) => videoPlanner.week(currentBusiness(request).businessId, request.query.from, request.query.to),
  });

  r.post('/user/video-projects/:id/status', {
    onRequest: requireActiveUser('content'),
    schema: { ...base, tags: ['video-planner'], summary: "Change a video project's status", params, body: videoStatusBody, response: { 204: z.null(), 402: errorResponse, 404: errorResponse, 409: errorResponse, ...errors } },
    handler: async (request, reply) => {
      await videoPlanner.setStatus(currentBusiness(request).businessId, request.params.id, request.body.status);
      return reply.status(204).send(null);
    },
  });
};
