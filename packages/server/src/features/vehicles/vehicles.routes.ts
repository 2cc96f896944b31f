import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, vehicleDetailDto, vehicleIdParams, vehicleMergeBody, vehicleMergeDto, vehicleMergeParams, vehicleQuery, vehiclesQuery, vehiclesResponse } from '@atelier/core';
import { requireUser, scopeOf } from '../../http/auth-guard.js';
import { requestLocale } from '../../http/request-locale.js';
import type { VehiclesService } from './vehicles.service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/**
 * Issue 31: the vehicle directory. Every member of the business reads it, as they read History, and
 * merges (and unmerges) its cars, as they edit the documents the cars are made of.
 */
export const vehiclesRoutes = (app: FastifyInstance, { vehicles }: { vehicles: VehiclesService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['vehicles'], security: [{ bearerAuth: [] }] };

  r.get('/user/vehicles', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary:
        "The business's vehicles as its documents name them, the one with the newest document first. `query` keeps those whose plates or VIN contain it, " +
        'however it is spaced or cased ("cj12" finds CJ 12 ABC).',
      querystring: vehiclesQuery,
      response: { 200: vehiclesResponse, ...errors },
    },
    handler: async (request) => vehicles.list(scopeOf(request), request.query),
  });

  r.get('/user/vehicles/:id', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary:
        'One vehicle: its documents in time order (application, kind, number, date, total), and its odometer readings in time order, ' +
        'each lower than an earlier one flagged (`rollback`: Legea 142/2023 forbids turning an odometer back). 404 not_found for another business\'s vehicle.',
      params: vehicleIdParams,
      querystring: vehicleQuery,
      response: { 200: vehicleDetailDto, ...errors, 404: errorResponse },
    },
    handler: async (request) => vehicles.get(scopeOf(request), request.params.id, requestLocale(request, request.query.locale)),
  });

  r.post('/user/vehicles/:id/merges', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary:
        'Merge another vehicle into this one (the same car, e.g. re-plated, whose documents carry no VIN to tie them): its documents join this vehicle, ' +
        'the other is gone from the list, and the decision is kept (a rebuild of the directory applies it again). 400 vehicle_merge_same for itself; ' +
        "404 not_found when either vehicle is not the business's.",
      params: vehicleIdParams,
      body: vehicleMergeBody,
      response: { 201: vehicleMergeDto, ...errors, 404: errorResponse },
    },
    handler: async (request, reply) => reply.code(201).send(await vehicles.merge(scopeOf(request), request.params.id, request.body.other_id)),
  });

  r.delete('/user/vehicles/:id/merges/:mergeId', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary:
        "Undo one of this vehicle's merges (listed in its `merges`): the vehicle that was merged in gets its documents back, under its own id again. " +
        '404 not_found for a merge this vehicle does not have, or another business\'s vehicle.',
      params: vehicleMergeParams,
      response: { 204: z.null(), ...errors, 404: errorResponse },
    },
    handler: async (request, reply) => {
      await vehicles.undoMerge(scopeOf(request), request.params.id, request.params.mergeId);
      return reply.code(204).send(null);
    },
  });
};
