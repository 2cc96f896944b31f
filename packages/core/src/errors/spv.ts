/** e-Factura in SPV: connecting a business to ANAF's SPV and uploading its invoices (issue 30). */
export const SPV_ERRORS = {
  // The sign-in at ANAF came back with a state that is unknown, expired or already used.
  spv_state_invalid: 400,
  // The document has no accepted upload, so no signed archive to download.
  spv_archive_not_found: 404,
  // A received invoice that is not this business's (or does not exist).
  spv_received_not_found: 404,
  // Sending needs the business connected to SPV; the invoice is accepted already; an upload of it is under way.
  spv_not_connected: 409,
  spv_already_accepted: 409,
  spv_upload_in_progress: 409,
  // A sync of the received invoices is queued or running; the business's CIF is not in its company profile.
  spv_sync_running: 409,
  spv_cif_missing: 409,
  // ANAF refused the sign-in's code or the refresh token (its reason in the message).
  spv_grant_refused: 502,
  // ANAF could not be reached, timed out or kept failing.
  spv_unavailable: 502,
  // No ANAF SPV application is configured on this server (ANAF_SPV_CLIENT_ID, ANAF_SPV_CLIENT_SECRET).
  spv_not_configured: 503,
} as const;

/** Each code's default message in English (the API's `error.message` when the thrower gives none). */
export const SPV_MESSAGES: Record<keyof typeof SPV_ERRORS, string> = {
  spv_state_invalid: 'The sign-in at ANAF could not be matched to a connection request (unknown, expired or used): connect again',
  spv_archive_not_found: 'This invoice has no upload accepted by ANAF yet',
  spv_received_not_found: 'Received invoice not found',
  spv_not_connected: 'Connect the business to SPV first',
  spv_already_accepted: 'ANAF has already accepted this invoice',
  spv_upload_in_progress: 'This invoice is being uploaded to SPV: wait for ANAF\'s answer',
  spv_sync_running: 'The received invoices are being fetched from SPV: wait for it to end',
  spv_cif_missing: "Fill in the business's CIF in the company profile: SPV lists the invoices received by that CIF",
  spv_grant_refused: 'ANAF refused the connection: connect again',
  spv_unavailable: 'ANAF\'s SPV could not be reached: try again later',
  spv_not_configured: 'e-Factura in SPV is not configured on this server',
};
