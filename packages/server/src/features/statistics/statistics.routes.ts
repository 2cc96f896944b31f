import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  financeQuery,
  financeResponse,
  fleetStatsQuery,
  fleetStatsResponse,
  invoiceStatisticsQuery,
  invoiceStatisticsResponse,
  serviceStatisticsQuery,
  serviceStatisticsResponse,
} from '@atelier/core';
import { scopeOf, requireActive, requireStatistics } from '../../http/auth-guard.js';
import { requestLocale } from '../../http/request-locale.js';
import type { StatisticsService } from './statistics.service.js';

const errors = { 400: errorResponse, 401: errorResponse, 402: errorResponse, 403: errorResponse };

/** The dashboards' figures, always of the signed-in user's own documents (docs/statistics.md). */
export const statisticsRoutes = (app: FastifyInstance, { statistics }: { statistics: StatisticsService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['statistics'], security: [{ bearerAuth: [] }] };

  r.get('/user/service-statistics', {
    onRequest: [requireStatistics, requireActive('features')],
    schema: {
      ...base,
      summary: 'Estimates and service orders: revenue, client types, time in service, makes, reasons, parts and labour',
      querystring: serviceStatisticsQuery,
      response: { 200: serviceStatisticsResponse, ...errors },
    },
    handler: async (request) => statistics.service(scopeOf(request), request.query),
  });

  r.get('/user/invoice-statistics', {
    onRequest: [requireStatistics, requireActive('features')],
    schema: {
      ...base,
      summary: 'Invoices: income, customers, averages, weekly and monthly trends, top services and clients, retention',
      querystring: invoiceStatisticsQuery,
      response: { 200: invoiceStatisticsResponse, ...errors },
    },
    handler: async (request) => statistics.invoices(scopeOf(request), request.query, requestLocale(request, request.query.locale)),
  });

  r.get('/user/fleet/stats', {
    onRequest: [requireStatistics, requireActive('features')],
    schema: {
      ...base,
      summary: 'Fleet: income and expense per month and per car (finance records with a plate)',
      querystring: fleetStatsQuery,
      response: { 200: fleetStatsResponse, ...errors },
    },
    handler: async (request) => statistics.fleet(scopeOf(request), request.query),
  });

  r.get('/user/service/finance', {
    onRequest: [requireStatistics, requireActive('features')],
    schema: {
      ...base,
      summary: 'Income versus expenses, in total and by category',
      querystring: financeQuery,
      response: { 200: financeResponse, ...errors },
    },
    handler: async (request) => statistics.finance(scopeOf(request), request.query, requestLocale(request, request.query.locale)),
  });
};
