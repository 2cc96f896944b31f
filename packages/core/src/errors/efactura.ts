/** e-Factura (issue 19): the invoice XML, the month's ZIP, the VAT-payer register lookup. */
export const EFACTURA_ERRORS = {
  // The document is no invoice, or an invoice still missing what CIUS-RO requires (details: the fields).
  not_an_invoice: 422,
  efactura_incomplete: 422,
  month_zip_not_found: 404,
  month_zip_expired: 410,
  // ANAF's VAT-payer register: the CUI is unknown to it, or it did not answer in time.
  company_not_found: 404,
  company_lookup_unavailable: 503,
} as const;

/** Each code's default message in English (the API's `error.message` when the thrower gives none). */
export const EFACTURA_MESSAGES: Record<keyof typeof EFACTURA_ERRORS, string> = {
  not_an_invoice: 'Only an invoice has an e-Factura',
  efactura_incomplete: 'The invoice lacks data e-Factura requires',
  month_zip_not_found: "No such month's ZIP",
  month_zip_expired: "This month's ZIP was deleted after a day: make it again",
  company_not_found: 'No company with this CUI in the VAT-payer register',
  company_lookup_unavailable: 'The VAT-payer register does not answer, fill in the data by hand',
};
