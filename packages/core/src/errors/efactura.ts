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
