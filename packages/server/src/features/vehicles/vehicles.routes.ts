import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, vehicleDetailDto, vehicleIdParams, vehicleQuery, vehiclesQuery, vehiclesResponse } from '@atelier/core';
import { requireUser, scopeOf } from '../../http/auth-guard.js';
import { requestLocale } from '../../http/request-locale.js';
import type { VehiclesService } from './vehicles.service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** Issue 31: the vehicle directory. Every member of the business reads it, as they read History. */
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
};
