/** Sending documents to their customers and the customer's answer (issue 29). */
export const SHARING_ERRORS = {
  // An unknown, revoked or malformed customer link (or another business's link id).
  link_not_found: 404,
  // The customer link is past its expiry date (details: the business's contact).
  link_expired: 410,
  // The customer already answered this version of the document.
  already_answered: 409,
  // The document was edited after the customer opened it: the answer is to an older version.
  document_changed: 409,
  // The drawn signature is missing (approve, sign) or not a PNG image of at most SIGNATURE_MAX_BYTES.
  signature_invalid: 422,
  // The recipient is not an e-mail address / phone number that can receive the message.
  recipient_invalid: 422,
  // SMS is off on this server (no SMS gateway configured).
  sms_unavailable: 503,
  // The SMS gateway could not send the message (down, refused): try again later.
  sms_failed: 502,
  // An order is made from approved lines: this answer declined the document, or signed it.
  nothing_approved: 422,
  // The chosen application has no line array that takes the document's lines (lines.parts, lines.labor, lines.items).
  no_line_target: 422,
} as const;

/** Each code's default message in English (the API's `error.message` when the thrower gives none). */
export const SHARING_MESSAGES: Record<keyof typeof SHARING_ERRORS, string> = {
  link_not_found: 'This document link does not exist or was withdrawn',
  link_expired: 'This document link has expired: contact the workshop for a new one',
  already_answered: 'This version of the document has already been answered',
  document_changed: 'The document was changed since you opened it: reload it to see the new version',
  signature_invalid: 'The signature is missing or could not be read: sign again',
  recipient_invalid: 'The recipient is not a valid address or phone number',
  sms_unavailable: 'Sending SMS is not available on this server',
  sms_failed: 'The SMS could not be sent: try again later',
  nothing_approved: 'The customer approved no line of this document: there is nothing to make an order from',
  no_line_target: "This application has no lines to take the document's lines: choose a service order or an invoice",
};
