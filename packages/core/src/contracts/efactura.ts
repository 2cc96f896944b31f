import { z } from 'zod';

/** A company as ANAF's VAT-payer register knows it (GET /api/user/company-lookup/{cui}). */
export const companyLookupDto = z.object({
  cui: z.string().describe('the tax id, digits only'),
  tax_id: z.string().describe('as printed on documents: RO + CUI for a VAT payer, else the CUI'),
  name: z.string().describe('registered name (denumire)'),
  street: z.string().describe('street, e.g. "Str. Fabricii"'),
  number: z.string().describe('street number'),
  address: z.string().describe('street and number in one line, e.g. "Str. Fabricii nr. 10"'),
  city: z.string().describe('locality; in Bucharest the sector ("Sector 3")'),
  county: z.string().describe('county code of ISO 3166-2:RO without "RO-" ("CJ", "B"), empty when unknown'),
  postal_code: z.string(),
  reg_no: z.string().describe('trade register number (J12/345/2020)'),
  phone: z.string(),
  vat_payer: z.boolean().describe('registered for VAT on the day asked'),
  vat_on_collection: z.boolean().describe('applies VAT on collection (TVA la încasare)'),
  inactive: z.boolean().describe('declared inactive by ANAF'),
  deregistered: z.boolean().describe('struck off (radiată)'),
});
export type CompanyLookupDto = z.infer<typeof companyLookupDto>;

/** A month's ZIP for the accountant, made in the background (POST /api/user/efactura/month-zips). */
export const monthZipJobDto = z.object({
  id: z.string(),
  month: z.string().describe('YYYY-MM'),
  locale: z.string().describe('language of the PDFs'),
  status: z.enum(['queued', 'running', 'done', 'failed', 'expired']).describe('expired: done, and its file deleted after a day'),
  done: z.number().int().describe('documents of the month read so far'),
  total: z.number().int().describe("the month's documents (by their issue date)"),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string().nullable().describe('when a finished ZIP is deleted'),
});
export type MonthZipJobDto = z.infer<typeof monthZipJobDto>;
export const monthZipJobList = z.object({ results: z.array(monthZipJobDto) });
export type MonthZipJobList = z.infer<typeof monthZipJobList>;
