import { companyLookupDto, type CompanyLookupDto } from '@atelier/core';
import { apiRequest } from '../../../lib/api-client';

/** A company's data from ANAF's register by CUI (the server checks the check digit first). */
export const lookupCompany = (cui: string, signal?: AbortSignal): Promise<CompanyLookupDto> =>
  apiRequest({ path: `/user/company-lookup/${encodeURIComponent(cui)}`, schema: companyLookupDto, signal });
