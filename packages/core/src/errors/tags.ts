/** Tags and reminders (issue 17). */
export const TAGS_ERRORS = {
  // Tags and reminders need the Notificari application allocated or in the subscription.
  notificari_required: 403,
  tag_not_found: 404,
  // Another tag of the business has this name (case-insensitive).
  tag_name_taken: 409,
} as const;
