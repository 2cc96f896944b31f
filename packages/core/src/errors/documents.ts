/** Saved documents. */
export const DOCUMENTS_ERRORS = {
  document_not_found: 404,
} as const;
