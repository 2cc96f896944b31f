import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyLookupDto, errorResponse, validateCui } from '@atelier/core';
import { AppError } from '../../errors.js';
import { requireUser } from '../../http/auth-guard.js';
import type { AnafClient } from '../../integrations/anaf/anaf-client.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 500: errorResponse, 503: errorResponse };

/** The company's data for a CUI, read from ANAF's register; the CUI's check digit is verified first (no request for a typo). */
export const lookupCompany = async (anaf: AnafClient, input: string) => {
  const checked = validateCui(input);
  if (!checked.ok) throw new AppError('validation_error', { message: 'Not a valid CUI', details: [{ path: 'cui', message: 'Not a valid CUI', code: checked.code }] });
  const company = await anaf.lookup(checked.normalized.replace(/^RO/, ''));
  if (!company) throw new AppError('company_not_found');
  return company;
};

export const companyLookupRoutes = (app: FastifyInstance, { anaf }: { anaf: AnafClient }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/user/company-lookup/:cui', {
    onRequest: requireUser,
    schema: {
      tags: ['documents'],
      security: [{ bearerAuth: [] }],
      summary:
        "A company's name, address, trade register number and VAT status from ANAF's VAT-payer register (PlatitorTvaRest v9), by CUI (with or without RO); 400 for a CUI whose check digit fails, 404 company_not_found, 503 company_lookup_unavailable when ANAF does not answer",
      params: z.object({ cui: z.string().max(20).describe('CUI, e.g. 18547290 or RO18547290') }),
      response: { 200: companyLookupDto, ...errors },
    },
    handler: async (request) => lookupCompany(anaf, request.params.cui),
  });
};
