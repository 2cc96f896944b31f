/** Saved documents. */
export const DOCUMENTS_ERRORS = {
  document_not_found: 404,
} as const;

/** Each code's default message in English (the API's `error.message` when the thrower gives none). */
export const DOCUMENTS_MESSAGES: Record<keyof typeof DOCUMENTS_ERRORS, string> = {
  document_not_found: 'Document not found',
};
