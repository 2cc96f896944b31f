/** Tags and reminders (issue 17). */
export const TAGS_ERRORS = {
  // Tags and reminders need the Notificari application allocated or in the subscription.
  notificari_required: 403,
  tag_not_found: 404,
  // Another tag of the business has this name (case-insensitive).
  tag_name_taken: 409,
} as const;

/** Each code's default message in English (the API's `error.message` when the thrower gives none). */
export const TAGS_MESSAGES: Record<keyof typeof TAGS_ERRORS, string> = {
  notificari_required: 'Tags and reminders need the Notificari application allocated to your account',
  tag_not_found: 'Tag not found',
  tag_name_taken: 'A tag with this name already exists',
};
