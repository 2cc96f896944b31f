/** The business's data export. */
export const DATA_EXPORT_ERRORS = {
  export_not_found: 404,
  export_running: 409,
  export_expired: 410,
} as const;

/** Each code's default message in English (the API's `error.message` when the thrower gives none). */
export const DATA_EXPORT_MESSAGES: Record<keyof typeof DATA_EXPORT_ERRORS, string> = {
  export_not_found: 'Export not found',
  export_running: 'An export of this business is already being made',
  export_expired: 'This export was deleted after 7 days: make a new one',
};
