/** The business's data export. */
export const DATA_EXPORT_ERRORS = {
  export_not_found: 404,
  export_running: 409,
  export_expired: 410,
} as const;
